import { IDENTITY_COUNTRIES, type IdentityForm, identityFormSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { useSchemaForm } from '../../../ui/use-schema-form';

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
const resolver = zodResolver(identityFormSchema);

/** Step 1: the identity form with spec §5's rules; the next step gets the parsed form. */
export function IdentityFormStep({
  initial,
  onDone,
}: {
  initial: Draft;
  onDone: (form: IdentityForm, draft: Draft) => void;
}) {
  const { field, handleSubmit, getValues, watch } = useSchemaForm(resolver, { defaultValues: initial });
  const dial = IDENTITY_COUNTRIES.find((c) => c.code === watch('country'))?.dial ?? '1';
  const submit = handleSubmit((form) => onDone(form, getValues()));

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
