import type { RedemptionRequirement } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { queryClient } from '../../../api/queries';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { VerificationButton } from '../../identity';
import { TaxDetailsForm } from '../../redemptions';
import { useWalletLocation } from '../location-port';

const TITLES: Record<RedemptionRequirement['requirement'], string> = {
  identity: 'Verify your identity',
  email: 'Verify your email',
  location: 'Confirm your location',
  tax_details: 'Add your tax details',
  balance: 'Win redeemable Sweeps Coins',
};

const MET: Record<RedemptionRequirement['requirement'], string> = {
  identity: 'Identity verified',
  email: 'Email verified',
  location: 'Location confirmed',
  tax_details: 'Tax details in order',
  balance: 'Enough redeemable SC',
};

const readOptionsAgain = () => queryClient.invalidateQueries({ queryKey: ['redemptions', 'options'] });

function EmailAction() {
  const resend = useMutation({
    mutationFn: () => api<{ message: string }>('/email/verification-notification', { method: 'POST' }),
  });
  if (resend.isSuccess) return <FormMessage tone="success">{resend.data.message}</FormMessage>;
  return (
    <div className="flex flex-col gap-2">
      {resend.isError && <FormMessage tone="error">{resend.error.message}</FormMessage>}
      <Button variant="secondary" size="sm" pending={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
    </div>
  );
}

function LocationAction() {
  const location = useWalletLocation();
  const check = useMutation({ mutationFn: () => location.check(), onSettled: readOptionsAgain });
  return (
    <div className="flex flex-col gap-2">
      {check.isError && <location.ErrorArea message={check.error.message} />}
      <Button variant="secondary" size="sm" pending={check.isPending} onClick={() => check.mutate()}>
        Check my location
      </Button>
    </div>
  );
}

function TaxAction() {
  const [open, setOpen] = useState(false);
  return open ? (
    <TaxDetailsForm onSaved={() => void readOptionsAgain()} />
  ) : (
    <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
      Add tax details
    </Button>
  );
}

const IdentityAction = () => <VerificationButton size="md" />;

/** Unplayed SC become redeemable only by playing them through: the way there is the lobby. */
const BalanceAction = () => (
  <Link to="/" className="text-sm font-semibold text-accent hover:underline">
    Play in the lobby
  </Link>
);

const ACTIONS: Record<RedemptionRequirement['requirement'], ComponentType> = {
  identity: IdentityAction,
  email: EmailAction,
  location: LocationAction,
  tax_details: TaxAction,
  balance: BalanceAction,
};

/**
 * What still stands between the player and a redemption, first and up front, each with the way to put
 * it right here (sweepstakes rules: KYC must never first appear at cash-out). Met ones are ticked below.
 */
export function Requirements({ requirements }: { requirements: RedemptionRequirement[] }) {
  const missing = requirements.filter((r) => !r.met);
  const met = requirements.filter((r) => r.met);
  return (
    <section aria-label="Before you redeem" className="flex flex-col gap-2" data-testid="redeem-requirements">
      {missing.map((requirement) => {
        const Action = ACTIONS[requirement.requirement];
        return (
          <div
            key={requirement.requirement}
            className="flex flex-col gap-3 rounded-lg border border-gc/40 bg-gc/10 p-3"
            data-testid={`requirement-${requirement.requirement}`}
          >
            <div className="flex items-start gap-2">
              <CircleAlert size={18} className="mt-0.5 shrink-0 text-gc" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm font-semibold">{TITLES[requirement.requirement]}</p>
                <p className="text-sm text-text-muted">{requirement.message}</p>
              </div>
            </div>
            <Action />
          </div>
        );
      })}
      {met.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-text-muted">
          {met.map((requirement) => (
            <li key={requirement.requirement} className="flex items-center gap-1">
              <CheckCircle2 size={14} className="text-accent" aria-hidden="true" />
              {MET[requirement.requirement]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
