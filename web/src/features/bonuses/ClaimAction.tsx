import { Clock } from 'lucide-react';
import { Button } from '../../ui/Button';
import { clockText } from './use-countdown';

/**
 * A bonus's one action: while its countdown runs, the countdown itself (something to read, not a
 * button that looks pressable); after it, Claim, held when `reasonId` names the notice saying why.
 */
export function ClaimAction({
  label,
  countdown,
  seconds,
  pending,
  disabled = false,
  reasonId,
  onClaim,
}: {
  label: string;
  /** "Next bonus in": what the countdown counts to. */
  countdown: string;
  seconds: number;
  pending: boolean;
  /** Held for a reason the page says itself (a top-up while the balance is not low). */
  disabled?: boolean;
  reasonId: string | undefined;
  onClaim(): void;
}) {
  if (seconds > 0)
    return (
      <p role="timer" className="flex items-center gap-2 text-sm text-text-muted sm:min-w-52 sm:justify-end">
        <Clock size={16} className="shrink-0" aria-hidden="true" />
        <span>
          {countdown} <span className="font-semibold text-text tabular-nums">{clockText(seconds)}</span>
        </span>
      </p>
    );
  return (
    <Button
      size="lg"
      pending={pending}
      disabled={disabled || reasonId !== undefined}
      aria-describedby={reasonId}
      onClick={onClaim}
      className="sm:min-w-52"
    >
      {label}
    </Button>
  );
}
