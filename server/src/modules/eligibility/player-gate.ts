import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/**
 * Rewrites the player's gate row (`player_gates`, migration 16) from what it summarises: the latest
 * location check, the break and self-exclusion, and whether loss or time limits exist. Called in the
 * transaction that changed any of them, so the play batch never reads a gate older than a commit.
 */
export async function refreshPlayerGate(executor: Database | Trx, userId: bigint): Promise<void> {
  await sql`
    INSERT INTO player_gates (user_id, sc_play_until, play_refused_until, limited)
    SELECT ${userId},
           (SELECT CASE WHEN c.sc_play THEN c.fresh_until END FROM location_checks c
              WHERE c.user_id = ${userId} ORDER BY c.id DESC LIMIT 1),
           (SELECT greatest(r.break_till, r.excluded_till) FROM play_restrictions r WHERE r.user_id = ${userId}),
           EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = ${userId} AND l.kind IN ('loss', 'session'))
    ON CONFLICT (user_id) DO UPDATE SET sc_play_until = excluded.sc_play_until,
      play_refused_until = excluded.play_refused_until, limited = excluded.limited`.execute(executor);
}

/** Why the gate refuses this play (migration 16's `player_play_refusal`), or null. */
export type PlayGateRefusal = 'restricted' | 'location' | 'loss_limit' | 'session_limit';

/** Asks the gate about one play, in the caller's transaction. */
export async function playGateRefusal(
  executor: Database | Trx,
  userId: bigint,
  coin: string,
  wager: bigint,
): Promise<PlayGateRefusal | null> {
  const { rows } = await sql<{ refusal: PlayGateRefusal | null }>`
    SELECT player_play_refusal(${userId}, ${coin}, ${wager}) AS refusal`.execute(executor);
  return rows[0]?.refusal ?? null;
}
