import type { Motif } from './art';

/** Eight backgrounds so neighbouring tiles differ in shape as well as colour. */
export function ArtMotif({ motif, accent }: { motif: Motif; accent: string }) {
  const stroke = { stroke: '#fff', strokeOpacity: 0.14, fill: 'none' } as const;
  switch (motif) {
    case 'rings':
      return (
        <g {...stroke} strokeWidth="6">
          {[20, 42, 64, 86, 108].map((r) => (
            <circle key={r} cx="71" cy="80" r={r} />
          ))}
        </g>
      );
    case 'rays':
      return (
        <g fill="#fff" fillOpacity=".08">
          {RAY_ANGLES.map((angle) => (
            <path key={angle} d="M71 80 L60 -120 L82 -120 Z" transform={`rotate(${angle} 71 80)`} />
          ))}
        </g>
      );
    case 'diamonds':
      return (
        <g {...stroke} strokeWidth="2">
          {[0, 1, 2, 3, 4].flatMap((row) =>
            [0, 1, 2, 3].map((col) => (
              <path
                key={`${row}-${col}`}
                d="M0 -14 L12 0 L0 14 L-12 0 Z"
                transform={`translate(${col * 40 + (row % 2) * 20 + 10} ${row * 34 + 16})`}
              />
            )),
          )}
        </g>
      );
    case 'waves':
      return (
        <g {...stroke} strokeWidth="4">
          {[30, 60, 90, 120, 150].map((y) => (
            <path key={y} d={`M-10 ${y} Q25 ${y - 18} 60 ${y} T130 ${y} T200 ${y}`} />
          ))}
        </g>
      );
    case 'stars':
      return (
        <g fill="#fff" fillOpacity=".18">
          {SCATTER.map(([x, y, r]) => (
            <path key={`${x}-${y}`} d={starPath(x, y, r)} />
          ))}
        </g>
      );
    case 'grid':
      return (
        <g {...stroke} strokeWidth="1.5">
          {GRID_STEPS.map((n) => (
            <line key={`v${n}`} x1={n * 20} y1="0" x2={n * 20 - 60} y2="200" />
          ))}
          {GRID_STEPS.map((n) => (
            <line key={`h${n}`} x1="0" y1={n * 28} x2="142" y2={n * 28} />
          ))}
        </g>
      );
    case 'confetti':
      return (
        <g fillOpacity=".22">
          {SCATTER.map(([x, y, r], i) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={i % 2 === 0 ? '#fff' : accent} />
          ))}
        </g>
      );
    case 'chevrons':
      return (
        <g {...stroke} strokeWidth="7">
          {[10, 46, 82, 118, 154, 190].map((y) => (
            <path key={y} d={`M-10 ${y + 24} L71 ${y} L152 ${y + 24}`} />
          ))}
        </g>
      );
  }
}

const RAY_ANGLES = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];
const GRID_STEPS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Points (x, y, size) the stars and the confetti are scattered over. */
const SCATTER: [number, number, number][] = [
  [20, 24, 5],
  [118, 34, 7],
  [40, 140, 4],
  [110, 130, 5],
  [70, 20, 3],
  [128, 86, 3],
  [14, 90, 4],
];

/** A four-pointed sparkle centred on (x, y). */
function starPath(x: number, y: number, r: number): string {
  const h = r / 2;
  return `M${x} ${y - 2 * r} L${x + h} ${y - h} L${x + 2 * r} ${y} L${x + h} ${y + h} L${x} ${y + 2 * r} L${x - h} ${y + h} L${x - 2 * r} ${y} L${x - h} ${y - h} Z`;
}
