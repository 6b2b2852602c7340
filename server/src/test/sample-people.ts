/**
 * The people tests give the identity forms (spec §5 fields). The server's tests and the browser tests
 * (e2e/support) fill the same forms, so they share these; e2e imports this file, so it imports nothing.
 */

/** A valid identity form: the details the ACH vendor knows its payee by. */
export const ACH_PAYEE_FORM = {
  first_name: 'Ada',
  last_name: 'Player',
  email: 'ada@example.com',
  dateOfBirth: '1990-05-17',
  city: 'Sacramento',
  zip: '95814',
  country: 'US',
  phone: '9165550123',
  address1: '1 Capitol Mall',
};

/**
 * A person the sandbox identity vendor approves, but for the surname: each test gives one of its own, as
 * one verified account per person refuses a second account with the same name and date of birth.
 */
export const APPROVED_PERSON = {
  first_name: 'Jane',
  email: 'jane.doe@example.com',
  dateOfBirth: '1990-05-17',
  city: 'Sacramento',
  zip: '95814',
  country: 'US',
  phone: '9165550100',
  address1: '100 Capitol Mall',
};
