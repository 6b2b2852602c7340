import { passwordSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useTextFields } from '../../ui/use-text-fields';
import { AuthLayout } from './AuthLayout';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { values, bind } = useTextFields(
    { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    (field) => errors[field],
  );
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = passwordSchema.safeParse(values.password);
    if (!parsed.success) found.password = parsed.error.issues[0]?.message ?? '';
    if (values.password !== values.password_confirmation)
      found.password_confirmation = 'The password confirmation does not match.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const reply = await api<{ message: string }>('/reset-password', {
        method: 'POST',
        body: { ...values, token },
      });
      setMessage({ tone: 'success', text: reply.message });
    } catch (caught) {
      if (caught instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(caught.fields).map(([k, v]) => [k, v[0] ?? ''])));
      setMessage({ tone: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setPending(false);
    }
  }

  if (message?.tone === 'success') {
    return (
      <AuthLayout title="Password changed">
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">{message.text}</FormMessage>
          <Link
            to="/auth/login"
            className="inline-flex h-12 items-center justify-center rounded-lg bg-accent font-semibold text-surface-0"
          >
            Log in
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label="Email" type="email" {...bind('email')} />
        <NewPasswordFields bind={bind} />
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Button type="submit" size="lg" pending={pending}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
