import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useTextFields } from '../../ui/use-text-fields';
import { Card } from './Card';
import { fieldError } from './use-settings-action';

const NO_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

/** Changing the password, with the current one; the other devices are signed out. */
export function PasswordCard() {
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
