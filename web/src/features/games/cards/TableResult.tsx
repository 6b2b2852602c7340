import clsx from 'clsx';
import type { ReactNode } from 'react';

/** How a table hand ended for the player. */
export type HandResult = 'win' | 'push' | 'loss';

/** A hand's result from what it took and what it paid back. */
export function handResult(wager: string, payout: string): HandResult {
  const net = Number(payout) - Number(wager);
  return net > 0 ? 'win' : net === 0 ? 'push' : 'loss';
}

const BORDERS: Record<HandResult, string> = {
  win: 'border-win',
  push: 'border-text-muted',
  loss: 'border-loss',
};

/**
 * The banner under a card table once a hand has ended (baccarat, blackjack, war): it pops in, edged
 * by the result, and keeps its place while empty so the table does not jump. `ended` is the hand's id
 * (`data-play`) and result (`data-state`), null while no hand has ended; `children` what it came to.
 */
export function TableResult({
  testId,
  ended,
  className = 'h-12',
  children,
}: {
  testId: string;
  ended: { id: string | number; result: HandResult } | null;
  /** The banner's height. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex items-center justify-center', className)} data-testid={testId}>
      {ended && (
        <div
          data-state={ended.result}
          data-play={ended.id}
          className={clsx(
            'flex items-center gap-3 rounded-xl border-2 bg-surface-0/85 px-5 py-2 shadow-xl transition-all duration-200 starting:scale-90 starting:opacity-0',
            BORDERS[ended.result],
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
