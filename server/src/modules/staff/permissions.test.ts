import { STAFF_ACTIONS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { actionsOf, mayPerform, STAFF_PERMISSIONS } from './permissions';

describe('the permission table', () => {
  it('names every action of the contract, each with a staff rank', () => {
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual([...STAFF_ACTIONS].sort());
  });

  it('orders helper < mod < admin: a rank may do all a lower one may', () => {
    for (const action of STAFF_ACTIONS) {
      const ranks = (['helper', 'mod', 'admin'] as const).filter((rank) => mayPerform(rank, action));
      expect(ranks.at(-1)).toBe('admin');
      expect(mayPerform('other', action)).toBe(false);
    }
    expect(actionsOf('helper').every((a) => actionsOf('mod').includes(a))).toBe(true);
    expect(actionsOf('mod').every((a) => actionsOf('admin').includes(a))).toBe(true);
  });

  it('keeps rank changes, the balance watch and adjustments to admins (spec §6)', () => {
    for (const action of ['users.rank', 'users.balance_watch', 'users.adjust'] as const)
      expect(STAFF_PERMISSIONS[action]).toBe('admin');
  });
});
