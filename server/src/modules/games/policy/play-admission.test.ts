import type { Coin } from '@casino/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../test/database';
import { type AdmissionRefusal, type BestCase, bestPayout } from './play-admission';
import { type LimitReason, PlayPolicy } from './play-policy';

// The rule itself, as the database holds it (db/functions/play_refusal.sql and wager_limit_refusal.sql).
const policy = PlayPolicy.fromConfig({ PLAY_LIMITS_GC: '1,1000,5000', PLAY_LIMITS_SC: '0.01,10,100' });
const limits = policy.postingRules().limits;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The house's limits on a play, with the limit broken, or null. */
async function refusal(coin: Coin, wager: bigint, best?: BestCase) {
  const { rows } = await sql<{ reason: LimitReason | null }>`
    SELECT wager_limit_refusal(${coin}, ${wager}::bigint, ${bestPayout(wager, best ?? null)},
                               ${limits}::bigint[]) AS reason`.execute(database.db);
  const reason = rows[0]?.reason;
  return reason ? policy.refused(reason, coin) : null;
}

describe('play admission', () => {
  it('allows a play within the limits of its coin', async () => {
    expect(await refusal('GC', 100_00n, { multiplier: 2 })).toBeNull();
    expect(await refusal('SC', 1n)).toBeNull();
    expect(await refusal('SC', 10_00n, { payout: 100_00n })).toBeNull();
  });

  it('refuses below the minimum, above the maximum and above the maximum payout, with the limit broken', async () => {
    expect(await refusal('GC', 99n)).toEqual({ reason: 'below_min', coin: 'GC', min: 100n });
    expect(await refusal('SC', 10_01n)).toEqual({ reason: 'above_max', coin: 'SC', max: 10_00n });
    expect(await refusal('SC', 10_00n, { payout: 100_01n })).toEqual({
      reason: 'above_max_payout',
      coin: 'SC',
      maxPayout: 100_00n,
    });
  });

  it('compares a multiplier exactly, as the ledger batch does in numeric', async () => {
    // 1000.00 × 5.000001 pays 5000.00 and a hundredth of a cent: above the 5000.00 maximum.
    expect((await refusal('GC', 1000_00n, { multiplier: 5.000001 }))?.reason).toBe('above_max_payout');
    expect(await refusal('GC', 1000_00n, { multiplier: 5 })).toBeNull();
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 100n, max: 1000_00n }),
        fc.integer({ min: 1, max: 10_000 }),
        async (wager, m) => {
          const multiplier = m / 100;
          const refused = (await refusal('GC', wager, { multiplier })) !== null;
          expect(refused).toBe(wager * BigInt(m) > 5000_00n * 100n);
        },
      ),
    );
  });

  it("asks the player's gate before the limits", async () => {
    // No such player has a gate row, so an SC play has no passed location check.
    const { rows } = await sql<{ refusal: AdmissionRefusal | null }>`
      SELECT play_refusal(0, 'SC', 0, NULL, ${limits}::bigint[]) AS refusal`.execute(database.db);
    expect(rows[0]?.refusal).toBe('gated');
  });
});
