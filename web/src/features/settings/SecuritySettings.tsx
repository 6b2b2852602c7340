import type { Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { useLogout } from '../../navigation/use-logout';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useTextFields } from '../../ui/use-text-fields';
import { Card } from './Card';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { fieldError } from './use-settings-action';

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
