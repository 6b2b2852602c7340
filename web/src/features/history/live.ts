import type { BetHistoryRow } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPrivateEvent, subscribeChannel } from '../../api/channels';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { useSession } from '../../api/session';
import { holdArrivedRow } from '../../house-games/held-plays';
import { historyKeys } from './api';
import {
  enqueue,
  FETCH_ROWS,
  isHighRoller,
  LIST_CAP,
  prepend,
  RELEASE_MS,
  type Row,
  releaseOne,
} from './feed';

export type HistoryTab = 'mine' | 'all' | 'big' | 'race';

/**
 * The history lists live in the query cache (one key per tab, and per game for the player's own plays
 * of one game), so a tab loads once and live rows land where every reader sees them.
 */
export const listKey = (tab: HistoryTab, game?: string) => historyKeys.list(tab, FETCH_ROWS, game);

export function useHistoryList(
  tab: HistoryTab,
  { game, enabled = true }: { game?: string; enabled?: boolean },
) {
  const loggedIn = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: listKey(tab, game),
    queryFn: async () => {
      const rows = (
        await api<{ data: Row[] }>(`/history/${tab}?rows=${FETCH_ROWS}${game ? `&game=${game}` : ''}`)
      ).data;
      if (tab === 'mine') for (const r of rows) ownIds.add(r.id);
      return rows;
    },
    enabled: enabled && (tab !== 'mine' || loggedIn),
    // Live rows keep the list current; a refetch would only undo the one-a-second release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The player's own plays, by id: a public feed row hides a private player even from themselves. */
export const ownIds = new Set<string>();

useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  ownIds.clear();
  queryClient.removeQueries({ queryKey: ['history', 'mine'] });
});

/**
 * The player's own result arrives at once on their channel: it goes on top of every cached list of
 * their plays (all games, and the list of that game), so My Games and the table under each game move
 * with every play.
 */
onPrivateEvent('PrivateBetResult', (payload) => {
  const row = payload as BetHistoryRow;
  if (!row?.id) return;
  ownIds.add(row.id);
  holdArrivedRow(row);
  for (const [key] of queryClient.getQueriesData<Row[]>({ queryKey: ['history', 'mine'] })) {
    const [, , rows, game] = key as [string, string, number, string];
    if (game !== 'all' && game !== row.game) continue;
    queryClient.setQueryData<Row[]>(key, (list) =>
      list ? prepend(list, row, rows === FETCH_ROWS ? LIST_CAP : rows) : list,
    );
  }
});

const queues: Record<'all' | 'big', Row[]> = { all: [], big: [] };
let listeners = 0;
let stop: (() => void) | null = null;

/**
 * Both public channels send BetResultsBulk and Socket.IO does not say which one a message came
 * through: every row enters Latest Winners and the high rollers' rows enter High Rollers too; the queue
 * and the list drop what they already hold, so the copy from the other channel changes nothing.
 */
function onBulk(payload: unknown) {
  const rows = (payload as { history?: Row[] })?.history;
  if (!Array.isArray(rows)) return;
  queues.all = enqueue(queues.all, rows);
  queues.big = enqueue(queues.big, rows.filter(isHighRoller));
}

function releaseTick() {
  for (const tab of ['all', 'big'] as const) {
    if (queues[tab].length === 0) continue;
    const key = listKey(tab);
    const list = queryClient.getQueryData<Row[]>(key);
    // Not loaded yet: rows wait (the queue keeps the newest 60) and the load dedupes against them.
    if (!list) continue;
    const tick = releaseOne(queues[tab], list);
    queues[tab] = tick.queue;
    if (tick.released) queryClient.setQueryData(key, tick.list);
  }
}

function start() {
  const off = [
    subscribeChannel('game-history', 'BetResultsBulk', onBulk),
    subscribeChannel('house-bets', 'BetResultsBulk', onBulk),
  ];
  const timer = setInterval(releaseTick, RELEASE_MS);
  return () => {
    clearInterval(timer);
    for (const unsubscribe of off) unsubscribe();
    queues.all = [];
    queues.big = [];
    // Unheard rows were missed: the next table to show these lists loads them afresh.
    queryClient.removeQueries({ queryKey: listKey('all') });
    queryClient.removeQueries({ queryKey: listKey('big') });
  };
}

/** Keeps the public feeds flowing while any table that shows them is on screen. */
export function useLiveFeed(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    listeners += 1;
    stop ??= start();
    return () => {
      listeners -= 1;
      if (listeners === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [enabled]);
}
