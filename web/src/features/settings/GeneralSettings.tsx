import { type Me, profileSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useRef } from 'react';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useSchemaForm } from '../../ui/use-schema-form';
import { Card } from './Card';
import { PasswordCard } from './PasswordCard';
import { PhoneCard } from './PhoneCard';
import { useMeMutation } from './use-settings-action';

// Sent as typed (`raw`): the server trims by the same schema.
const resolver = zodResolver(profileSchema, undefined, { raw: true });

/** Settings, General: the player's name and username, email address, phone and password. */
export function GeneralSettings({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-4">
      <ProfileCard me={me} />
      <EmailCard me={me} />
      <PhoneCard me={me} />
      <PasswordCard />
    </div>
  );
}

function ProfileCard({ me }: { me: Me }) {
  const save = useMeMutation<Record<string, unknown>>('/user/profile', 'PATCH');
  const { field, handleSubmit, showRefusal } = useSchemaForm(resolver, {
    defaultValues: { firstname: me.firstname ?? '', lastname: me.lastname ?? '' },
  });
  // A new save takes the last 'Profile saved' down, so it never stands beside this save's refusal,
  // whether the server refuses it or the form's own check does before anything is sent.
  const saved = useRef<number | null>(null);
  const takeSavedDown = () => {
    if (saved.current !== null) toast.dismiss(saved.current);
  };
  const submit = handleSubmit((form) => {
    takeSavedDown();
    save.mutate(form, {
      onSuccess: () => {
        saved.current = toast.success('Profile saved');
      },
      onError: showRefusal,
    });
  }, takeSavedDown);
  return (
    <Card
      title="Profile"
      description={`Signed in as ${me.username ?? me.email}. Your name must match your ID for prize redemptions.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        </div>
        <div>
          <Button type="submit" pending={save.isPending}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  );
}

function EmailCard({ me }: { me: Me }) {
  const resend = useMutation({
    mutationFn: () => api<{ message: string }>('/email/verification-notification', { method: 'POST' }),
  });
  return (
    <Card title="Email address" description={me.email}>
      {me.email_verified ? (
        <p className="flex items-center gap-2 text-sm text-accent" data-testid="email-verified">
          <BadgeCheck size={18} /> Verified
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm text-gc">
            <MailWarning size={18} /> Not verified yet. Verify it to claim bonuses, top-ups and redeem prizes.
          </p>
          {resend.isSuccess && <FormMessage tone="success">{resend.data.message}</FormMessage>}
          {resend.isError && <FormMessage tone="error">{resend.error.message}</FormMessage>}
          <div>
            <Button variant="secondary" pending={resend.isPending} onClick={() => resend.mutate()}>
              Resend verification email
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
