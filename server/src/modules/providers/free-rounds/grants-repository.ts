import {
  FREE_ROUNDS_DAYS,
  type FreeRoundGrant,
  type FreeSpinsGame,
  formatAmount,
  gameSoftwareSchema,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import type { FreeRoundsGrant } from '../../wallet';

/** Records a purchase's free rounds, once per purchase; answers the grant's id (the existing one on a replay). */
export async function insertGrant(trx: Trx, grant: FreeRoundsGrant): Promise<bigint> {
  await trx
    .insertInto('free_round_grants')
    .values({
      user_id: grant.userId,
      purchase_id: grant.purchaseId,
      promotion_id: grant.promotionId,
      game_id: grant.gameId,
      coin: grant.coin,
      rounds: grant.rounds,
      round_value: grant.roundValue,
      expires_at: sql<Date>`now() + make_interval(days => ${FREE_ROUNDS_DAYS})`,
    })
    .onConflict((oc) => oc.column('purchase_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('free_round_grants')
    .select('id')
    .where('purchase_id', '=', grant.purchaseId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A grant with what its provider needs: the game's code and software. */
export function grantToSend(db: Database, id: bigint) {
  return db
    .selectFrom('free_round_grants as f')
    .innerJoin('games as g', 'g.id', 'f.game_id')
    .select([
      'f.id',
      'f.user_id',
      'f.coin',
      'f.rounds',
      'f.round_value',
      'f.status',
      'f.expires_at',
      'f.provider_reference',
      'g.identifier',
      'g.software',
    ])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/**
 * The provider has the rounds: only a pending grant moves, so a job run twice records once. Answers
 * whether it moved (not when the grant was cancelled, or recorded, meanwhile).
 */
export async function markGranted(db: Database, id: bigint, reference: string): Promise<boolean> {
  const moved = await db
    .updateTable('free_round_grants')
    .set({ status: 'granted', granted_at: sql`now()`, provider_reference: reference })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Cancels the free rounds a refunded purchase gave, whether the provider has them yet or not; answers the
 * grant's id, or undefined when the purchase gave none still to cancel (none, refused, or cancelled).
 */
export async function markCancelled(trx: Trx, purchaseId: bigint): Promise<bigint | undefined> {
  const cancelled = await trx
    .updateTable('free_round_grants')
    .set({ status: 'cancelled', cancelled_at: sql`now()` })
    .where('purchase_id', '=', purchaseId)
    .where('status', 'in', ['pending', 'granted'])
    .returning('id')
    .executeTakeFirst();
  return cancelled?.id;
}

export async function markFailed(db: Database, id: bigint, failure: string): Promise<void> {
  await db
    .updateTable('free_round_grants')
    .set({ status: 'failed', failure })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A cancelled grant has none left to play, whatever the provider last said; otherwise the provider's count. */
function leftToPlay(
  grant: { status: FreeRoundGrant['status']; provider_reference: string | null },
  left: ReadonlyMap<string, number>,
): number | null {
  if (grant.status === 'cancelled') return 0;
  return grant.provider_reference === null ? null : (left.get(grant.provider_reference) ?? null);
}

/**
 * The player's grants, newest first, as `GET /api/free-rounds` shows them; `roundsLeft` asks the provider
 * how many of the granted ones are still to play.
 */
export async function playerGrants(
  db: Database,
  userId: bigint,
  roundsLeft: (references: readonly string[]) => Promise<ReadonlyMap<string, number>>,
): Promise<FreeRoundGrant[]> {
  const rows = await db
    .selectFrom('free_round_grants as f')
    .innerJoin('games as g', 'g.id', 'f.game_id')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select([
      'f.id',
      'f.coin',
      'f.rounds',
      'f.round_value',
      'f.status',
      'f.created_at',
      'f.expires_at',
      'f.provider_reference',
      'g.title',
      'g.software',
      'g.identifier',
      'p.slug as provider',
    ])
    .where('f.user_id', '=', userId)
    .orderBy('f.id', 'desc')
    .limit(50)
    .execute();
  const references = rows.flatMap((row) => (row.provider_reference ? [row.provider_reference] : []));
  const left = await roundsLeft(references);
  return rows.map((row) => {
    const game: FreeSpinsGame = {
      title: row.title,
      software: gameSoftwareSchema.parse(row.software),
      provider: row.provider,
      identifier: row.identifier,
    };
    return {
      id: Number(row.id),
      game,
      coin: row.coin,
      rounds: row.rounds,
      rounds_left: leftToPlay(row, left),
      round_value: formatAmount(row.round_value),
      status: row.status,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    };
  });
}
