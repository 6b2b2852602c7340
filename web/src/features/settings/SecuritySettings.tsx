import { deleteAccountSchema, type Me } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { useLogout } from '../../navigation/use-logout';
import { Button } from '../../ui/Button';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { useSchemaForm } from '../../ui/use-schema-form';
import { Card } from './Card';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

const resolver = zodResolver(deleteAccountSchema);

/** Settings, Security: two-factor, signed-in sessions and closing the account. */
export function SecuritySettings({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-4">
      <TwoFactorCard me={me} />
      <SessionsCard />
      <DeleteAccountCard />
    </div>
  );
}

function DeleteAccountCard() {
  const { field, handleSubmit, showRefusal, watch } = useSchemaForm(resolver, {
    defaultValues: { password: '' },
  });
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const remove = useMutation({
    mutationFn: (body: { password: string }) => api('/user', { method: 'DELETE', body }),
    onSuccess: () => logout({ callServer: false }),
    onError: showRefusal,
  });
  return (
    <Card
      title="Delete account"
      description="Your account is closed at once. You can restore it by logging in within 30 days; after that it is gone for good."
    >
      {confirming ? (
        <form onSubmit={handleSubmit((form) => remove.mutate(form))} className="flex flex-col gap-4">
          <CurrentPasswordField label="Password" {...field('password')} />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={remove.isPending} disabled={!watch('password')}>
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
