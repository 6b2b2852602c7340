import { describe, expect, it } from 'vitest';
import { dueClock } from '../queues/due-clock';
import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('lists only the fields an action changed', () => {
    expect(
      describeChange(
        { rank: 'other', frozen: false, freeze_reason: null },
        { rank: 'other', frozen: true, freeze_reason: 'Chargeback' },
      ),
    ).toEqual(['frozen: false → true', 'freeze_reason: — → Chargeback']);
  });

  it('lists every field of something created or removed', () => {
    expect(describeChange(null, { status: 'credited', sc: '5.00' })).toEqual([
      'status: — → credited',
      'sc: — → 5.00',
    ]);
    expect(describeChange({ on: true }, undefined)).toEqual(['on: true → —']);
  });

  it('shows plain values and lists whole, and says when nothing changed', () => {
    expect(describeChange('pending_review', 'approved')).toEqual(['pending_review → approved']);
    expect(describeChange([1], [2])).toEqual(['[1] → [2]']);
    expect(describeChange({ a: 1 }, { a: 1 })).toEqual(['no change']);
  });
});

describe('dueClock', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('counts down to the promised time and up past it', () => {
    expect(dueClock('2026-11-24T12:30:00Z', now)).toBe('in 30 min');
    expect(dueClock('2026-11-24T15:00:00Z', now)).toBe('in 3 h');
    expect(dueClock('2026-11-27T12:00:00Z', now)).toBe('in 3 d');
    expect(dueClock('2026-11-24T07:00:00Z', now)).toBe('5 h late');
    expect(dueClock('2026-11-24T11:59:00Z', now)).toBe('1 min late');
  });
});
