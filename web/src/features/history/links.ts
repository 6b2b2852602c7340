import type { BetHistoryRow } from '@casino/contract';
import { gameByApi } from '../../house-games/catalog';

/**
 * Where a history row leads (spec §2 "Bet history table"): a house game's play to
 * /casino/{slug}/history/{id} (dicing is /casino/dice, tower /casino/latergator); a duel to the duel's
 * modal on the current page (`?tab=duels&duelId=`), which needs the duel's id from the play first; any
 * other play to the bet info overlay on the current page (`?tab=history&betId=`).
 */
export type RowTarget =
  | { kind: 'page'; to: string }
  | { kind: 'duel'; betId: string }
  | { kind: 'info'; betId: string };

export function rowTarget(row: Pick<BetHistoryRow, 'id' | 'game'>): RowTarget {
  if (row.game === 'duels') return { kind: 'duel', betId: row.id };
  const game = gameByApi(row.game);
  return game
    ? { kind: 'page', to: `/casino/${game.slug}/history/${row.id}` }
    : { kind: 'info', betId: row.id };
}

/**
 * Whether the viewer may open a row: a private player's rows are closed to everyone but themselves.
 * `ownIds` are the plays the viewer heard on their own channel (a public feed row hides even them).
 */
export function canOpen(
  row: Pick<BetHistoryRow, 'id' | 'user_id'>,
  viewerId: string | null,
  ownIds: ReadonlySet<string>,
): boolean {
  if (row.user_id !== null) return true;
  return viewerId !== null && ownIds.has(row.id);
}
