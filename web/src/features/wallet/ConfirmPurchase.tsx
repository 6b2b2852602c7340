import { WALLET_TEXTS } from '@casino/contract';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { formatDollars } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { confirmPayment, refreshAfterPurchase, usePendingConfirmation } from './api';
import { FreeSpinsReady } from './FreeSpinsReady';

type Answer = { tone: 'success' | 'error'; text: string } | null;

/**
 * The success screen (spec §2, §4): the purchase went through; the player confirms it (status 1) or
 * denies it (status 2, asked twice: a denial freezes the account until compliance has refunded it).
 * Shown again whenever the wallet opens while a purchase awaits the answer. DONE goes home.
 */
export function ConfirmPurchase() {
  const navigate = useNavigate();
  const { data, isPending } = usePendingConfirmation();
  const [asking, setAsking] = useState<'confirm' | 'deny'>('confirm');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const confirmation = data?.confirmation;

  const send = async (status: 1 | 2) => {
    if (!confirmation) return;
    setSending(true);
    try {
      const { message } = await confirmPayment(confirmation.id, status);
      setAnswer({ tone: status === 1 ? 'success' : 'error', text: message });
      refreshAfterPurchase();
    } catch (error) {
      setAnswer({
        tone: 'error',
        text: error instanceof ApiError ? error.message : WALLET_TEXTS.somethingWrong,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="purchase-success">
      <CheckCircle2 size={48} className="text-accent" />
      <h3 className="text-xl font-bold">{WALLET_TEXTS.purchaseComplete}</h3>
      <p className="text-sm text-text-muted">Your Gold Coins and free Sweeps Coins are in your wallet.</p>
      <FreeSpinsReady />
      {answer ? (
        <>
          <FormMessage tone={answer.tone}>{answer.text}</FormMessage>
          <Button className="w-full" onClick={() => navigate('/')}>
            DONE
          </Button>
        </>
      ) : isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !confirmation ? (
        <Button className="w-full" onClick={() => navigate('/')}>
          DONE
        </Button>
      ) : asking === 'confirm' ? (
        <div className="flex w-full flex-col gap-3" data-testid="confirm-purchase">
          <p>
            Did you make this purchase of{' '}
            <strong className="tabular-nums">{formatDollars(confirmation.usd_amount)}</strong>?
          </p>
          <Button size="lg" className="w-full" pending={sending} onClick={() => void send(1)}>
            Confirm Purchase
          </Button>
          <p className="text-xs text-text-muted">Yes, it was me: the coins stay in your wallet.</p>
          {/* Denying is for a purchase the player did not make: a quiet link, never beside Confirm. */}
          <button
            type="button"
            className="self-center text-sm text-text-muted underline hover:text-text"
            onClick={() => setAsking('deny')}
          >
            Deny Purchase
          </button>
          <p className="text-xs text-text-muted">Only if you did not make it: we ask you once more first.</p>
        </div>
      ) : (
        <div
          className="flex w-full flex-col gap-3 rounded-xl border border-loss/40 bg-loss/10 p-4"
          data-testid="deny-purchase"
        >
          <p className="flex items-center justify-center gap-2 font-semibold text-loss">
            <ShieldAlert size={18} /> Deny this purchase?
          </p>
          <p className="text-sm text-text-muted">
            Deny only if you did not make this purchase of {formatDollars(confirmation.usd_amount)}. Purchases
            on your account are then frozen until our compliance team has reviewed it; they refund you and
            take back the coins it gave.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button onClick={() => setAsking('confirm')}>No, go back</Button>
            <Button variant="danger" pending={sending} onClick={() => void send(2)}>
              Yes, deny purchase
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
