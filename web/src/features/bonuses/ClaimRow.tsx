import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { clockText } from './use-countdown';

/** What the Claim button reads of a bonus's claim call. */
interface Claim {
  isPending: boolean;
  mutate(body: undefined): void;
}

/**
 * A bonus's coins with its Claim button beside them (stacked on a phone). While `seconds` count down
 * to the next claim the button says when, and stays off as it does when the claim is `blocked`.
 */
export function ClaimRow({
  children,
  claim,
  blocked,
  label,
  seconds = 0,
  nextIn,
  wide = true,
}: {
  children: ReactNode;
  claim: Claim;
  blocked: boolean;
  label: string;
  seconds?: number;
  /** The countdown's words: "Next bonus in". */
  nextIn?: string;
  /** A button as wide as its countdown, so the text swap does not move it. */
  wide?: boolean;
}) {
  const counting = seconds > 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      {children}
      <Button
        size="lg"
        pending={claim.isPending}
        disabled={counting || blocked}
        onClick={() => claim.mutate(undefined)}
        className={wide ? 'sm:min-w-52' : undefined}
      >
        {counting ? (
          <span className="tabular-nums">
            {nextIn} {clockText(seconds)}
          </span>
        ) : (
          label
        )}
      </Button>
    </div>
  );
}
