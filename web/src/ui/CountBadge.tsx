/**
 * A count pinned to the corner of an icon (unread chat messages, unread notifications); nothing at zero,
 * and '99+' past 99 so the badge keeps its size. `tone` says whether the count asks for attention (loss
 * red: something waits for the player) or only tells (accent).
 */
export function CountBadge({
  count,
  tone,
  testId,
}: {
  count: number;
  tone: 'accent' | 'loss';
  testId: string;
}) {
  if (count <= 0) return null;
  const colours = tone === 'loss' ? 'bg-loss text-white' : 'bg-accent text-surface-0';
  return (
    <span
      data-testid={testId}
      className={`tabular absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold ${colours}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
