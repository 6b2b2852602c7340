import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { useCanOfferVerification, useStartVerification, useVerification } from './api';

const dismissedKey = (playerId: number) => `verify_offer_dismissed:${playerId}`;

/**
 * The one banner of what a new player has left to verify, above the page: the email address (its link
 * is in their inbox; bonuses and redemptions wait for it) and the identity, offered right after sign-up,
 * not at cash-out (sweepstakes.md: KYC first met at cash-out is the complaint). One compact row with the
 * next step's button, so a phone's first screen stays the page's. The identity offer goes once started or
 * dismissed; the email reminder stays until the address is verified.
 */
export function VerificationBanner() {
  const { data: me } = useMe();
  const { data: session } = useVerification();
  const { data: can } = useCanOfferVerification();
  const start = useStartVerification();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!me) return null;
  const offerIdentity =
    session?.status === null &&
    Boolean(can) &&
    !dismissedNow &&
    localStorage.getItem(dismissedKey(me.id)) === null;
  if (me.email_verified && !offerIdentity) return null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(me.id), new Date().toISOString());
    setDismissedNow(true);
  };
  const resend = (
    <Link to="/settings/general" className="font-semibold text-accent underline">
      send it again
    </Link>
  );
  const [title, detail] = !offerIdentity
    ? ['Verify your email', <>Open the link we mailed you to unlock bonuses and redemptions ({resend}).</>]
    : me.email_verified
      ? [
          'Verify your identity now',
          'Two minutes with a photo ID, and your first redemption is never held up.',
        ]
      : [
          'Verify your email and identity',
          <>Open the link we mailed you ({resend}), then show a photo ID.</>,
        ];
  return (
    <aside
      className="mb-4 flex items-center gap-3 rounded-xl border border-accent/30 bg-accent/10 px-3 py-2.5 sm:px-4"
      aria-label="Verify your account"
      data-testid="verification-banner"
    >
      <ShieldCheck className="hidden shrink-0 text-accent sm:block" size={22} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-xs text-text-muted">{detail}</p>
      </div>
      {offerIdentity && (
        <div className="flex shrink-0 items-center gap-1" data-testid="verify-offer">
          <Button
            size="sm"
            pending={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: dismiss })}
          >
            Verify now
          </Button>
          <Button size="sm" variant="ghost" className="px-2" onClick={dismiss} aria-label="Not now">
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      )}
    </aside>
  );
}
