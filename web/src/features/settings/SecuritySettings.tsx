import type { Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { useLogout } from '../../navigation/use-logout';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useTextFields } from '../../ui/use-text-fields';
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

const NO_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

function PasswordCard() {
  const { values, setValues, bind } = useTextFields(NO_PASSWORDS, (field): string | undefined =>
    fieldError(change.error, field),
  );
  const change = useMutation({
    mutationFn: () => api<{ message: string }>('/user/password', { method: 'POST', body: values }),
    onSuccess: () => setValues(NO_PASSWORDS),
  });
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
          {...bind('current_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields bind={bind} />
        </div>
        {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
        {change.isError && !fieldError(change.error, 'current_password') && (
          <FormMessage tone="error">{change.error.message}</FormMessage>
        )}
        <div>
          <Button
            type="submit"
            pending={change.isPending}
            disabled={!values.current_password || !values.password}
          >
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DeleteAccountCard() {
  const { values, bind } = useTextFields({ password: '' }, (field): string | undefined =>
    fieldError(remove.error, field),
  );
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const remove = useMutation({
    mutationFn: () => api('/user', { method: 'DELETE', body: values }),
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
          <TextField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={remove.isPending} disabled={!values.password}>
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
