import { IDENTITY_COUNTRIES, type IdentityForm, identityFormSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';

type Draft = Record<keyof IdentityForm, string>;

export const EMPTY_FORM: Draft = {
  first_name: '',
  last_name: '',
  email: '',
  dateOfBirth: '',
  city: '',
  zip: '',
  country: 'US',
  phone: '',
  address1: '',
};

const COUNTRY_OPTIONS = IDENTITY_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** Step 1: the identity form with spec §5's rules; the next step gets the parsed form. */
export function IdentityFormStep({
  initial,
  onDone,
}: {
  initial: Draft;
  onDone: (form: IdentityForm, draft: Draft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof IdentityForm, string>>>({});
  const dial = IDENTITY_COUNTRIES.find((c) => c.code === draft.country)?.dial ?? '1';
  const field = (key: keyof IdentityForm) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: e.target.value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = identityFormSchema.safeParse(draft);
    if (parsed.success) return onDone(parsed.data, draft);
    const found: Partial<Record<keyof IdentityForm, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof IdentityForm;
      found[key] ??= issue.message;
    }
    setErrors(found);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="identity-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Date of birth"
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        {...field('dateOfBirth')}
      />
      <TextField label="Address" autoComplete="address-line1" {...field('address1')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="ZIP / postal code" autoComplete="postal-code" {...field('zip')} />
      </div>
      <SelectField label="Country" options={COUNTRY_OPTIONS} {...field('country')} />
      <TextField
        label="Phone"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={`Digits only, without the country code: we add +${dial}.`}
        {...field('phone')}
      />
      <Button type="submit" size="lg">
        Continue
      </Button>
    </form>
  );
}
