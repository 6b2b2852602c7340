import type { ReactNode } from 'react';

export interface RequestCardProps {
  testId: string;
  /** The request's state, as `data-status`. */
  status: string;
  /** What the request is: its code or kind, amount, dates and any refusal. */
  details: ReactNode;
  /** Its state or what can be done with it. */
  children: ReactNode;
}

/**
 * One of the player's requests in a settings list (a free-entry code, a cashier order): what it is on
 * the left, its state or what can be done with it on the right (below on a phone).
 */
export function RequestCard({ testId, status, details, children }: RequestCardProps) {
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
      data-status={status}
    >
      <div className="min-w-0">{details}</div>
      {children}
    </li>
  );
}
