import type { AdminUserDetail } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { identityFacts } from './identity-facts';

const user = (identity: Partial<AdminUserDetail['identity']>, account: Partial<AdminUserDetail> = {}) =>
  ({
    firstname: null,
    lastname: null,
    phone_number: null,
    ...account,
    identity: { status: null, verified: false, open_duplicate_flags: 0, person: null, ...identity },
  }) as AdminUserDetail;

describe('identityFacts', () => {
  it('reads the verified identity: name, birth date, address and phone in words', () => {
    const person = {
      first_name: 'Jane',
      last_name: 'Doe',
      date_of_birth: '1990-05-17',
      address_line1: '100 Capitol Mall',
      city: 'Sacramento',
      zip: '95814',
      phone_number: '9165550100',
    };
    expect(identityFacts(user({ status: 'approved', verified: true, person }))).toEqual({
      name: 'Jane Doe',
      dateOfBirth: '17 May 1990',
      address: '100 Capitol Mall, Sacramento 95814',
      phone: '(916) 555-0100',
    });
  });

  it("falls back on the account's own name and phone, and a dash for what nobody knows", () => {
    expect(identityFacts(user({}, { firstname: 'Ann', phone_number: '447700900123' }))).toEqual({
      name: 'Ann',
      dateOfBirth: '—',
      address: '—',
      phone: '447700900123',
    });
  });
});
