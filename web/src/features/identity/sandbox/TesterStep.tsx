import {
  DECLINE_REASON_CODES,
  RESUBMISSION_REASON_CODES,
  SANDBOX_DECISIONS,
  type SandboxDecision,
  VERIFICATION_REASONS,
} from '@casino/contract';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ChoiceTile } from '../../../ui/ChoiceTile';
import { SelectField } from '../../../ui/Field';

const LABELS: Record<SandboxDecision, string> = {
  approved: 'Approved',
  declined: 'Declined',
  resubmission_requested: 'Resubmission requested',
  expired: 'Expired',
  abandoned: 'Abandoned',
  review: 'Sent to review',
};

const REASONS: Partial<Record<SandboxDecision, readonly number[]>> = {
  declined: DECLINE_REASON_CODES,
  resubmission_requested: RESUBMISSION_REASON_CODES,
};

/**
 * Step 3, the tester's panel: the outcome the vendor will send (and, for a decline or a resubmission,
 * its reason). Only the sandbox has it; the real vendor decides by itself.
 */
export function TesterStep({
  pending,
  onDecide,
}: {
  pending: boolean;
  onDecide: (decision: SandboxDecision, reasonCode: number | null) => void;
}) {
  const [decision, setDecision] = useState<SandboxDecision>('approved');
  const reasons = REASONS[decision];
  const [reasonCode, setReasonCode] = useState<number | null>(null);
  const chosenReason = reasons
    ? reasonCode !== null && reasons.includes(reasonCode)
      ? reasonCode
      : reasons[0]
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecide(decision, chosenReason ?? null);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="tester-panel">
      <div className="flex items-start gap-3 rounded-lg border border-gc/40 bg-gc/10 p-3 text-sm">
        <FlaskConical size={18} className="mt-0.5 shrink-0 text-gc" aria-hidden="true" />
        <p>
          <b>Sandbox tester panel.</b> The real vendor decides by itself; here you choose the decision it
          sends.
        </p>
      </div>
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-xs font-medium text-text-muted">Decision</legend>
        {SANDBOX_DECISIONS.map((option) => (
          <ChoiceTile
            key={option}
            name="decision"
            value={option}
            checked={decision === option}
            onChoose={() => setDecision(option)}
            showRadio
            className="flex min-h-10 items-center gap-3 px-3 text-sm"
          >
            {LABELS[option]}
          </ChoiceTile>
        ))}
      </fieldset>
      {reasons && (
        <SelectField
          label="Reason"
          value={String(chosenReason)}
          onChange={(e) => setReasonCode(Number(e.target.value))}
          options={reasons.map((code) => ({
            value: String(code),
            label: VERIFICATION_REASONS[code] ?? String(code),
          }))}
        />
      )}
      <Button type="submit" size="lg" pending={pending}>
        Send decision
      </Button>
    </form>
  );
}
