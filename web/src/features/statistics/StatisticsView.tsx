import { COINS, type Coin, type CoinStatistics, type NotablePlay } from '@casino/contract';
import clsx from 'clsx';
import { EyeOff } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useMe } from '../../api/queries';
import { formatMultiplier, shortAmount } from '../../lib/amounts';
import { Button } from '../../ui/Button';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { CoinIcon } from '../../ui/CoinIcon';
import { Skeleton } from '../../ui/Skeleton';
import { useStatistics } from './api';
import { FiguresTable } from './FiguresTable';

// uPlot and the charts load with the first statistics that have plays: not in the landing or lobby bundle.
const StatisticsCharts = lazy(() => import('./StatisticsCharts'));

export const EMPTY_TEXT = 'Hmm... Nothing to see here.';
export const PRIVATE_TEXT = 'User has enabled private mode';
const FAILED_TEXT = 'Failed to load, Something went wrong. Please retry.';

const COIN_LOOK: ChoiceLook = {
  base: 'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors',
  chosen: 'bg-surface-2 text-text',
  other: 'text-text-muted hover:text-text',
};

const COIN_NAMES: Record<Coin, string> = { GC: 'Gold Coins', SC: 'Sweeps Coins' };

const signed = (amount: string) => `${Number(amount) > 0 ? '+' : ''}${shortAmount(amount)}`;
const profitColour = (amount: string) =>
  Number(amount) > 0 ? 'text-win' : Number(amount) < 0 ? 'text-loss' : 'text-text-muted';

function Amount({ amount, coin, profit = false }: { amount: string; coin: Coin; profit?: boolean }) {
  return (
    <span className={clsx('tabular inline-flex items-center gap-1.5', profit && profitColour(amount))}>
      {profit ? signed(amount) : shortAmount(amount)}
      <CoinIcon coin={coin} size={14} />
    </span>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface-1 px-3 py-2.5">
      <p className="text-xs text-text-muted">{label}</p>
      <p className="mt-1 truncate text-base font-semibold md:text-lg" data-testid={testId}>
        {children}
      </p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const Empty = () => (
  <p
    className="rounded-lg border border-line py-8 text-center text-sm text-text-muted"
    data-testid="statistics-empty"
  >
    {EMPTY_TEXT}
  </p>
);

const RIGHT = 'text-right';
const WIDE_ONLY = 'hidden text-right sm:table-cell';

/** Plays, wagered and profit per game, most played first. */
function GamesTable({ coin, games }: { coin: Coin; games: CoinStatistics['games'] }) {
  return (
    <FiguresTable
      label={`Games played in ${coin}`}
      rows={games}
      keyOf={(g) => g.game}
      testId="statistics-game"
      empty={<Empty />}
      columns={[
        { head: 'Game', className: 'max-w-36 truncate', cell: (g) => g.name },
        { head: 'Plays', className: `tabular ${RIGHT}`, cell: (g) => g.plays.toLocaleString() },
        { head: 'Wagered', className: WIDE_ONLY, cell: (g) => <Amount amount={g.wagered} coin={coin} /> },
        {
          head: 'Profit',
          className: `${RIGHT} font-semibold`,
          cell: (g) => <Amount amount={g.profit} coin={coin} profit />,
        },
      ]}
    />
  );
}

/** The biggest wins or multipliers: game, play, multiplier, result, as the history tables show them. */
function NotableTable({
  coin,
  plays,
  label,
  testId,
}: {
  coin: Coin;
  plays: NotablePlay[];
  label: string;
  testId: string;
}) {
  return (
    <FiguresTable
      label={label}
      rows={plays}
      keyOf={(p) => p.id}
      testId={testId}
      empty={<Empty />}
      columns={[
        { head: 'Game', className: 'max-w-32 truncate', cell: (p) => p.name },
        { head: 'Play', className: WIDE_ONLY, cell: (p) => <Amount amount={p.wager} coin={coin} /> },
        { head: 'Multiplier', className: `tabular ${RIGHT}`, cell: (p) => formatMultiplier(p.multiplier) },
        {
          head: 'Result',
          className: `${RIGHT} font-semibold`,
          cell: (p) => <Amount amount={p.profit} coin={coin} profit />,
        },
      ]}
    />
  );
}

const ChartsLoading = () => (
  <div className="grid grid-cols-1 gap-3 @3xl:grid-cols-3" role="status" aria-label="Loading charts">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} className="h-[246px] w-full" />
    ))}
  </div>
);

/** One coin's figures, charts and tables. */
function CoinView({ coin, statistics }: { coin: Coin; statistics: CoinStatistics }) {
  return (
    <div className="flex flex-col gap-4" data-testid={`statistics-${coin}`}>
      <div className="grid grid-cols-3 gap-2">
        <Figure label="Plays" testId="statistics-plays">
          <span className="tabular">{statistics.plays.toLocaleString()}</span>
        </Figure>
        <Figure label="Wagered" testId="statistics-wagered">
          <Amount amount={statistics.wagered} coin={coin} />
        </Figure>
        <Figure label="Profit" testId="statistics-profit">
          <Amount amount={statistics.profit} coin={coin} profit />
        </Figure>
      </div>
      {statistics.plays > 0 && (
        <Suspense fallback={<ChartsLoading />}>
          <StatisticsCharts coin={coin} statistics={statistics} />
        </Suspense>
      )}
      <Section title="Games">
        <GamesTable coin={coin} games={statistics.games} />
      </Section>
      <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2">
        {(
          [
            ['Biggest wins', statistics.biggestWins, 'statistics-win'],
            ['Biggest multipliers', statistics.biggestMultipliers, 'statistics-multiplier'],
          ] as const
        ).map(([title, plays, testId]) => (
          <Section key={title} title={title}>
            <NotableTable coin={coin} plays={plays} label={`${title} in ${coin}`} testId={testId} />
          </Section>
        ))}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div
      className="@container flex flex-col gap-4"
      role="status"
      aria-label="Loading statistics"
      aria-busy="true"
    >
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      <ChartsLoading />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** A player who plays in private mode (spec §2): 'Hidden', and why. */
function Hidden({ username }: { username: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="statistics-hidden">
      <div className="grid size-14 place-items-center rounded-full bg-surface-2">
        <EyeOff className="text-text-muted" aria-hidden="true" />
      </div>
      <p className="font-semibold">{username}: Hidden</p>
      <p className="text-sm text-text-muted">{PRIVATE_TEXT}</p>
    </div>
  );
}

/**
 * A player's statistics (`player`), or the signed-in player's own (null): per coin, never summed
 * across coins, with a Gold Coins / Sweeps Coins switch that starts on the coin they play.
 */
export function StatisticsView({
  player,
  signedIn,
  onLogin,
}: {
  player: string | null;
  signedIn: boolean;
  onLogin(): void;
}) {
  const query = useStatistics(player, signedIn);
  const me = useMe();
  const [chosen, setChosen] = useState<Coin | null>(null);

  if (player === null && !signedIn)
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="statistics-login">
        <p className="text-text-muted">
          Log in to see your statistics: your plays, wagers and profit in each coin.
        </p>
        <Button onClick={onLogin}>Log in</Button>
      </div>
    );
  if (query.isError)
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="statistics-error">
        <p className="text-text-muted">{FAILED_TEXT}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (query.isPending) return <Loading />;
  const statistics = query.data;
  if (statistics.hidden) return <Hidden username={statistics.username} />;
  const coin = chosen ?? (statistics.own ? me.data?.game_mode : undefined) ?? 'GC';

  return (
    <div className="@container flex min-w-0 flex-col gap-4" data-testid="statistics">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-text-muted" data-testid="statistics-player">
          {statistics.own ? 'Your statistics' : `${statistics.username}’s statistics`}
        </p>
        <div className="flex rounded-full bg-surface-1 p-1" role="tablist" aria-label="Coin">
          {COINS.map((c) => (
            <ChoiceButton
              key={c}
              tab
              chosen={coin === c}
              onChoose={() => setChosen(c)}
              look={COIN_LOOK}
              aria-label={COIN_NAMES[c]}
            >
              <CoinIcon coin={c} size={16} />
              {c}
            </ChoiceButton>
          ))}
        </div>
      </div>
      <CoinView coin={coin} statistics={statistics.coins[coin]} />
    </div>
  );
}
