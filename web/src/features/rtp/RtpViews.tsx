import type { Coin, GameRtp, MeasuredRtp, RtpList } from '@casino/contract';
import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { CoinIcon } from '../../ui/CoinIcon';
import { Skeleton } from '../../ui/Skeleton';
import { gameLink } from '../lobby';
import { EXPLANATION, intervalText, measuredText, percent, roundsText, theoreticalText } from './rtp-text';

/** What a view needs of a query: react-query's result fits it. */
export interface Loaded<T> {
  isPending: boolean;
  isError: boolean;
  data?: T | undefined;
}

const COINS: readonly Coin[] = ['GC', 'SC'];
const CARD = 'rounded-xl border border-line bg-surface-1';

/** The page's heading, the same on the list and a game's page. */
export function RtpHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="flex items-center gap-3">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
        <Gauge size={22} aria-hidden />
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-[20px] font-extrabold md:text-[28px]">{title}</h1>
        <p className="text-sm text-text-muted">{subtitle}</p>
      </div>
    </header>
  );
}

function ErrorCard() {
  return (
    <p className={`${CARD} p-8 text-center text-text-muted`} role="alert" data-testid="rtp-error">
      We could not load the figures. Please try again in a moment.
    </p>
  );
}

function ListSkeleton() {
  return (
    <div
      className="flex flex-col gap-2"
      role="status"
      aria-busy="true"
      aria-label="Loading games"
      data-testid="rtp-loading"
    >
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

const measuredCell = (measured: MeasuredRtp) => (
  <span className={measured.rtp === null ? 'text-text-muted' : 'tabular-nums'}>{measuredText(measured)}</span>
);

const totalRounds = (game: GameRtp) => game.measured.GC.rounds + game.measured.SC.rounds;

/**
 * The list's body: skeletons while loading, an error, "No settled rounds yet" style empty states (no
 * game matches; no game has a settled round), else a table on desktop and cards on a phone.
 */
export function RtpListView({ list, search }: { list: Loaded<RtpList>; search: string }) {
  if (list.isPending) return <ListSkeleton />;
  if (list.isError || !list.data) return <ErrorCard />;
  const games = list.data.data;
  if (games.length === 0)
    return (
      <div className={`${CARD} px-6 py-12 text-center`} data-testid="rtp-empty">
        <p className="font-semibold">No games match “{search}”</p>
        <p className="mt-1 text-sm text-text-muted">Try another title.</p>
      </div>
    );
  const played = games.some((game) => totalRounds(game) > 0);
  return (
    <div className="flex flex-col gap-3">
      {!played && (
        <p className={`${CARD} px-4 py-3 text-sm text-text-muted`} data-testid="rtp-none-played">
          No settled rounds yet: the measured figures appear as soon as games are played.
        </p>
      )}
      <table className="hidden w-full text-left text-sm md:table" aria-label="Return to player by game">
        <thead className="text-xs text-text-muted">
          <tr className="border-b border-line">
            <th className="px-3 py-2 font-medium">Game</th>
            <th className="px-3 py-2 font-medium">Theoretical</th>
            <th className="px-3 py-2 font-medium">Measured GC</th>
            <th className="px-3 py-2 font-medium">Measured SC</th>
            <th className="px-3 py-2 text-right font-medium">Rounds</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr
              key={game.gameId}
              className="border-b border-line/60 hover:bg-surface-2"
              data-testid="rtp-row"
            >
              <td className="px-3 py-2">
                <Link to={`/rtp/${game.gameId}`} className="font-semibold hover:text-accent">
                  {game.title}
                </Link>
                <span className="block text-xs text-text-muted">{game.provider}</span>
              </td>
              <td className="px-3 py-2 tabular-nums">{theoreticalText(game.theoretical)}</td>
              <td className="px-3 py-2">{measuredCell(game.measured.GC)}</td>
              <td className="px-3 py-2">{measuredCell(game.measured.SC)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{roundsText(totalRounds(game))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden" aria-label="Return to player by game">
        {games.map((game) => (
          <li key={game.gameId}>
            <Link
              to={`/rtp/${game.gameId}`}
              className={`${CARD} flex min-h-14 flex-col gap-1 px-4 py-3 hover:bg-surface-2`}
              data-testid="rtp-card"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold">{game.title}</span>
                <span className="shrink-0 text-xs text-text-muted tabular-nums">
                  {roundsText(totalRounds(game))} rounds
                </span>
              </span>
              <span className="text-xs text-text-muted">
                Theoretical{' '}
                <span className="text-text tabular-nums">{theoreticalText(game.theoretical)}</span>
              </span>
              <span className="flex gap-4 text-xs">
                {COINS.map((coin) => (
                  <span key={coin} className="flex items-center gap-1">
                    <CoinIcon coin={coin} size={14} />
                    {measuredCell(game.measured[coin])}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function CoinCard({ measured }: { measured: MeasuredRtp }) {
  const name = measured.coin === 'GC' ? 'Gold Coins' : 'Sweeps Coins';
  return (
    <section className={`${CARD} flex flex-col gap-3 p-4`} data-testid={`rtp-coin-${measured.coin}`}>
      <h2 className="flex items-center gap-2 text-base font-bold">
        <CoinIcon coin={measured.coin} />
        Measured in {name}
      </h2>
      {measured.rounds === 0 && measured.freeRounds === 0 ? (
        <p className="py-4 text-center text-text-muted">No settled rounds yet</p>
      ) : (
        <>
          <p className="text-[28px] font-extrabold tabular-nums">{measuredText(measured)}</p>
          <dl className="flex flex-col gap-1">
            <Fact label="95% interval" value={intervalText(measured)} />
            <Fact label="Rounds" value={roundsText(measured.rounds)} />
            <Fact label={`Wagered (${measured.coin})`} value={measured.wagered} />
            <Fact label={`Paid out (${measured.coin})`} value={measured.paidOut} />
            {measured.freeRounds > 0 && (
              <Fact
                label="Free rounds (not in the ratio)"
                value={`${roundsText(measured.freeRounds)} · paid ${measured.freePaidOut}`}
              />
            )}
          </dl>
        </>
      )}
    </section>
  );
}

/** A game's page: its theoretical return and engine, each coin's measured return, and how they are made. */
export function RtpGameView({ game }: { game: Loaded<GameRtp> }) {
  if (game.isPending)
    return (
      <div
        className="flex flex-col gap-4"
        role="status"
        aria-busy="true"
        aria-label="Loading game"
        data-testid="rtp-loading"
      >
        <Skeleton className="h-14 w-2/3 rounded-xl" />
        <Skeleton className="h-36 w-full rounded-xl" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-52 w-full rounded-xl" />
          <Skeleton className="h-52 w-full rounded-xl" />
        </div>
      </div>
    );
  if (game.isError || !game.data) return <ErrorCard />;
  const { theoretical, measured, title, provider } = game.data;
  const engine = theoretical.engine ? `${theoretical.engine}, ${theoretical.variant} table` : null;
  return (
    <div className="flex flex-col gap-5">
      <RtpHeading title={title} subtitle={`${provider} · return to player`} />
      <section className={`${CARD} flex flex-col gap-2 p-4`} data-testid="rtp-theoretical">
        <h2 className="text-sm font-medium text-text-muted">Theoretical RTP</h2>
        <p className="text-[28px] font-extrabold tabular-nums">{theoreticalText(theoretical)}</p>
        <p className="text-sm">{theoretical.note}</p>
        <dl className="flex flex-col gap-1">
          {theoretical.range && theoretical.rtp !== null && (
            <Fact label="Lowest option" value={percent(theoretical.rtp)} />
          )}
          {engine && <Fact label="Engine" value={engine} />}
          {theoretical.exact && <Fact label="Exact" value={theoretical.exact} />}
        </dl>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {COINS.map((coin) => (
          <CoinCard key={coin} measured={measured[coin]} />
        ))}
      </div>
      <section className={`${CARD} flex flex-col gap-2 p-4 text-sm text-text-muted`}>
        <h2 className="text-base font-bold text-text">How these numbers are made</h2>
        {Object.values(EXPLANATION).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link
          to={gameLink({
            software: game.data.software,
            provider: game.data.providerSlug,
            identifier: game.data.identifier,
          })}
          className="inline-flex h-11 items-center rounded-lg bg-accent px-5 font-semibold text-surface-0 hover:bg-accent-strong"
        >
          Play {title}
        </Link>
        <Link
          to="/rtp"
          className="inline-flex h-11 items-center rounded-lg border border-line bg-surface-2 px-5 hover:bg-line"
        >
          Every game’s RTP
        </Link>
      </div>
    </div>
  );
}
