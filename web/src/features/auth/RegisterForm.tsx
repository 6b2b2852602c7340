import { EXCLUDED_STATES, type Me, US_STATES } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { deviceFingerprint } from '../../api/device';
import { useSiteConfig } from '../../api/queries';
import { Button } from '../../ui/Button';
import { CheckboxField, FormMessage, SelectField, TextField } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast';
import { useSchemaForm } from '../../ui/use-schema-form';
import { registrationRef } from '../marketing';
import { type PolicyName, policyPath } from '../policies';
import { CaptchaBadge } from './CaptchaBadge';
import { registerSchema } from './register-schema';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-signed-in';

const STATE_OPTIONS = Object.entries(US_STATES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Terms start unticked: the schema takes only `true` there, so it has no default to give. */
const EMPTY = {
  username: '',
  email: '',
  password: '',
  date_of_birth: '',
  state: '',
  opt_in_promo_email: false,
};

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
  const captcha = useCaptcha();
  const { data: config } = useSiteConfig();
  const completeSignIn = useCompleteSignIn();
  const excluded = config?.excluded_states ?? EXCLUDED_STATES;
  // Sent as typed (`raw`): the server trims and lower-cases by the same schema.
  const resolver = useMemo(() => zodResolver(registerSchema(excluded), undefined, { raw: true }), [excluded]);
  const { field, handleSubmit, showRefusal, formState } = useSchemaForm(resolver, { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const formError = errors.root?.server?.message;

  const submit = handleSubmit(async (form) => {
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
      showRefusal(caught);
    }
  });

  return (
    <form onSubmit={submit} onFocus={captcha.prepare} className="flex flex-col gap-4" noValidate>
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
        {...field('terms')}
      />
      <CheckboxField label="Send me bonus offers and news by email" {...field('opt_in_promo_email')} />
      {/* A message already shown under its field (the excluded state's) is not repeated here. */}
      {formError && !Object.values(errors).some((error) => error?.message === formError) && (
        <FormMessage tone="error">{formError}</FormMessage>
      )}
      {captcha.enabled && <CaptchaBadge state={captcha.state} />}
      <Button type="submit" size="lg" pending={isSubmitting} data-testid="register-submit">
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
