import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { isHighRoller } from './high-roller';
import { PlayPolicy, refusalError } from './play-policy';

// The fast tier: the policy alone, no database, no app.
const policy = PlayPolicy.fromConfig({ PLAY_LIMITS_GC: '1,1000,5000', PLAY_LIMITS_SC: '0.01,10,100' });

describe('play policy', () => {
  it('allows a play within the limits of its coin', () => {
    expect(policy.refusal('GC', 100_00n, { multiplier: 2 })).toBeNull();
    expect(policy.refusal('SC', 1n)).toBeNull();
    expect(policy.refusal('SC', 10_00n, { payout: 100_00n })).toBeNull();
  });

  it('refuses below the minimum, above the maximum and above the maximum payout, with the limit broken', () => {
    expect(policy.refusal('GC', 99n)).toEqual({ reason: 'below_min', coin: 'GC', min: 100n });
    expect(policy.refusal('SC', 10_01n)).toEqual({ reason: 'above_max', coin: 'SC', max: 10_00n });
    expect(policy.refusal('SC', 10_00n, { payout: 100_01n })).toEqual({
      reason: 'above_max_payout',
      coin: 'SC',
      maxPayout: 100_00n,
    });
  });

  it('compares a multiplier exactly, as the ledger batch does in numeric', () => {
    // 1000.00 × 5.000001 pays 5000.00 and a hundredth of a cent: above the 5000.00 maximum.
    expect(policy.refusal('GC', 1000_00n, { multiplier: 5.000001 })?.reason).toBe('above_max_payout');
    expect(policy.refusal('GC', 1000_00n, { multiplier: 5 })).toBeNull();
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 1000_00n }),
        fc.integer({ min: 1, max: 10_000 }),
        (wager, m) => {
          const multiplier = m / 100;
          const refused = policy.refusal('GC', wager, { multiplier }) !== null;
          expect(refused).toBe(wager * BigInt(m) > 5000_00n * 100n);
        },
      ),
    );
  });

  it('answers a refusal with a 422 on the wager in the limit’s words', () => {
    const error = refusalError(policy.refused('below_min', 'SC'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors?.wager?.[0]).toContain('0.01');
  });

  it('gives the ledger batch the same limits and high-roller thresholds', () => {
    expect(policy.postingRules()).toEqual({
      limits: ['100', '100000', '500000', '1', '1000', '10000'],
      highRoller: ['50000000', '5000'],
    });
    expect(isHighRoller('SC', 4999n)).toBe(false);
    expect(isHighRoller('SC', 5000n)).toBe(true);
    expect(isHighRoller('GC', 50_000_000n)).toBe(true);
  });
});
