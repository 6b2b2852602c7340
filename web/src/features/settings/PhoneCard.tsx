import type { Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage, TextField } from '../../ui/Field';
import { Card } from './Card';
import { fieldError, useMeMutation } from './use-settings-action';

/** A verified phone confirms sign-ins from new devices with an SMS code (login code 4). */
export function PhoneCard({ me }: { me: Me }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api<{ message: string }>('/user/phone', { method: 'POST', body: { phone_number: phone } }),
    onSuccess: () => setSentTo(phone),
  });
  const verify = useMeMutation<{ phone_number: string; verification_code: string }>('/user/verify-code');

  return (
    <Card title="Phone number" description="Verify a phone number to confirm logins from new devices by SMS.">
      {me.phone_number_verified && !sentTo && (
        <p className="mb-4 flex items-center gap-2 text-sm text-accent">
          <Smartphone size={18} /> {me.phone_number} verified
        </p>
      )}
      {sentTo ? (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            verify.mutate(
              { phone_number: sentTo, verification_code: code },
              { onSuccess: () => setSentTo(null) },
            );
          }}
          className="flex flex-col gap-4"
        >
          {send.data && <FormMessage tone="info">{send.data.message}</FormMessage>}
          <TextField
            label="SMS code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={fieldError(verify.error, 'verification_code')}
          />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              Cancel
            </Button>
            <Button type="submit" pending={verify.isPending} disabled={code.length !== 6}>
              Verify phone
            </Button>
          </div>
        </form>
      ) : (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            send.mutate();
          }}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <TextField
              label="Phone number"
              inputMode="tel"
              placeholder="2025550123"
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              error={fieldError(send.error, 'phone_number')}
              hint="Digits only, without the country code"
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            pending={send.isPending}
            disabled={phone.length < 10}
            className="sm:mt-6"
          >
            Send code
          </Button>
        </form>
      )}
    </Card>
  );
}
