import type { Coin } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * A player's rows of both tables as one: the reconciled days and the recent minutes (as their UTC day).
 * Each read below is one statement, so a reconcile moving minutes into days is seen wholly before or after.
 */
const playerRows = (userId: bigint) => sql`
  WITH rows AS (
    SELECT coin, day, game, plays, wagered, paid_out, best_win, best_win_bet, best_multiplier, best_multiplier_bet
      FROM player_statistics WHERE user_id = ${userId}
    UNION ALL
    SELECT coin, (minute AT TIME ZONE 'UTC')::date, game, plays, wagered, paid_out,
           best_win, best_win_bet, best_multiplier, best_multiplier_bet
      FROM player_statistics_recent WHERE user_id = ${userId}
  )`;

/** A player's sums of one game in one coin, in minor units. */
export interface GameSums {
  coin: Coin;
  game: string;
  plays: bigint;
  wagered: bigint;
  paidOut: bigint;
}

/** Every game the player has played, per coin, all time. */
export async function gameSums(db: Database, userId: bigint): Promise<GameSums[]> {
  const { rows } = await sql<{ coin: Coin; game: string; plays: string; wagered: string; paid_out: string }>`
    ${playerRows(userId)}
    SELECT coin, game, sum(plays)::text AS plays, sum(wagered)::text AS wagered, sum(paid_out)::text AS paid_out
      FROM rows GROUP BY coin, game`.execute(db);
  return rows.map((r) => ({
    coin: r.coin,
    game: r.game,
    plays: BigInt(r.plays),
    wagered: BigInt(r.wagered),
    paidOut: BigInt(r.paid_out),
  }));
}

/** A player's sums of one UTC day in one coin. */
export interface DaySums {
  coin: Coin;
  /** YYYY-MM-DD */
  day: string;
  plays: bigint;
  wagered: bigint;
  paidOut: bigint;
}

/** The player's days with plays among the last `days` (today, UTC, included), oldest first. */
export async function daySums(db: Database, userId: bigint, days: number): Promise<DaySums[]> {
  const { rows } = await sql<{ coin: Coin; day: string; plays: string; wagered: string; paid_out: string }>`
    ${playerRows(userId)}
    SELECT coin, to_char(day, 'YYYY-MM-DD') AS day,
           sum(plays)::text AS plays, sum(wagered)::text AS wagered, sum(paid_out)::text AS paid_out
      FROM rows
     WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int
     GROUP BY coin, day ORDER BY day`.execute(db);
  return rows.map((r) => ({
    coin: r.coin,
    day: r.day,
    plays: BigInt(r.plays),
    wagered: BigInt(r.wagered),
    paidOut: BigInt(r.paid_out),
  }));
}

/** A play among a player's biggest wins or multipliers, from its bet. */
export interface NotableBet {
  coin: Coin;
  kind: 'win' | 'multiplier';
  id: bigint;
  game: string;
  wager: bigint;
  payout: bigint;
  settledAt: Date;
}

/**
 * The player's `limit` biggest wins and biggest multipliers per coin: each day's best of each game, the
 * biggest first, read from their bets.
 */
export async function notableBets(db: Database, userId: bigint, limit: number): Promise<NotableBet[]> {
  const { rows } = await sql<{
    coin: Coin;
    kind: 'win' | 'multiplier';
    id: string;
    game: string;
    wager: string;
    payout: string;
    settled_at: Date;
  }>`
    ${playerRows(userId)},
    ranked AS (
      SELECT coin, 'win' AS kind, best_win_bet AS bet,
             row_number() OVER (PARTITION BY coin ORDER BY best_win DESC, best_win_bet) AS place
        FROM rows WHERE best_win_bet IS NOT NULL
      UNION ALL
      SELECT coin, 'multiplier', best_multiplier_bet,
             row_number() OVER (PARTITION BY coin ORDER BY best_multiplier DESC, best_multiplier_bet)
        FROM rows WHERE best_multiplier_bet IS NOT NULL
    )
    SELECT ranked.coin, ranked.kind, bets.id::text AS id, bets.game, bets.wager::text AS wager,
           bets.payout::text AS payout, bets.settled_at
      FROM ranked JOIN bets ON bets.id = ranked.bet
     WHERE ranked.place <= ${limit}
     ORDER BY ranked.kind, ranked.coin, ranked.place`.execute(db);
  return rows.map((r) => ({
    coin: r.coin,
    kind: r.kind,
    id: BigInt(r.id),
    game: r.game,
    wager: BigInt(r.wager),
    payout: BigInt(r.payout),
    settledAt: new Date(r.settled_at),
  }));
}

/** The catalog titles of provider games named by identifier (a round's `bets.game`). */
export async function catalogTitles(
  db: Database,
  identifiers: readonly string[],
): Promise<Map<string, string>> {
  if (identifiers.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .select(['identifier', 'title'])
    .where('identifier', 'in', [...identifiers])
    .execute();
  return new Map(rows.map((r) => [r.identifier, r.title]));
}

/** A player found by username, with whether they play in private mode. */
export async function playerNamed(
  db: Database,
  username: string,
): Promise<{ id: bigint; username: string; privateMode: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'private_mode'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row?.username ? { id: row.id, username: row.username, privateMode: row.private_mode } : undefined;
}

/** The player's own username (null until they set one). */
export async function usernameOf(db: Database, userId: bigint): Promise<string | null> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? null;
}
