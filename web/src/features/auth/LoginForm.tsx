import {
  ERROR_TEXTS,
  loginRequestSchema,
  RATE_LIMIT_RESET_HEADER,
  smsCodeSchema,
  tooManyAttemptsText,
  twoFactorCodeSchema,
} from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiRaw } from '../../api/client';
import { deviceFingerprint } from '../../api/device';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { FormMessage, TextField } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast';
import { useSchemaForm } from '../../ui/use-schema-form';
import { CaptchaBadge } from './CaptchaBadge';
import { type LoginStep, nextLoginStep } from './login-flow';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-signed-in';

// Sent as typed (`raw`): the server trims by the same schema.
const resolver = zodResolver(loginRequestSchema, undefined, { raw: true });

type Challenge = Exclude<LoginStep, { kind: 'signed-in' } | { kind: 'error' }>;

/** Username-or-email and password, then whichever challenge the server asks for (spec §4 codes 2–5). */
export function LoginForm({
  onDone,
  onSwitchToRegister,
}: {
  onDone: () => void;
  onSwitchToRegister: () => void;
}) {
  const { field, handleSubmit, getValues, watch } = useSchemaForm(resolver, {
    defaultValues: { login: '', password: '' },
  });
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const captcha = useCaptcha();
  const completeSignIn = useCompleteSignIn();

  async function attempt(extra: Record<string, unknown>) {
    setPending(true);
    setError(undefined);
    try {
      const response = await apiRaw<unknown>('/token-login', {
        method: 'POST',
        body: {
          ...getValues(),
          fp: deviceFingerprint(),
          captcha: await captcha.solve(),
          ...(challenge?.ticket ? { login_ticket: challenge.ticket } : {}),
          ...extra,
        },
      });
      const step = nextLoginStep(response.data);
      if (step.kind === 'signed-in') {
        toast.success('Logged in successfully');
        await completeSignIn(step.token, onDone);
      } else if (step.kind === 'error') {
        setError(step.message);
      } else {
        setChallenge(step);
        setCode('');
        if (step.kind === 'two-factor' && step.invalid) setCodeError(step.message);
      }
    } catch (caught) {
      setError(describeLoginError(caught));
    } finally {
      setPending(false);
    }
  }

  const submitCredentials = handleSubmit(() => attempt({}));

  function submitChallenge(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    if (challenge.kind === 'restore') return void attempt({ restore: true });
    const schema = challenge.kind === 'two-factor' ? twoFactorCodeSchema : smsCodeSchema;
    const parsed = schema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    void attempt(
      challenge.kind === 'two-factor'
        ? { two_factor_code: code }
        : { verification_code: code, verified: true },
    );
  }

  if (challenge) {
    return (
      <form onSubmit={submitChallenge} onFocus={captcha.prepare} className="flex flex-col gap-4" noValidate>
        {challenge.kind === 'restore' ? (
          <FormMessage tone="info">{challenge.message}</FormMessage>
        ) : (
          <>
            <p className="text-sm text-text-muted">
              {challenge.kind === 'two-factor'
                ? 'Enter the 6-digit code from your authenticator app.'
                : challenge.message}
            </p>
            <CodeField
              label={challenge.kind === 'two-factor' ? 'Two-factor code' : 'SMS code'}
              inputMode={challenge.kind === 'two-factor' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onCode={setCode}
              error={codeError}
              className="tracking-[0.4em] text-lg tabular"
            />
            {challenge.kind === 'sms' && (
              <button
                type="button"
                onClick={() => void attempt({})}
                disabled={pending}
                className="-mt-2 self-end text-xs text-text-muted hover:text-accent"
              >
                Send a new code
              </button>
            )}
          </>
        )}
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <CaptchaBadge state={captcha.state} />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setChallenge(null)} className="flex-1">
            Cancel
          </Button>
          <Button type="submit" pending={pending} className="flex-1" data-testid="challenge-submit">
            {challenge.kind === 'restore' ? 'Restore account' : 'Verify'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitCredentials} onFocus={captcha.prepare} className="flex flex-col gap-4" noValidate>
      <TextField label="Username or email" autoComplete="username" required {...field('login')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <div className="-mt-2 text-right">
        <Link to="/password/forgot" onClick={onDone} className="text-xs text-text-muted hover:text-accent">
          Forgot password?
        </Link>
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {captcha.enabled && <CaptchaBadge state={captcha.state} />}
      <Button
        type="submit"
        size="lg"
        pending={pending}
        disabled={!watch('login') || !watch('password')}
        data-testid="login-submit"
      >
        Log in
      </Button>
      <p className="text-center text-sm text-text-muted">
        New here?{' '}
        <button
          type="button"
          onClick={onSwitchToRegister}
          className="font-semibold text-accent hover:underline"
        >
          Create an account
        </button>
      </p>
    </form>
  );
}

function describeLoginError(caught: unknown): string {
  if (!(caught instanceof ApiError)) return caught instanceof Error ? caught.message : ERROR_TEXTS.fallback;
  if (caught.status === 429)
    return tooManyAttemptsText(Number(caught.headers.get(RATE_LIMIT_RESET_HEADER)) || null);
  if (caught.status === 403) return ERROR_TEXTS.accountDisabled;
  return caught.message;
}
