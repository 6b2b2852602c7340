import type { Me } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { playRestriction, restrictionReason } from './restriction';

const me = (fields: Partial<Me>) => ({ break_till_date: null, self_exclusion: null, ...fields }) as Me;
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('play restriction', () => {
  it('is a break until its end, and nothing once it has passed', () => {
    const restriction = playRestriction(me({ break_till_date: '2026-11-27T12:00:00.000Z' }), NOW);
    expect(restriction).toEqual({ kind: 'break', till: '2026-11-27T12:00:00.000Z' });
    expect(restriction && restrictionReason(restriction)).toBe(
      'You are on a break until 2026-11-27 12:00 (UTC).',
    );
    expect(playRestriction(me({ break_till_date: '2026-11-26T11:59:00.000Z' }), NOW)).toBeNull();
    expect(playRestriction(undefined, NOW)).toBeNull();
  });

  it('puts a self-exclusion before a break, and says when an indefinite one has no end', () => {
    const both = me({ break_till_date: '2026-11-27T12:00:00.000Z', self_exclusion: { till: null } });
    const restriction = playRestriction(both, NOW);
    expect(restriction).toEqual({ kind: 'self_exclusion', till: null });
    expect(restriction && restrictionReason(restriction)).toBe(
      'Your account is self-excluded with no end date.',
    );
  });
});
