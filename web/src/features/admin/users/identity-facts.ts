import type { AdminUserDetail } from '@casino/contract';

/** What staff read about who the player is: from the approved verification, else what the account says. */
export interface IdentityFacts {
  name: string;
  dateOfBirth: string;
  address: string;
  phone: string;
}

const NOTHING = '—';

/** A YYYY-MM-DD day as people write it ("17 May 1990"), whatever the staff member's time zone. */
function dayInWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A US number of ten digits as "(916) 555-0100"; any other as given. */
function phoneInWords(digits: string): string {
  const us = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : digits;
}

/**
 * The player's name, date of birth, address and phone as staff need them: the verified identity's when
 * one is approved (what the vendor read), else the account's own name and phone, else a dash.
 */
export function identityFacts(user: AdminUserDetail): IdentityFacts {
  const person = user.identity.person;
  const name =
    [person?.first_name, person?.last_name].filter(Boolean).join(' ') ||
    [user.firstname, user.lastname].filter(Boolean).join(' ');
  const place = [person?.city, person?.zip].filter(Boolean).join(' ');
  const address = [person?.address_line1, place].filter(Boolean).join(', ');
  const phone = person?.phone_number ?? user.phone_number;
  return {
    name: name || NOTHING,
    dateOfBirth: person?.date_of_birth ? dayInWords(person.date_of_birth) : NOTHING,
    address: address || NOTHING,
    phone: phone ? phoneInWords(phone) : NOTHING,
  };
}
