import { type TaxDetailsForm as Form, taxDetailsRequestSchema, US_STATES } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormMessage, SelectField, TextField } from '../../ui/Field';
import { refreshRedemptions, saveTaxDetails } from './api';

type Draft = Record<'legal_name' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'ssn', string>;
const EMPTY: Draft = { legal_name: '', address1: '', address2: '', city: '', state: '', zip: '', ssn: '' };
const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/**
 * The W-9 style form (legal name, address, SSN). The SSN is typed into a masked field, sent once, and
 * never shown again: the server keeps it sealed and answers only its last four digits.
 */
export function TaxDetailsForm({ onSaved }: { onSaved?: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useMutation({
    mutationFn: (form: Form) => saveTaxDetails(form),
    onSuccess: () => {
      setDraft(EMPTY);
      refreshRedemptions();
      onSaved?.();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
    },
  });
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [key]: event.target.value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taxDetailsRequestSchema.safeParse({ ...draft, address2: draft.address2 || null });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    save.mutate({ ...draft, address2: draft.address2 || null });
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="tax-form">
      <div className="sm:col-span-2">
        <TextField label="Legal name" autoComplete="name" {...field('legal_name')} />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Street address" autoComplete="address-line1" {...field('address1')} />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Apartment, suite (optional)" autoComplete="address-line2" {...field('address2')} />
      </div>
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <SelectField label="State" placeholder="Choose a state" options={STATE_OPTIONS} {...field('state')} />
      <TextField label="ZIP code" inputMode="numeric" autoComplete="postal-code" {...field('zip')} />
      <TextField
        label="Social Security number"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        placeholder="•••-••-••••"
        hint="Stored sealed; only its last four digits are ever shown."
        {...field('ssn')}
      />
      {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{save.error.message}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" pending={save.isPending}>
          Save tax details
        </Button>
      </div>
    </form>
  );
}
