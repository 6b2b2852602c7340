import type { Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { useLogout } from '../../navigation/use-logout';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { Card } from './Card';
import { PhoneCard } from './PhoneCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { fieldError } from './use-settings-action';

/** Settings, Security: password, two-factor, phone, signed-in sessions and closing the account. */
export function SecuritySettings({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-4">
      <PasswordCard />
      <TwoFactorCard me={me} />
      <PhoneCard me={me} />
      <SessionsCard />
      <DeleteAccountCard />
    </div>
  );
}

function PasswordCard() {
  const [form, setForm] = useState({ current_password: '', password: '', password_confirmation: '' });
  const change = useMutation({
    mutationFn: () => api<{ message: string }>('/user/password', { method: 'POST', body: form }),
    onSuccess: () => setForm({ current_password: '', password: '', password_confirmation: '' }),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <Card title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.current_password}
          onChange={set('current_password')}
          error={fieldError(change.error, 'current_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={fieldError(change.error, 'password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.password_confirmation}
            onChange={set('password_confirmation')}
            error={fieldError(change.error, 'password_confirmation')}
          />
        </div>
        {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
        {change.isError && !fieldError(change.error, 'current_password') && (
          <FormMessage tone="error">{change.error.message}</FormMessage>
        )}
        <div>
          <Button
            type="submit"
            pending={change.isPending}
            disabled={!form.current_password || !form.password}
          >
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const remove = useMutation({
    mutationFn: () => api('/user', { method: 'DELETE', body: { password } }),
    onSuccess: () => logout({ callServer: false }),
  });
  return (
    <Card
      title="Delete account"
      description="Your account is closed at once. You can restore it by logging in within 30 days; after that it is gone for good."
    >
      {confirming ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            remove.mutate();
          }}
          className="flex flex-col gap-4"
        >
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError(remove.error, 'password')}
          />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={remove.isPending} disabled={!password}>
              Delete my account
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete account…
        </Button>
      )}
    </Card>
  );
}
