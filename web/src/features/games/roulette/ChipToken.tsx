import clsx from 'clsx';

/** Chip colours by how many chips make the stack: more chips, warmer colour. */
function chipColour(count: number): { face: string; edge: string } {
  if (count >= 25) return { face: '#8b5cf6', edge: '#c4b5fd' };
  if (count >= 10) return { face: '#e23b4a', edge: '#fecdd3' };
  if (count >= 5) return { face: '#1fd17a', edge: '#bbf7d0' };
  if (count >= 2) return { face: '#2f7de1', edge: '#bfdbfe' };
  return { face: '#f4c542', edge: '#fff3c4' };
}

/** A casino chip with its amount printed on it; drawn in SVG, sized by the caller. */
export function ChipToken({ count, label, className }: { count: number; label: string; className?: string }) {
  const { face, edge } = chipColour(count);
  return (
    <svg
      viewBox="0 0 40 40"
      className={clsx('drop-shadow-[0_2px_3px_rgba(0,0,0,0.5)]', className)}
      aria-hidden="true"
    >
      <circle cx="20" cy="20" r="19" fill={face} />
      <circle cx="20" cy="20" r="16" fill="none" stroke={edge} strokeWidth="4" strokeDasharray="6.3 6.3" />
      <circle cx="20" cy="20" r="12" fill={face} stroke="rgba(0,0,0,0.25)" strokeWidth="1" />
      <text
        x="20"
        y="20.5"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={label.length > 4 ? 8 : label.length > 3 ? 9.5 : 11}
        fontWeight="800"
        fill={count >= 2 && count < 5 ? '#fff' : '#0e1a24'}
        fontFamily="Inter Variable, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}
