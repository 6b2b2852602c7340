import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { useCanOfferVerification, useStartVerification, useVerification } from './api';

const dismissedKey = (playerId: number) => `verify_offer_dismissed:${playerId}`;

/**
 * Right after sign-up, not at cash-out (sweepstakes.md: KYC first met at cash-out is the complaint):
 * a player who never started a verification is offered one above the page until they start or dismiss
 * it. Inline, so it never covers the page they came for.
 */
export function VerifyNowOffer() {
  const { data: me } = useMe();
  const { data: session } = useVerification();
  const { data: can } = useCanOfferVerification();
  const start = useStartVerification();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!me || !session || session.status !== null || !can) return null;
  if (dismissedNow || localStorage.getItem(dismissedKey(me.id)) !== null) return null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(me.id), new Date().toISOString());
    setDismissedNow(true);
  };
  return (
    <aside
      className="mb-4 flex flex-col gap-3 rounded-xl border border-accent/30 bg-accent/10 p-4 sm:flex-row sm:items-center"
      aria-label="Verify your identity"
      data-testid="verify-offer"
    >
      <ShieldCheck className="hidden shrink-0 text-accent sm:block" size={24} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Verify your identity now</p>
        <p className="text-sm text-text-muted">
          Two minutes with a photo ID, and your first redemption is never held up.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button pending={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: dismiss })}>
          Verify now
        </Button>
        <Button variant="ghost" onClick={dismiss} aria-label="Not now">
          <X size={16} aria-hidden="true" />
          <span className="sm:hidden">Not now</span>
        </Button>
      </div>
    </aside>
  );
}
