import { VERIFICATION_STATUSES } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { canMove, documentHash, isOldEnough, minimumAgeIn, personKey } from './rules';

describe('identity rules', () => {
  it('moves a session only forward, and never once decided', () => {
    expect(canMove('created', 'started')).toBe(true);
    expect(canMove('started', 'submitted')).toBe(true);
    expect(canMove('submitted', 'review')).toBe(true);
    expect(canMove('review', 'approved')).toBe(true);
    expect(canMove('created', 'declined')).toBe(true);
    expect(canMove('submitted', 'started')).toBe(false);
    expect(canMove('review', 'submitted')).toBe(false);
    for (const decided of ['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned'] as const)
      for (const next of VERIFICATION_STATUSES)
        expect(canMove(decided, next), `${decided} -> ${next}`).toBe(false);
  });

  it('reads one person and one document however they were typed', () => {
    expect(personKey('José', "O'Neil", '1980-01-02')).toBe(personKey(' jose ', 'ONEIL', '1980-01-02'));
    expect(personKey('Jose', 'Oneil', '1980-01-02')).not.toBe(personKey('Jose', 'Oneil', '1980-01-03'));
    expect(documentHash('ab-123 456')).toBe(documentHash('AB123456'));
    expect(documentHash('AB123456')).not.toBe(documentHash('AB123457'));
  });

  it("asks 18, or the state's configured age", () => {
    const ages = { AL: 21 };
    expect(minimumAgeIn('AL', ages)).toBe(21);
    expect(minimumAgeIn('CA', ages)).toBe(18);
    const today = new Date('2026-06-15T12:00:00Z');
    expect(isOldEnough('2005-06-15', 21, today)).toBe(true);
    expect(isOldEnough('2005-06-16', 21, today)).toBe(false);
    expect(isOldEnough('2005-06-16', 18, today)).toBe(true);
    expect(isOldEnough('2008-06-16', 18, today)).toBe(false);
    expect(isOldEnough('not a date', 18, today)).toBe(false);
  });
});
