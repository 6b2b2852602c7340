import type { BetDetail, BetHistoryRow, Coin, HistoryTab } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/errors';
import { roundEnded } from '../crash/views';
import { historyRow } from './bet-rows';

function settledBets(db: Database) {
  return (
    db
      .selectFrom('bets')
      .innerJoin('users', 'users.id', 'bets.user_id')
      // A provider round names its catalog game by identifier; its title is what the tables show.
      .leftJoin('games', (join) =>
        join.onRef('games.identifier', '=', 'bets.game').on('bets.provider_round', '=', true),
      )
      .select([
        'games.title',
        'bets.id',
        'bets.user_id',
        'bets.game',
        'bets.coin',
        'bets.wager',
        'bets.payout',
        'bets.settled_at',
        'bets.high_roller',
        'users.username',
        'users.private_mode',
      ])
      .where('bets.status', '=', 'settled')
  );
}

type SettledRow = {
  id: bigint;
  user_id: bigint;
  game: string;
  coin: Coin;
  wager: bigint;
  payout: bigint;
  settled_at: Date | null;
  username: string | null;
  private_mode: boolean;
  title: string | null;
};

function toRow(r: SettledRow, viewer: bigint | null): BetHistoryRow {
  return historyRow(
    {
      id: r.id,
      userId: r.user_id,
      username: r.username,
      privateMode: r.private_mode,
      game: r.game,
      coin: r.coin,
      wager: r.wager,
      payout: r.payout,
      settledAt: r.settled_at ?? new Date(0),
      title: r.title,
    },
    viewer,
  );
}

/** GET /api/history/{tab}: the player's own plays, everyone's latest, or the high rollers'. */
export async function betHistory(
  db: Database,
  tab: HistoryTab,
  viewer: bigint | null,
  rows: number,
  game?: string,
): Promise<BetHistoryRow[]> {
  if (tab === 'race') return []; // races do not exist yet
  if (tab === 'mine' && viewer === null) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
  let query = settledBets(db);
  if (tab === 'mine') query = query.where('bets.user_id', '=', viewer as bigint);
  if (tab === 'big') query = query.where('bets.high_roller', '=', true);
  // Newest first by id: instant plays settle as they are written; a step game shows where it started.
  query = query.orderBy('bets.id', 'desc');
  if (game) query = query.where('bets.game', '=', game);
  const found = await query.limit(rows).execute();
  return found.map((r) => toRow(r, viewer));
}

/** A page of the player's own settled plays, newest first, after `cursor` (a bet id) when given. */
export async function ownPlays(
  db: Database,
  player: bigint,
  page: { cursor?: bigint; limit: number; game?: string },
): Promise<{ data: BetHistoryRow[]; next_cursor: string | null }> {
  let query = settledBets(db).where('bets.user_id', '=', player).orderBy('bets.id', 'desc');
  if (page.cursor !== undefined) query = query.where('bets.id', '<', page.cursor);
  if (page.game) query = query.where('bets.game', '=', page.game);
  // One row more than asked tells whether another page follows.
  const found = await query.limit(page.limit + 1).execute();
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    data: shown.map((r) => toRow(r, player)),
    next_cursor: found.length > page.limit && last ? last.id.toString() : null,
  };
}

/**
 * One settled play with everything needed to verify it; the server seed only once it is rotated.
 * `ownerOnly` answers a play of anyone else as not found (the player's own game play pages).
 */
export async function betDetail(
  db: Database,
  id: bigint,
  viewer: bigint | null,
  ownerOnly = false,
): Promise<BetDetail> {
  let query = settledBets(db);
  if (ownerOnly) query = query.where('bets.user_id', '=', viewer ?? 0n);
  const bet = await query
    .leftJoin('seed_pairs', 'seed_pairs.id', 'bets.seed_pair_id')
    .select([
      'bets.outcome',
      'bets.nonce',
      'seed_pairs.server_seed_hash',
      'seed_pairs.client_seed',
      sql<
        string | null
      >`CASE WHEN seed_pairs.revealed_at IS NULL THEN NULL ELSE seed_pairs.server_seed END`.as('server_seed'),
    ])
    .where('bets.id', '=', id)
    .executeTakeFirst();
  if (!bet) throw new AppError('NOT_FOUND', 'This play could not be found.');
  const row = toRow(bet, viewer);
  const verification = await verificationOf(db, row.game, id);
  return {
    ...row,
    outcome: bet.outcome,
    server_seed_hash: bet.server_seed_hash,
    server_seed: bet.server_seed,
    client_seed: bet.client_seed,
    nonce: bet.nonce,
    ...(verification ? { verification } : {}),
  };
}

/** Crash and duels are checked from their round or duel rather than a seed pair. */
async function verificationOf(db: Database, game: string, betId: bigint) {
  if (game === 'crash') {
    const round = await db
      .selectFrom('crash_bets as cb')
      .innerJoin('crash_rounds as r', 'r.id', 'cb.round_id')
      .innerJoin('crash_chains as c', 'c.id', 'r.chain_id')
      .select([
        'r.id',
        'r.status',
        'r.hash',
        'r.crash_point',
        'r.edge',
        'c.salt',
        'cb.cashout',
        'cb.auto_cashout',
      ])
      .where('cb.bet_id', '=', betId)
      .executeTakeFirst();
    if (!round) return undefined;
    const crashed = roundEnded(round.status);
    return {
      round_id: round.id.toString(),
      hash: crashed ? round.hash : null,
      salt: round.salt,
      edge: Number(round.edge),
      crash_point: crashed ? Number(round.crash_point).toFixed(2) : null,
      cashout: round.cashout === null ? null : Number(round.cashout).toFixed(2),
      auto_cashout: round.auto_cashout === null ? null : Number(round.auto_cashout).toFixed(2),
    };
  }
  if (game === 'duels') {
    const duel = await db
      .selectFrom('duels')
      .select(['id', 'host_seed_hash', 'host_seed', 'guest_seed'])
      .where((eb) => eb.or([eb('host_bet_id', '=', betId), eb('guest_bet_id', '=', betId)]))
      .executeTakeFirst();
    if (!duel) return undefined;
    return {
      duel_id: duel.id.toString(),
      host_seed_hash: duel.host_seed_hash,
      host_seed: duel.host_seed,
      guest_seed: duel.guest_seed,
    };
  }
  return undefined;
}
