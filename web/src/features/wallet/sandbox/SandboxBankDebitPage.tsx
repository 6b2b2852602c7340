import { ACH_RETURN_CODES, type AchDebit, type AchReturnCode } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * `/bank/test/ach-debit?ref=…`: the sandbox bank's back office for the signed-in player's debit. The
 * tester settles it or returns it with a NACHA code; the vendor reports the decision by its webhook
 * after its delay, as AptPay does.
 */
export default function SandboxBankDebitPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const debit = useQuery({
    queryKey: ['sandbox-ach-debit', ref],
    queryFn: () => api<AchDebit>(`/apt-pay/ach-debit/${encodeURIComponent(ref)}`),
    retry: false,
  });
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string }>();
  const decide = async (outcome: 'settled' | 'returned', code?: AchReturnCode) => {
    try {
      await api(`/sandbox/apt-pay/debits/${encodeURIComponent(ref)}/decide`, {
        method: 'POST',
        body: { outcome, ...(code ? { return_code: code } : {}) },
      });
      setNote({
        tone: 'info',
        text: `The bank ${outcome === 'settled' ? 'settled' : `returned (${code})`} the debit.`,
      });
    } catch (error) {
      setNote({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-5" data-testid="sandbox-bank-debit">
      <p className="flex items-center gap-2 text-xs text-gc">
        <FlaskConical size={14} /> Sandbox bank: decide what happens to this debit.
      </p>
      {debit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : debit.data ? (
        <>
          <p className="text-sm">
            Debit <span className="font-mono text-xs">{ref}</span> is <strong>{debit.data.status}</strong>.
          </p>
          <Button onClick={() => decide('settled')}>Settle</Button>
          <div className="grid grid-cols-2 gap-2">
            {(Object.keys(ACH_RETURN_CODES) as AchReturnCode[]).map((code) => (
              <Button
                key={code}
                variant="danger"
                onClick={() => decide('returned', code)}
                title={ACH_RETURN_CODES[code]}
              >
                Return {code}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <FormMessage tone="error">This debit was not found.</FormMessage>
      )}
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
    </main>
  );
}
