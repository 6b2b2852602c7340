import * as Tabs from '@radix-ui/react-tabs';
import { Trophy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { gameByApi } from '../../house-games/catalog';
import { FIRST_ROWS, INITIAL_LOAD_DELAY_MS, REST_DELAY_MS, ROW_CHOICES } from './feed';
import { HistoryRows } from './HistoryRows';
import { type HistoryTab, useHistoryList, useLiveFeed } from './live';

const RACE_EMPTY = 'There is no race running at the moment here, check back later!';

const TABS: { value: HistoryTab; label: string; players?: true }[] = [
  { value: 'mine', label: 'My Games', players: true },
  { value: 'all', label: 'Latest Winners' },
  { value: 'big', label: 'High Rollers' },
  { value: 'race', label: 'Race Leaderboard' },
];

/**
 * The bet history table (spec §2). Without `game`: the home page and /bets board with its four tabs
 * and live feeds. With `game` (an API name): the player's own plays of that game, under its screen.
 */
export function BetHistoryTable({ game }: { game?: string }) {
  return game ? <OwnGameHistory game={game} /> : <HistoryBoard />;
}

function useViewerId(): string | null {
  const { data: me } = useMe();
  return me ? String(me.id) : null;
}

function RowsSelect({ value, onChange }: { value: number; onChange(rows: number): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-xs text-text-muted">
      <label htmlFor={id}>Rows</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        data-testid="history-rows"
        className="tabular h-10 rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold text-text outline-none focus:border-accent"
      >
        {ROW_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The feed's live dot: it pings twice when a new row arrives, then rests. A ping for ever kept the
 * compositor drawing 60 frames a second on every page with the board, for nothing (5-9% of a core in a
 * headless browser; a phone's battery pays the same).
 */
function LiveDot({ latest }: { latest: string | undefined }) {
  return (
    <span className="relative flex size-2">
      <span
        // A new key restarts the animation: one ping per arrival, not one per render.
        key={latest ?? 'none'}
        className="absolute inline-flex size-full animate-ping rounded-full bg-win opacity-60 [animation-iteration-count:2] motion-reduce:hidden"
      />
      <span className="relative inline-flex size-2 rounded-full bg-win" />
    </span>
  );
}

function HistoryBoard() {
  const loggedIn = useLoggedIn();
  const viewerId = useViewerId();
  // Players open on the second tab (Latest Winners); guests on the first they have, the same one.
  const [tab, setTab] = useState<HistoryTab>('all');
  const [rows, setRows] = useState<number>(ROW_CHOICES[0]);
  const [armed, setArmed] = useState(false);
  const [restShown, setRestShown] = useState(false);
  const tabs = TABS.filter((t) => loggedIn || !t.players);
  const current = tabs.some((t) => t.value === tab) ? tab : 'all';

  useLiveFeed();
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), INITIAL_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const list = useHistoryList(current, { enabled: armed && current !== 'race' });
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!loaded || restShown) return;
    const timer = setTimeout(() => setRestShown(true), REST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, restShown]);

  const limit = current === 'all' && !restShown ? Math.min(FIRST_ROWS, rows) : rows;
  const label = tabs.find((t) => t.value === current)?.label ?? '';

  return (
    <section
      aria-labelledby="bet-history-title"
      data-testid="bet-history"
      className="rounded-xl border border-line bg-surface-1"
    >
      <Tabs.Root value={current} onValueChange={(v) => setTab(v as HistoryTab)}>
        <div className="flex flex-wrap items-center gap-3 border-b border-line p-3 md:px-4">
          <h2 id="bet-history-title" className="flex items-center gap-2 text-base font-bold">
            Bets
            <span className="flex items-center gap-1 text-[11px] font-semibold tracking-wide text-win uppercase">
              <LiveDot latest={list.data?.[0]?.id} />
              Live
            </span>
          </h2>
          <Tabs.List
            aria-label="Bet history"
            className="order-3 -mx-1 flex w-full flex-wrap gap-1 px-1 md:order-none md:mx-0 md:w-auto md:flex-1 md:flex-nowrap md:overflow-x-auto md:px-0"
          >
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                data-testid={`history-tab-${t.value}`}
                className="h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-offset-[-2px] text-text-muted transition-colors duration-150 hover:text-text data-[state=active]:bg-surface-2 data-[state=active]:text-text"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="ml-auto">
            <RowsSelect value={rows} onChange={setRows} />
          </div>
        </div>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="px-1 pb-2 outline-none md:px-2">
            {t.value === 'race' ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <Trophy className="text-gc" aria-hidden="true" />
                <p className="max-w-sm text-text-muted">{RACE_EMPTY}</p>
              </div>
            ) : (
              <HistoryRows
                key={t.value}
                rows={list.data?.slice(0, limit)}
                loading={!loaded}
                viewerId={viewerId}
                label={label}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

/** Under a game's screen: the player's own plays of that game, topped up by each result they hear. */
function OwnGameHistory({ game }: { game: string }) {
  const viewerId = useViewerId();
  const [rows, setRows] = useState<number>(ROW_CHOICES[0]);
  const list = useHistoryList('mine', { game });
  const name = gameByApi(game)?.name ?? game;
  return (
    <section
      aria-labelledby={`my-${game}-plays`}
      data-testid="game-history"
      className="rounded-xl border border-line bg-surface-1"
    >
      <div className="flex items-center gap-3 border-b border-line p-3 md:px-4">
        <h2 id={`my-${game}-plays`} className="mr-auto text-base font-bold">
          My {name} plays
        </h2>
        <RowsSelect value={rows} onChange={setRows} />
      </div>
      <div className="px-1 pb-2 md:px-2">
        <HistoryRows
          rows={list.data?.slice(0, rows)}
          loading={list.isLoading}
          viewerId={viewerId}
          compact
          label={`My ${name} plays`}
        />
      </div>
    </section>
  );
}
