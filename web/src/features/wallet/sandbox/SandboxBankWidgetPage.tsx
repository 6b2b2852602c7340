import { BANK_WIDGET_MESSAGE_SOURCE, type BankWidgetMessage } from '@casino/contract';
import { FlaskConical, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { FormMessage, SelectField } from '../../../ui/Field';

const BANKS = ['First Sandbox Bank', 'Prairie Credit Union', 'Harbor National'].map((b) => ({
  value: b,
  label: b,
}));

/** Tells the page that embeds the widget what happened, as the vendor's script calls back. */
function tellHost(message: BankWidgetMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/**
 * `/bank/test/flinks`: the sandbox ACH vendor's instant-verification widget, embedded by the bank-transfer
 * form like the real one. A tester picks a bank and what happens: the account is linked, the link fails
 * with the vendor's error code, or the player cancels. Its API exists only with the sandbox vendor.
 */
export default function SandboxBankWidgetPage() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const [bank, setBank] = useState(BANKS[0]?.value ?? '');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const choose = async (outcome: 'linked' | 'failed' | 'cancelled') => {
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await api<Omit<BankWidgetMessage, 'source'>>(
        `/sandbox/apt-pay/widget/${encodeURIComponent(session)}`,
        { method: 'POST', body: { bank_name: bank, outcome } },
      );
      tellHost({ source: BANK_WIDGET_MESSAGE_SOURCE, ...answer });
      setDone(
        outcome === 'linked'
          ? `${bank} linked.`
          : outcome === 'failed'
            ? `Failed (${answer.error_code}).`
            : 'Cancelled.',
      );
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-5" data-testid="sandbox-bank-widget">
      <p className="flex items-center gap-2 text-xs text-gc">
        <FlaskConical size={14} /> Sandbox bank linking: no real bank is contacted.
      </p>
      <h1 className="flex items-center gap-2 text-lg font-semibold">
        <Landmark size={20} /> Connect your bank
      </h1>
      {done ? (
        <FormMessage tone="info">{done}</FormMessage>
      ) : (
        <>
          <SelectField label="Bank" options={BANKS} value={bank} onChange={(e) => setBank(e.target.value)} />
          <Button onClick={() => choose('linked')} pending={sending}>
            Sign in and link
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="danger" onClick={() => choose('failed')} disabled={sending}>
              Fail
            </Button>
            <Button variant="ghost" onClick={() => choose('cancelled')} disabled={sending}>
              Cancel
            </Button>
          </div>
        </>
      )}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </main>
  );
}
