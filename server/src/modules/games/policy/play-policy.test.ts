import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { isHighRoller } from './high-roller';
import { PlayPolicy, refusalError } from './play-policy';

// The fast tier: the policy alone, no database, no app.
const policy = PlayPolicy.fromConfig({ PLAY_LIMITS_GC: '1,1000,5000', PLAY_LIMITS_SC: '0.01,10,100' });

describe('play policy', () => {
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
