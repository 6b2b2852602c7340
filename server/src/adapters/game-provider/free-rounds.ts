import { engineFor } from '@casino/provider-games';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type FreeRoundsGrant, FreeRoundsRefused } from '../../modules/providers/launch/game-server';
import { stakeUnit } from './draw';
import { findTitle, type ProviderSession } from './sessions';

/**
 * The sandbox provider's free rounds, kept as a real provider keeps the campaigns an operator grants it:
 * per player account (`"<id>-<coin>"`) and game, each with its rounds left and its stake. A round is
 * taken when the player spins one and given back only when the casino's wallet never took the bet. A
 * cancelled campaign keeps its record, with no round left to play.
 */

/** Records a grant once under the casino's reference; refuses a game it lacks or a stake it cannot play. */
export async function grantSandboxFreeRounds(db: Database, grant: FreeRoundsGrant): Promise<string> {
  const title = await findTitle(db, grant.gameCode);
  if (!title) throw new FreeRoundsRefused(`the sandbox provider has no game ${grant.gameCode}`);
  const unit = BigInt(stakeUnit(engineFor(title)));
  if (grant.roundValue % unit !== 0n)
    throw new FreeRoundsRefused(`${title.title} takes stakes in steps of ${unit} minor units`);
  await db
    .insertInto('sandbox_provider_free_rounds')
    .values({
      reference: grant.reference,
      protocol: grant.protocol,
      user_id: grant.user,
      coin: grant.coin,
      game_code: grant.gameCode,
      rounds: grant.rounds,
      remaining: grant.rounds,
      round_value: grant.roundValue,
      expires_at: grant.expiresAt,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return grant.reference;
}

/** Cancels a campaign's rounds not yet played, once; an unknown reference cancels nothing. */
export async function cancelSandboxFreeRounds(db: Database, reference: string): Promise<void> {
  await db
    .updateTable('sandbox_provider_free_rounds')
    .set({ cancelled_at: sql`now()` })
    .where('reference', '=', reference)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** The campaigns the casino granted under these references, as kept (an unknown reference is absent). */
export async function sandboxFreeRoundCampaigns(db: Database, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .selectFrom('sandbox_provider_free_rounds')
    .select(['reference', 'rounds', 'remaining', 'cancelled_at', 'expires_at'])
    .where('reference', 'in', references)
    .execute();
}

/** Rounds left of the campaigns the casino granted, by their reference (an unknown one is absent). */
export async function sandboxFreeRoundsLeft(
  db: Database,
  references: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const campaigns = await sandboxFreeRoundCampaigns(db, references);
  return new Map(campaigns.map((row) => [row.reference, row.cancelled_at ? 0 : row.remaining]));
}

/** The free rounds a session's player has left in its game and coin, and the stake of the next one. */
export async function freeRoundsLeft(
  db: Database,
  session: ProviderSession,
): Promise<{ remaining: number; stake: bigint } | null> {
  const rows = await playable(db, session)
    .select(['remaining', 'round_value'])
    .orderBy('created_at')
    .orderBy('reference')
    .execute();
  const [next] = rows;
  if (!next) return null;
  return { remaining: rows.reduce((sum, row) => sum + row.remaining, 0), stake: next.round_value };
}

/** Takes the next free round (oldest campaign first); null when none is left. */
export async function takeFreeRound(
  db: Database,
  session: ProviderSession,
): Promise<{ reference: string; stake: bigint } | null> {
  const next = playable(db, session)
    .select('reference')
    .orderBy('created_at')
    .orderBy('reference')
    .limit(1)
    .forUpdate()
    .skipLocked();
  const taken = await db
    .updateTable('sandbox_provider_free_rounds')
    .set({ remaining: sql`remaining - 1` })
    .where('reference', '=', (eb) => eb.selectFrom(next.as('n')).select('n.reference'))
    .where('remaining', '>', 0)
    .returning(['reference', 'round_value'])
    .executeTakeFirst();
  return taken ? { reference: taken.reference, stake: taken.round_value } : null;
}

/** A free round whose bet the casino never took is the player's again. */
export async function giveBackFreeRound(db: Database, reference: string): Promise<void> {
  await db
    .updateTable('sandbox_provider_free_rounds')
    .set({ remaining: sql`remaining + 1` })
    .where('reference', '=', reference)
    .where('remaining', '<', sql<number>`rounds`)
    .execute();
}

function playable(db: Database, session: ProviderSession) {
  return db
    .selectFrom('sandbox_provider_free_rounds')
    .where('user_id', '=', session.user)
    .where('game_code', '=', session.gameCode)
    .where('coin', '=', session.coin)
    .where('remaining', '>', 0)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
}
