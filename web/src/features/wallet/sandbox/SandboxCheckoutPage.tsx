import {
  CHECKOUT_MESSAGE_SOURCE,
  type CheckoutMessage,
  type CheckoutOutcome,
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_CARDS,
  type SandboxCheckoutView,
} from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Lock, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { FormMessage, SelectField, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';

/** Tells the page that embeds the checkout what happened, as the vendor's script calls back. */
function tellHost(message: CheckoutMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

const outcomeMessage = (outcome: CheckoutOutcome): CheckoutMessage => ({
  source: CHECKOUT_MESSAGE_SOURCE,
  kind: 'outcome',
  outcome,
});

/**
 * `/bank/test/card` and `/bank/test/ach`: the sandbox vendor's hosted checkout, embedded by the wallet
 * like the real one. A tester picks a test card or account (each with its outcome) and, for a 3-D Secure
 * card, passes or fails the challenge. Its API exists only with the sandbox vendor.
 */
export default function SandboxCheckoutPage({ kind }: { kind: 'card' | 'ach' }) {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const view = useQuery({
    queryKey: ['sandbox-checkout', ref],
    queryFn: () => api<SandboxCheckoutView>(`/sandbox/paysafe/${encodeURIComponent(ref)}`),
    retry: false,
  });
  const instruments = kind === 'card' ? SANDBOX_CARDS : SANDBOX_BANK_ACCOUNTS;
  const [number, setNumber] = useState(instruments[0]?.number ?? '');
  const [holder, setHolder] = useState('');
  const [challenge, setChallenge] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const send = async (path: string, body: object) => {
    setSending(true);
    setFailure(undefined);
    try {
      const outcome = await api<CheckoutOutcome>(`/sandbox/paysafe/${encodeURIComponent(ref)}/${path}`, {
        method: 'POST',
        body,
      });
      if (outcome.status === 'CHALLENGE') return setChallenge(true);
      setChallenge(false);
      setDone(
        outcome.status === 'PAYABLE' ? 'Payment authorised.' : `Payment ${outcome.status.toLowerCase()}.`,
      );
      tellHost(outcomeMessage(outcome));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  };
  const submit = () =>
    send(
      'instrument',
      kind === 'card'
        ? { card_number: number, expiry: '12/30', cvv: '123', holder: holder || 'Test Player' }
        : { account_number: number, routing_number: '011000015', holder: holder || 'Test Player' },
    );

  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-surface-0 p-4 text-sm"
      data-testid="sandbox-checkout"
    >
      <header className="flex items-center justify-between">
        <span className="flex items-center gap-2 font-semibold">
          <Lock size={16} className="text-accent" /> Secure checkout
        </span>
        <span className="flex items-center gap-1 rounded-full bg-gc/15 px-2 py-0.5 text-xs text-gc">
          <FlaskConical size={12} /> Sandbox
        </span>
      </header>
      {view.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : !view.data ? (
        <FormMessage tone="error">This payment could not be found.</FormMessage>
      ) : view.data.status === 'EXPIRED' ? (
        <>
          <FormMessage tone="error">This payment session expired. Please start again.</FormMessage>
          <Button
            onClick={() =>
              tellHost(outcomeMessage({ status: 'EXPIRED', paymentHandleToken: null, error: null }))
            }
          >
            Close
          </Button>
        </>
      ) : done ? (
        <FormMessage tone="info">{done}</FormMessage>
      ) : challenge ? (
        <section className="flex flex-col gap-3" data-testid="three-d-secure">
          <p className="flex items-center gap-2 font-semibold">
            <ShieldQuestion size={18} className="text-accent" /> Your bank wants to confirm it is you
          </p>
          <p className="text-text-muted">
            3-D Secure challenge (sandbox): pass or fail it as the cardholder would.
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="danger"
              pending={sending}
              onClick={() => void send('challenge', { pass: false })}
            >
              Fail challenge
            </Button>
            <Button pending={sending} onClick={() => void send('challenge', { pass: true })}>
              Pass challenge
            </Button>
          </div>
        </section>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="text-lg font-bold tabular-nums">
            Pay ${(view.data.amount / 100).toFixed(2)} {view.data.currency}
          </p>
          <SelectField
            label={kind === 'card' ? 'Test card' : 'Test bank account'}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            options={instruments.map((i) => ({ value: i.number, label: `${i.number} · ${i.label}` }))}
          />
          <TextField
            label={kind === 'card' ? 'Name on card' : 'Account holder'}
            value={holder}
            onChange={(e) => setHolder(e.target.value)}
            placeholder="Test Player"
          />
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <Button type="submit" pending={sending}>
            Pay now
          </Button>
          <Button
            variant="ghost"
            onClick={() => tellHost({ source: CHECKOUT_MESSAGE_SOURCE, kind: 'cancelled' })}
          >
            Cancel
          </Button>
        </form>
      )}
    </main>
  );
}
