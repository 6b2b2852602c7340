import {
  ageOn,
  EXCLUDED_STATES,
  type Me,
  MINIMUM_AGE,
  regionNotAvailableText,
  registerFormSchema,
  US_STATES,
} from '@casino/contract';
import { Gift } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { deviceFingerprint } from '../../api/device';
import { ApiError } from '../../api/errors';
import { useSiteConfig } from '../../api/queries';
import { Button } from '../../ui/Button';
import { CheckboxField, FormMessage, SelectField, TextField } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast';
import { registrationRef } from '../marketing';
import { type PolicyName, policyPath } from '../policies';
import { CaptchaBadge } from './CaptchaBadge';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-signed-in';

const STATE_OPTIONS = Object.entries(US_STATES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const EMPTY = {
  username: '',
  email: '',
  password: '',
  date_of_birth: '',
  state: '',
  terms: false,
  opt_in_promo_email: false,
};
type Form = typeof EMPTY;
type TextKey = Exclude<keyof Form, 'terms' | 'opt_in_promo_email'>;

/** The rules the server applies too, checked here first so the player hears them before submitting. */
function validate(form: Form, excluded: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = registerFormSchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??=
        field === 'terms' ? 'You must accept the Terms and the Official Sweeps Rules.' : issue.message;
    }
  }
  if (form.state && excluded.includes(form.state))
    errors.state = regionNotAvailableText(form.state, excluded);
  if (!errors.date_of_birth && form.date_of_birth && ageOn(form.date_of_birth, new Date()) < MINIMUM_AGE) {
    errors.date_of_birth = 'You must be 18 or older to play.';
  }
  return errors;
}

/** Opens in a new tab, so the form keeps what the player typed. */
function PolicyLink({ name, children }: { name: PolicyName; children: string }) {
  return (
    <a
      href={policyPath(name)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-accent hover:underline"
    >
      {children}
    </a>
  );
}

export function RegisterForm({
  onDone,
  onSwitchToLogin,
}: {
  onDone: () => void;
  onSwitchToLogin: () => void;
}) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const captcha = useCaptcha();
  const { data: config } = useSiteConfig();
  const completeSignIn = useCompleteSignIn();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const field = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, e.target.value),
    error: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const found = validate(form, config?.excluded_states ?? EXCLUDED_STATES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const reply = await api<{ access_token: string; user: Me }>('/auth/register', {
        method: 'POST',
        body: {
          form,
          fp: deviceFingerprint(),
          captcha: await captcha.solve(),
          ref: registrationRef(document.cookie, sessionStorage.getItem('ref')),
        },
      });
      toast.success('Welcome! Your free coins are in your wallet.');
      await completeSignIn(reply.access_token, onDone);
    } catch (caught) {
      if (caught instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(caught.fields).map(([k, v]) => [k, v[0] ?? ''])));
        setFormError(caught.message);
      } else setFormError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {config && (
        <div className="flex items-center gap-3 rounded-lg border border-gc/30 bg-gc/10 px-3 py-2 text-sm">
          <Gift size={18} className="shrink-0 text-gc" aria-hidden="true" />
          <span>
            Sign up and get{' '}
            <b className="text-gc tabular">{Number(config.signup_bonus.gc).toLocaleString('en-US')} GC</b> +{' '}
            <b className="text-sc tabular">{config.signup_bonus.sc} SC</b> free
          </span>
        </div>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        hint="3–20 letters, digits or underscores"
        {...field('username')}
      />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...field('password')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date of birth"
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          {...field('date_of_birth')}
        />
        <SelectField
          label="State of residence"
          options={STATE_OPTIONS}
          placeholder="Choose your state"
          {...field('state')}
        />
      </div>
      <CheckboxField
        label={
          <>
            I am 18+ and accept the <PolicyLink name="terms-of-service">Terms of Service</PolicyLink> and the{' '}
            <PolicyLink name="sweeps-rules">Official Sweeps Rules</PolicyLink>
          </>
        }
        required
        data-testid="register-terms"
        checked={form.terms}
        onChange={(e) => set('terms', e.target.checked)}
        error={errors.terms}
      />
      <CheckboxField
        label="Send me bonus offers and news by email"
        checked={form.opt_in_promo_email}
        onChange={(e) => set('opt_in_promo_email', e.target.checked)}
      />
      {/* A message already shown under its field (the excluded state's) is not repeated here. */}
      {formError && !Object.values(errors).includes(formError) && (
        <FormMessage tone="error">{formError}</FormMessage>
      )}
      {captcha.enabled && <CaptchaBadge state={captcha.state} />}
      <Button type="submit" size="lg" pending={pending} data-testid="register-submit">
        Create account
      </Button>
      <p className="text-center text-sm text-text-muted">
        Already have an account?{' '}
        <button type="button" onClick={onSwitchToLogin} className="font-semibold text-accent hover:underline">
          Log in
        </button>
      </p>
    </form>
  );
}
