import { passwordSchema } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { AuthLayout } from './AuthLayout';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) found.password = parsed.error.issues[0]?.message ?? '';
    if (password !== confirmation) found.password_confirmation = 'The password confirmation does not match.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const reply = await api<{ message: string }>('/reset-password', {
        method: 'POST',
        body: { email, token, password, password_confirmation: confirmation },
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
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.password_confirmation}
        />
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Button type="submit" size="lg" pending={pending}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
