import { forgotPasswordSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { AuthLayout } from './AuthLayout';
import { CaptchaBadge } from './CaptchaBadge';
import { useCaptcha } from './use-captcha';

const resolver = zodResolver(forgotPasswordSchema);

export default function ForgotPasswordPage() {
  const { field, handleSubmit, setError, watch, formState } = useSchemaForm(resolver, {
    defaultValues: { email: '' },
  });
  const [done, setDone] = useState<string>();
  const captcha = useCaptcha();

  // Any refusal shows under the one field, as the server's message.
  const submit = handleSubmit(async ({ email }) => {
    try {
      const reply = await api<{ message: string }>('/forgot-password', {
        method: 'POST',
        body: { email, captcha: await captcha.solve() },
      });
      setDone(reply.message);
    } catch (caught) {
      setError('email', {
        type: 'server',
        message: caught instanceof Error ? caught.message : String(caught),
      });
    }
  });

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
        <form onSubmit={submit} onFocus={captcha.prepare} className="flex flex-col gap-4" noValidate>
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          {captcha.enabled && <CaptchaBadge state={captcha.state} />}
          <Button type="submit" size="lg" pending={formState.isSubmitting} disabled={!watch('email')}>
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
