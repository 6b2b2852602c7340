import { changePasswordSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormMessage } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useSchemaForm } from '../../ui/use-schema-form';
import { Card } from './Card';
import { fieldError } from './use-settings-action';

const NO_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };
const resolver = zodResolver(changePasswordSchema);

/** Changing the password, with the current one; the other devices are signed out. */
export function PasswordCard() {
  const { field, handleSubmit, showRefusal, reset, watch } = useSchemaForm(resolver, {
    defaultValues: NO_PASSWORDS,
  });
  const change = useMutation<{ message: string }, Error, typeof NO_PASSWORDS>({
    mutationFn: (body) => api('/user/password', { method: 'POST', body }),
    onSuccess: () => reset(),
    onError: showRefusal,
  });
  const submit = handleSubmit((form) => change.mutate(form));
  return (
    <Card title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <CurrentPasswordField label="Current password" {...field('current_password')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields field={field} />
        </div>
        {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
        {change.isError && !fieldError(change.error, 'current_password') && (
          <FormMessage tone="error">{change.error.message}</FormMessage>
        )}
        <div>
          <Button
            type="submit"
            pending={change.isPending}
            disabled={!watch('current_password') || !watch('password')}
          >
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
