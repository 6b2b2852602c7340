import {
  VERIFICATION_RESULT_EVENT,
  type VerificationResult,
  verificationResultSchema,
} from '@casino/contract';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onPrivateEvent } from '../../api/channels';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { refetchVerification, useStartVerification } from './api';

/** Decisions that bring the player home with a dialog (spec §4 biometric result). */
const DIALOGS: Partial<Record<VerificationResult['status'] & string, { title: string; fallback: string }>> = {
  approved: { title: 'Verification Approved', fallback: 'Your identity is verified. Thank you!' },
  declined: { title: 'Verification Failed', fallback: 'Your verification was declined.' },
  resubmission_requested: {
    title: 'Resubmission Requested',
    fallback: 'We need clearer details to finish your verification.',
  },
};

/**
 * Hears the verification result on the player's channel: every change reads the session again; a
 * decision returns the player home with the success or failure dialog, where a failure offers Resubmit,
 * which opens a new attempt at once.
 */
export function VerificationResultDialog() {
  const navigate = useNavigate();
  const [result, setResult] = useState<VerificationResult | null>(null);
  const start = useStartVerification();

  useEffect(
    () =>
      onPrivateEvent(VERIFICATION_RESULT_EVENT, (payload) => {
        const parsed = verificationResultSchema.safeParse(payload);
        if (!parsed.success) return;
        refetchVerification();
        if (parsed.data.status && DIALOGS[parsed.data.status]) {
          navigate('/');
          setResult(parsed.data);
        }
      }),
    [navigate],
  );

  const dialog = result?.status ? DIALOGS[result.status] : undefined;
  if (!result || !dialog) return null;
  const approved = result.status === 'approved';
  const Icon = approved ? BadgeCheck : ShieldAlert;
  return (
    <Modal open onClose={() => setResult(null)} title={dialog.title}>
      <div className="flex flex-col items-center gap-4 text-center" data-testid="verification-result">
        <div
          className={`grid size-14 place-items-center rounded-full ${approved ? 'bg-win/15' : 'bg-loss/15'}`}
        >
          <Icon className={approved ? 'text-win' : 'text-loss'} size={28} aria-hidden="true" />
        </div>
        <p className="text-text-muted">{result.reason ?? dialog.fallback}</p>
        {approved ? (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              setResult(null);
              // Spec §4: once approved the player goes on to the wallet's redemption (tab=bank, action=redeem).
              navigate('/?tab=bank&page=redeem&action=redeem');
            }}
          >
            Continue
          </Button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            pending={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: () => setResult(null) })}
          >
            Resubmit
          </Button>
        )}
      </div>
    </Modal>
  );
}
