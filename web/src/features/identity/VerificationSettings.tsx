import type { VerificationStatus } from '@casino/contract';
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';
import { useVerification } from './api';
import { VerificationButton } from './VerificationButton';

interface Summary {
  icon: typeof BadgeCheck;
  title: string;
  text: string;
}

/** A session created and one the player has begun read the same to them: both are picked up again. */
const STARTED: Summary = { icon: ShieldQuestion, title: 'Started', text: 'Pick up where you left off.' };

const SUMMARY: Record<VerificationStatus | 'none', Summary> = {
  none: {
    icon: ShieldQuestion,
    title: 'Not verified yet',
    text: 'Verify once, now, so your first redemption is never held up. You need a photo ID and your phone or webcam.',
  },
  created: STARTED,
  started: STARTED,
  submitted: {
    icon: Clock,
    title: 'Submitted',
    text: 'We are checking your documents. This usually takes a few minutes.',
  },
  review: {
    icon: Clock,
    title: 'In review',
    text: 'Our team is checking your documents. We will let you know here.',
  },
  approved: { icon: BadgeCheck, title: 'Verified', text: 'Your identity is verified. Nothing more to do.' },
  declined: { icon: ShieldAlert, title: 'Declined', text: 'Your verification was declined.' },
  resubmission_requested: {
    icon: ShieldAlert,
    title: 'Resubmission needed',
    text: 'We need clearer details to finish your verification.',
  },
  expired: {
    icon: ShieldQuestion,
    title: 'Expired',
    text: 'Your last verification expired before it was finished.',
  },
  abandoned: {
    icon: ShieldQuestion,
    title: 'Not finished',
    text: 'Your last verification was not finished.',
  },
};

/** /settings/verification: where the player's identity verification stands, and the way to start it. */
export function VerificationSettings() {
  const { data: session } = useVerification();
  if (!session) return <Skeleton className="h-48" />;
  const summary = SUMMARY[session.status ?? 'none'];
  const Icon = summary.icon;
  const tone = session.status === 'approved' ? 'text-win' : session.reason ? 'text-loss' : 'text-text-muted';
  return (
    <section
      className="rounded-xl border border-line bg-surface-1 p-5 md:p-6"
      data-testid="verification-settings"
    >
      <h2 className="text-base font-bold">Identity verification</h2>
      <p className="mt-1 text-sm text-text-muted">
        Required before you redeem Sweeps Coins, claim daily bonuses or make large purchases. One verified
        account per person, 18+ (21+ where your state requires it).
      </p>
      <div className="mt-4 flex items-start gap-3 rounded-lg bg-surface-2 p-4">
        <Icon className={`mt-0.5 shrink-0 ${tone}`} size={22} aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold" data-testid="verification-status">
            {summary.title}
          </p>
          <p className="text-sm text-text-muted">{summary.text}</p>
          {session.reason && (
            <p className="mt-2 text-sm text-loss" data-testid="verification-reason">
              {session.reason}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 sm:max-w-sm">
        <VerificationButton />
      </div>
    </section>
  );
}
