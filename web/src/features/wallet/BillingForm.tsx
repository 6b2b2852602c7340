import { EXCLUDED_STATES, US_STATES } from '@casino/contract';
import { SelectField, TextField } from '../../ui/Field';
import type { Billing } from './order-store';

/** Spec §9: the address form lists the states the service is offered in. */
const STATE_OPTIONS = Object.entries(US_STATES)
  .filter(([code]) => !(EXCLUDED_STATES as readonly string[]).includes(code))
  .map(([value, label]) => ({ value, label }));

const WRONG = 'Please enter correct details';

/** Spec §5: the billing address pay by bank needs; each field's error, or none. */
export function billingErrors(billing: Billing): Partial<Record<keyof Billing, string>> {
  const errors: Partial<Record<keyof Billing, string>> = {};
  const text = (value: string) => value.trim().length > 0 && value.trim().length <= 100;
  if (!text(billing.address_line1)) errors.address_line1 = WRONG;
  if (!text(billing.city)) errors.city = WRONG;
  if (!billing.state) errors.state = WRONG;
  if (!/^\d{5}$/.test(billing.zip)) errors.zip = WRONG;
  if (!/^\+?\d{10,15}$/.test(billing.phone)) errors.phone = WRONG;
  return errors;
}

/** The billing address of a bank payment (spec §2: bank payment only). */
export function BillingForm({
  billing,
  onChange,
  errors,
}: {
  billing: Billing;
  onChange(next: Billing): void;
  errors: Partial<Record<keyof Billing, string>>;
}) {
  const field = (key: keyof Billing) => ({
    value: billing[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...billing, [key]: e.target.value }),
  });
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
