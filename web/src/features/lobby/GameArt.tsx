import { useId } from 'react';
import { artRecipe, type Motif } from './art';

/** A game's tile artwork in SVG (viewBox 142×200, aspect 0.71), drawn from its title and provider. */
export function GameArt({ title, provider }: { title: string; provider: string }) {
  const art = artRecipe(title, provider);
  const id = useId().replaceAll(':', '');
  const size = art.lines.some((l) => l.length > 8) ? 17 : 21;
  const top = 112 - (art.lines.length - 1) * size * 0.55;
  return (
    <svg viewBox="0 0 142 200" className="size-full" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`${id}bg`} gradientTransform={`rotate(${art.angle - 90} .5 .5)`}>
          <stop offset="0" stopColor={`hsl(${art.from} 68% 42%)`} />
          <stop offset="1" stopColor={`hsl(${art.to} 62% 16%)`} />
        </linearGradient>
        <radialGradient id={`${id}glow`} cx=".5" cy=".42" r=".55">
          <stop offset="0" stopColor={`hsl(${art.accent} 90% 70%)`} stopOpacity=".45" />
          <stop offset="1" stopColor={`hsl(${art.accent} 90% 70%)`} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="142" height="200" fill={`url(#${id}bg)`} />
      <MotifLayer motif={art.motif} />
      <rect width="142" height="200" fill={`url(#${id}glow)`} />
      <text
        x="71"
        y={top}
        textAnchor="middle"
        fontWeight="900"
        fontSize={size}
        fill="#fff"
        stroke={`hsl(${art.to} 70% 12%)`}
        strokeWidth="3"
        paintOrder="stroke"
        style={{ letterSpacing: '-0.02em', textTransform: 'uppercase' }}
      >
        {art.lines.map((line, i) => {
          const y = top + i * size * 1.1;
          return (
            <tspan key={y} x="71" y={y}>
              {line}
            </tspan>
          );
        })}
      </text>
      <rect x="0" y="168" width="142" height="32" fill="#000" opacity=".35" />
      <text
        x="71"
        y="188"
        textAnchor="middle"
        fontSize={provider.length > 14 ? 8 : 10}
        fontWeight="600"
        fill="#fff"
        opacity=".85"
        style={{ letterSpacing: provider.length > 14 ? '0.04em' : '0.12em', textTransform: 'uppercase' }}
      >
        {provider.length > 22 ? `${provider.slice(0, 21)}…` : provider}
      </text>
    </svg>
  );
}

/** Six backgrounds so neighbouring tiles differ in shape as well as colour. */
function MotifLayer({ motif }: { motif: Motif }) {
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
          {STARS.map(([x, y, r]) => (
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
  }
}

const RAY_ANGLES = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];
const GRID_STEPS = [0, 1, 2, 3, 4, 5, 6, 7];

const STARS: [number, number, number][] = [
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
