import { type BillingAddress, billingAddressSchema, EXCLUDED_STATES, US_STATES } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { SelectField, TextField } from '../../ui/Field';
import { type FieldBinder, useSchemaForm } from '../../ui/use-schema-form';
import { useOrder } from './order-store';

/** Spec §9: the address form lists the states the service is offered in. */
const STATE_OPTIONS = Object.entries(US_STATES)
  .filter(([code]) => !(EXCLUDED_STATES as readonly string[]).includes(code))
  .map(([value, label]) => ({ value, label }));

/** Spec §5: the contract's billing address rules; the address is sent as typed (the server trims it). */
export const billingResolver = zodResolver(billingAddressSchema, undefined, { raw: true });

/**
 * The billing address of a pay-by-bank order: checked from the first 'Continue to Payment' on, then again
 * on every edit; what the player types is kept in the order, which outlives the wallet's views.
 */
export function useBillingForm() {
  const setBilling = useOrder((order) => order.setBilling);
  const form = useSchemaForm(billingResolver, {
    defaultValues: useOrder.getState().billing,
    reValidateMode: 'onChange',
  });
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => setBilling({ ...values }) }),
    [subscribe, setBilling],
  );
  return form;
}

/** The billing address of a bank payment (spec §2: bank payment only). */
export function BillingForm({ field }: { field: FieldBinder<BillingAddress> }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="billing-form">
      <legend className="mb-2 text-sm font-semibold">Billing address</legend>
      <div className="sm:col-span-2">
        <TextField label="Address" autoComplete="address-line1" maxLength={100} {...field('address_line1')} />
      </div>
      <TextField label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
      <SelectField
        label="State"
        options={STATE_OPTIONS}
        placeholder="Choose your state"
        {...field('state')}
      />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        {...field('zip')}
      />
      <TextField label="Phone" inputMode="tel" autoComplete="tel" maxLength={16} {...field('phone')} />
    </fieldset>
  );
}
