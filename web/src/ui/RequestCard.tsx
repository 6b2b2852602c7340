import type { ReactNode } from 'react';

/**
 * One of the player's requests in a settings list (a free-entry code, a cashier order): what it is on
 * the left, its state or what can be done with it on the right (below on a phone). `status` is exposed
 * as `data-status` for the end-to-end tests.
 */
export function RequestCard({
  testId,
  status,
  details,
  children,
}: {
  testId: string;
  status: string;
  details: ReactNode;
  children: ReactNode;
}) {
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
