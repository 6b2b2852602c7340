import clsx from 'clsx';

/**
 * A grey stand-in for content. It pulses while that content is on its way; `still` is for a stand-in
 * that waits for something else first (a lobby row not yet near the screen): a pulse there would claim a
 * load that is not happening, and keep a phone redrawing the page for as long as it stays open.
 */
export function Skeleton({ className, still = false }: { className?: string; still?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(!still && 'animate-pulse', 'rounded-lg bg-surface-2', className)}
    />
  );
}
