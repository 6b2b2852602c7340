import { describe, expect, it } from 'vitest';
import { dueClock } from '../queues/due-clock';
import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('lists only the fields an action changed, named and valued in words', () => {
    expect(
      describeChange(
        { rank: 'other', frozen: false, freeze_reason: null },
        { rank: 'other', frozen: true, freeze_reason: 'Chargeback' },
      ),
    ).toEqual([
      { field: 'Frozen', before: 'no', after: 'yes' },
      { field: 'Freeze reason', before: '—', after: 'Chargeback' },
    ]);
  });

  it('lists every field of something created or removed', () => {
    expect(describeChange(null, { status: 'credited', sc: '5.00' })).toEqual([
      { field: 'Status', before: '—', after: 'credited' },
      { field: 'SC', before: '—', after: '5.00' },
    ]);
    expect(describeChange({ on: true }, undefined)).toEqual([{ field: 'On', before: 'yes', after: '—' }]);
  });

  it('opens nested records into their fields instead of printing JSON', () => {
    expect(
      describeChange(
        { balances: { gc: '0.00', sc_redeemable: '1.00' } },
        { balances: { gc: '0.00', sc_redeemable: '6.00' }, account: 'sc_redeemable', amount: '5.00' },
      ),
    ).toEqual([
      { field: 'Balances › SC redeemable', before: '1.00', after: '6.00' },
      { field: 'Account', before: '—', after: 'sc redeemable' },
      { field: 'Amount', before: '—', after: '5.00' },
    ]);
  });

  it('shows plain values and lists whole, and nothing when nothing changed', () => {
    expect(describeChange('pending_review', 'approved')).toEqual([
      { field: '', before: 'pending review', after: 'approved' },
    ]);
    expect(describeChange([1], [2])).toEqual([{ field: '', before: '1', after: '2' }]);
    expect(describeChange({ tiers: [{ label: 'Mini' }] }, { tiers: [] })).toEqual([
      { field: 'Tiers', before: 'Label Mini', after: 'none' },
    ]);
    expect(describeChange({ a: 1 }, { a: 1 })).toEqual([]);
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
