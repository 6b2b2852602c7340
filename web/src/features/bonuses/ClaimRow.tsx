import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { clockText } from './use-countdown';

/** What the Claim button reads of a bonus's claim call. */
interface Claim {
  isPending: boolean;
  mutate(body: undefined): void;
}

/**
 * A bonus's coins with its one action beside them (stacked on a phone): while `seconds` count down to
 * the next claim, the countdown itself (something to read, not a button that looks pressable); after
 * it, Claim, held when `reasonId` names the notice saying why or when `disabled` for a reason the page
 * says itself (a top-up while the balance is not low).
 */
export function ClaimRow({
  children,
  claim,
  label,
  seconds = 0,
  nextIn = '',
  disabled = false,
  reasonId,
}: {
  children: ReactNode;
  claim: Claim;
  label: string;
  seconds?: number;
  /** The countdown's words: "Next bonus in". */
  nextIn?: string;
  disabled?: boolean;
  reasonId: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      {children}
      {seconds > 0 ? (
        <p
          role="timer"
          className="flex items-center gap-2 text-sm text-text-muted sm:min-w-52 sm:justify-end"
        >
          <Clock size={16} className="shrink-0" aria-hidden="true" />
          <span>
            {nextIn} <span className="font-semibold text-text tabular-nums">{clockText(seconds)}</span>
          </span>
        </p>
      ) : (
        <Button
          size="lg"
          pending={claim.isPending}
          disabled={disabled || reasonId !== undefined}
          aria-describedby={reasonId}
          onClick={() => claim.mutate(undefined)}
          className="sm:min-w-52"
        >
          {label}
        </Button>
      )}
    </div>
  );
}
