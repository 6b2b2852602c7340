import { describe, expect, it } from 'vitest';
import { kindLabel, listOf } from './labels';

describe('kindLabel', () => {
  it('names the ledger kinds in the player’s words, any new one by itself', () => {
    expect(kindLabel('signup_bonus')).toBe('Sign-up bonus');
    expect(kindLabel('play')).toBe('Play');
    expect(kindLabel('refund')).toBe('Play refunded');
    expect(kindLabel('daily_bonus')).toBe('Daily bonus');
    expect(kindLabel('purchase_deny')).toBe('Purchase deny');
  });
});

describe('listOf', () => {
  it('knows the four lists and nothing else', () => {
    expect(['purchases', 'bonuses', 'redemptions', 'plays'].map((n) => listOf(n)?.label)).toEqual([
      'Purchases',
      'Bonuses',
      'Redemptions',
      'Plays',
    ]);
    expect(listOf('deposits')).toBeUndefined();
    expect(listOf(undefined)).toBeUndefined();
  });
});
