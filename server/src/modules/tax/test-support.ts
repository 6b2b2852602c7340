/** A complete, valid tax-details form (PUT /api/tax/details) that a test varies by spreading over it. */
export const TAX_DETAILS_FORM = {
  legal_name: 'Ada Lovelace',
  address1: '1 Capitol Mall',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  ssn: '123-45-6789',
};
