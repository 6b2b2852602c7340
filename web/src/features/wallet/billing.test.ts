import { describe, expect, it } from 'vitest';
import { billingResolver } from './BillingForm';

const good = {
  address_line1: '100 Capitol Mall',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  phone: '9165550100',
};

/** Each field's error text, as the billing form shows it. */
async function billingErrors(billing: typeof good): Promise<Record<string, string | undefined>> {
  const { errors } = await billingResolver(billing, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('billing address (spec §5, pay by bank only)', () => {
  it('accepts a complete address', async () => {
    expect(await billingErrors(good)).toEqual({});
  });

  it('refuses each missing or malformed field with the spec text', async () => {
    expect(
      await billingErrors({
        address_line1: ' ',
        city: 'x'.repeat(101),
        state: '',
        zip: '9581',
        phone: '12345',
      }),
    ).toEqual({
      address_line1: 'Please enter correct details',
      city: 'Please enter correct details',
      state: 'Please enter correct details',
      zip: 'Please enter correct details',
      phone: 'Please enter correct details',
    });
    expect(await billingErrors({ ...good, zip: '95814-1234' })).toMatchObject({
      zip: 'Please enter correct details',
    });
  });
});
