import { emailSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { useTextFields } from '../../ui/use-text-fields';
import { AuthLayout } from './AuthLayout';
import { CaptchaBadge } from './CaptchaBadge';
import { useCaptcha } from './use-captcha';

export default function ForgotPasswordPage() {
  const [error, setError] = useState<string>();
  const { values, bind } = useTextFields({ email: '' }, () => error);
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);
  const captcha = useCaptcha();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(values.email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    setError(undefined);
    try {
      const reply = await api<{ message: string }>('/forgot-password', {
        method: 'POST',
        body: { email: parsed.data, captcha: await captcha.solve() },
      });
      setDone(reply.message);
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {done ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">{done}</FormMessage>
          <Link to="/auth/login" className="text-center text-sm font-semibold text-accent hover:underline">
            Back to log in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
          {captcha.enabled && <CaptchaBadge state={captcha.state} />}
          <Button type="submit" size="lg" pending={pending} disabled={!values.email}>
            Send reset link
          </Button>
          <Link to="/auth/login" className="text-center text-sm text-text-muted hover:text-accent">
            Back to log in
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
