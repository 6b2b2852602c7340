import { type Me, twoFactorCodeSchema, twoFactorDisableSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormMessage } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useSchemaForm } from '../../ui/use-schema-form';
import { Card } from './Card';
import { fieldError, useMeMutation } from './use-settings-action';

const disableResolver = zodResolver(twoFactorDisableSchema);

interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** Authenticator-app 2FA: scan, confirm one code to turn it on; password and a code to turn it off. */
export function TwoFactorCard({ me }: { me: Me }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const setup = useMutation({
    mutationFn: () => api<Enrolment>('/user/2fa/setup', { method: 'POST' }),
    onSuccess: setEnrolment,
  });
  const confirm = useMeMutation<{ code: string }>('/user/2fa/confirm');
  const disable = useMeMutation<{ code: string; password: string }>('/user/2fa/disable');
  const off = useSchemaForm(disableResolver, { defaultValues: { code: '', password: '' } });

  function checkCode(): boolean {
    const parsed = twoFactorCodeSchema.safeParse(code);
    setCodeError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success;
  }

  function submitConfirm(event: FormEvent) {
    event.preventDefault();
    if (!checkCode()) return;
    confirm.mutate(
      { code },
      {
        onSuccess: () => {
          setEnrolment(null);
          setCode('');
          toast.success('Two-factor authentication is on');
        },
      },
    );
  }

  const submitDisable = off.handleSubmit((form) =>
    disable.mutate(form, {
      onSuccess: () => {
        off.reset();
        toast.success('Two-factor authentication is off');
      },
      onError: off.showRefusal,
    }),
  );

  if (me.two_factor_enabled) {
    return (
      <Card
        title="Two-factor authentication"
        description="Logging in asks for a code from your authenticator app."
      >
        <p data-testid="2fa-enabled" className="mb-4 flex items-center gap-2 text-sm text-accent">
          <ShieldCheck size={18} /> On
        </p>
        <form onSubmit={submitDisable} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <CodeField
              label="Two-factor code"
              inputMode="numeric"
              value={off.watch('code')}
              onCode={(typed) => {
                off.setValue('code', typed);
                off.clearErrors('code');
              }}
              error={off.formState.errors.code?.message}
            />
            <CurrentPasswordField label="Password" {...off.field('password')} />
          </div>
          <div>
            <Button type="submit" variant="danger" pending={disable.isPending}>
              Turn off 2FA
            </Button>
          </div>
        </form>
      </Card>
    );
  }

  return (
    <Card
      title="Two-factor authentication"
      description="Protect your coins: ask for a code from an authenticator app (Google Authenticator, 1Password, Authy) at every login."
    >
      {enrolment ? (
        <form onSubmit={submitConfirm} className="flex flex-col gap-4">
          <div className="flex flex-col items-start gap-4 sm:flex-row">
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt="QR code to add this account to your authenticator app"
              className="size-40 rounded-lg bg-white p-1"
            />
            <div className="min-w-0 text-sm text-text-muted">
              <p>Scan the QR code with your authenticator app, or enter this key by hand:</p>
              <code
                data-testid="2fa-secret"
                className="mt-2 block rounded-lg bg-surface-2 px-3 py-2 font-mono text-base tracking-wider break-all text-text"
              >
                {enrolment.secret}
              </code>
            </div>
          </div>
          <CodeField
            label="Two-factor code"
            inputMode="numeric"
            value={code}
            onCode={setCode}
            autoComplete="one-time-code"
            error={codeError ?? fieldError(confirm.error, 'code')}
          />
          {confirm.isError && !fieldError(confirm.error, 'code') && (
            <FormMessage tone="error">{confirm.error.message}</FormMessage>
          )}
          <div>
            <Button type="submit" pending={confirm.isPending} data-testid="2fa-confirm">
              Confirm and turn on
            </Button>
          </div>
        </form>
      ) : (
        <>
          {setup.isError && <FormMessage tone="error">{setup.error.message}</FormMessage>}
          <Button onClick={() => setup.mutate()} pending={setup.isPending} data-testid="2fa-setup">
            Set up two-factor authentication
          </Button>
        </>
      )}
    </Card>
  );
}
