import clsx from 'clsx';

/** Pip positions on a 3×3 grid (0–8, row-major) for faces 1–6. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The die's rounded square in the 60×60 view: its fill and the outline drawn over it share it. */
const BODY = { x: 3, y: 3, width: 54, height: 54, rx: 12 };

/**
 * A six-sided die drawn in SVG. `rolling` tumbles it (the face shown is whatever it is given, so the
 * caller cycles faces while the roll animates); `tone` colours it for the winner, the loser or a draw.
 */
export function Die({
  face,
  size = 56,
  rolling = false,
  tone = 'neutral',
  label,
  className,
}: {
  face: number | null;
  /** Sizes the die by CSS instead of `size` (responsive dice). */
  className?: string;
  size?: number;
  rolling?: boolean;
  tone?: 'neutral' | 'win' | 'loss' | 'draw';
  label?: string;
}) {
  const pips = face ? (PIPS[face] ?? []) : [];
  return (
    <svg
      width={className ? undefined : size}
      height={className ? undefined : size}
      viewBox="0 0 60 60"
      role="img"
      aria-label={label ?? (face ? `Die showing ${face}` : 'Die not rolled yet')}
      style={rolling ? { animationDuration: '0.45s' } : undefined}
      className={clsx(
        className,
        'shrink-0 drop-shadow-[0_4px_8px_rgba(0,0,0,0.35)] transition-transform duration-200',
        rolling && 'animate-spin motion-reduce:animate-none',
      )}
    >
      <rect
        {...BODY}
        className={clsx(
          tone === 'win' && 'fill-win',
          tone === 'loss' && 'fill-line',
          tone === 'draw' && 'fill-gc',
          tone === 'neutral' && 'fill-text',
        )}
      />
      <rect {...BODY} fill="none" stroke="#0e1a24" strokeOpacity="0.25" strokeWidth="2" />
      {face === null && (
        <text
          x="30"
          y="39"
          textAnchor="middle"
          fontSize="26"
          fontWeight="800"
          fill="#0e1a24"
          fillOpacity="0.4"
        >
          ?
        </text>
      )}
      {pips.map((p) => (
        <circle
          key={p}
          cx={15 + (p % 3) * 15}
          cy={15 + Math.floor(p / 3) * 15}
          r="5"
          className={tone === 'loss' ? 'fill-text-muted' : 'fill-surface-0'}
        />
      ))}
    </svg>
  );
}
