import { describe, expect, it } from 'vitest';
import { billingErrors } from './BillingForm';

const good = {
  address_line1: '100 Capitol Mall',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  phone: '9165550100',
};

describe('billing address (spec §5, pay by bank only)', () => {
  it('accepts a complete address', () => {
    expect(billingErrors(good)).toEqual({});
  });

  it('refuses each missing or malformed field with the spec text', () => {
    expect(
      billingErrors({ address_line1: ' ', city: 'x'.repeat(101), state: '', zip: '9581', phone: '12345' }),
    ).toEqual({
      address_line1: 'Please enter correct details',
      city: 'Please enter correct details',
      state: 'Please enter correct details',
      zip: 'Please enter correct details',
      phone: 'Please enter correct details',
    });
    expect(billingErrors({ ...good, zip: '95814-1234' })).toMatchObject({
      zip: 'Please enter correct details',
    });
  });
});
