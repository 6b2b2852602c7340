import type { ReactNode, SVGProps } from 'react';
import type { Emblem, EmblemPaint } from './art';

/** Five-pointed star of outer radius r centred on the origin. */
function starPoints(r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(Math.cos(angle) * radius).toFixed(1)},${(Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' ');
}

const STAR = starPoints(46);
const SMALL_STAR = starPoints(14);
const WHEEL_SEGMENTS = [0, 45, 90, 135, 180, 225, 270, 315];
const SNOW_ARMS = [0, 60, 120, 180, 240, 300];
const DICE_PIPS: [number, number][] = [
  [-16, -16],
  [16, -16],
  [0, 0],
  [-16, 16],
  [16, 16],
];

const SPADE =
  'M-14 -14 C-28 -2 -28 10 -18 12 C-14 12 -14 10 -14 8 L-18 20 H-10 L-14 8 C-14 10 -14 12 -10 12 C0 10 0 -2 -14 -14Z';
const HEART = 'M18 18 C0 4 4 -12 12 -12 C16 -12 18 -8 18 -6 C18 -8 20 -12 24 -12 C32 -12 36 4 18 18Z';

/** One card of the cards emblem: a white card at (x, y) turned by `turn` degrees, with its suit. */
function PlayingCard({
  x,
  y,
  turn,
  suit,
  suitFill,
  line,
}: {
  x: number;
  y: number;
  turn: number;
  suit: string;
  suitFill: string;
  line: SVGProps<SVGRectElement>;
}) {
  return (
    <g transform={`rotate(${turn} ${x + 30} 0)`}>
      <rect x={x} y={y} width="52" height="76" rx="7" fill="#f5f7fa" {...line} />
      <path d={suit} fill={suitFill} />
    </g>
  );
}

/** An emblem drawn in a 100×100 box centred on the origin; the caller places and scales it. */
export function ArtEmblem({ emblem, paint }: { emblem: Emblem; paint: EmblemPaint }): ReactNode {
  const { face, second, ink } = paint;
  const line = { stroke: ink, strokeWidth: 4, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
  switch (emblem) {
    case 'seven':
      return (
        <text
          y="34"
          textAnchor="middle"
          fontSize="100"
          fontWeight="900"
          fill={face}
          stroke={ink}
          strokeWidth="5"
          paintOrder="stroke"
        >
          7
        </text>
      );
    case 'cherry':
      return (
        <g>
          <path d="M-16 14 Q-8 -24 12 -42 M20 14 Q16 -20 12 -42" fill="none" {...line} stroke="#2f7d32" />
          <path d="M12 -42 Q30 -48 38 -34 Q22 -30 12 -42Z" fill="#4caf50" {...line} />
          <circle cx="-18" cy="24" r="20" fill={face} {...line} />
          <circle cx="20" cy="24" r="20" fill={face} {...line} />
          <circle cx="-24" cy="18" r="5" fill="#fff" opacity=".6" />
          <circle cx="14" cy="18" r="5" fill="#fff" opacity=".6" />
        </g>
      );
    case 'gem':
      return (
        <g>
          <path d="M-44 -14 L-22 -40 H22 L44 -14 L0 44Z" fill={face} {...line} />
          <path d="M-44 -14 H44 M-22 -40 L-10 -14 L0 44 L10 -14 L22 -40" fill="none" {...line} />
          <path d="M-10 -14 L0 -40 L10 -14Z" fill="#fff" opacity=".45" />
        </g>
      );
    case 'star':
      return (
        <g>
          <polygon points={STAR} fill={face} {...line} />
          <polygon points={SMALL_STAR} fill="#fff" opacity=".5" transform="translate(-6 -6)" />
        </g>
      );
    case 'flame':
      return (
        <g>
          <path
            d="M0 -46 C26 -16 36 4 30 22 C24 40 10 46 0 46 C-10 46 -26 40 -30 22 C-34 4 -18 -8 -12 -24 C-6 -10 0 -8 0 -46Z"
            fill={face}
            {...line}
          />
          <path d="M0 0 C12 14 14 26 8 36 C4 42 -4 42 -8 36 C-14 26 -8 14 0 0Z" fill={second} />
        </g>
      );
    case 'wave':
      return (
        <g fill="none" {...line} strokeWidth="8">
          <path d="M-46 -12 Q-34 -30 -22 -12 T2 -12 T26 -12 T50 -12" stroke={face} />
          <path d="M-46 10 Q-34 -8 -22 10 T2 10 T26 10 T50 10" stroke={second} />
          <path d="M-46 32 Q-34 14 -22 32 T2 32 T26 32 T50 32" stroke={face} />
        </g>
      );
    case 'crown':
      return (
        <g>
          <path d="M-44 28 L-44 -22 L-22 2 L0 -36 L22 2 L44 -22 L44 28Z" fill={face} {...line} />
          <rect x="-44" y="20" width="88" height="14" fill={second} {...line} />
          <circle cx="0" cy="-36" r="6" fill={second} {...line} />
          <circle cx="-44" cy="-22" r="5" fill={second} {...line} />
          <circle cx="44" cy="-22" r="5" fill={second} {...line} />
        </g>
      );
    case 'bolt':
      return <path d="M10 -48 L-30 6 H-2 L-12 48 L32 -10 H4Z" fill={face} {...line} />;
    case 'snowflake':
      return (
        <g {...line} stroke={face} strokeWidth="7">
          {SNOW_ARMS.map((a) => (
            <path key={a} d="M0 0 V-44 M0 -26 L-12 -38 M0 -26 L12 -38" transform={`rotate(${a})`} />
          ))}
        </g>
      );
    case 'clover':
      return (
        <g>
          <path d="M0 8 Q6 30 20 44" fill="none" {...line} stroke="#2f7d32" strokeWidth="6" />
          {[0, 90, 180, 270].map((a) => (
            <path
              key={a}
              d="M0 0 C-24 -6 -28 -34 -10 -38 C-2 -40 0 -32 0 -28 C0 -32 2 -40 10 -38 C28 -34 24 -6 0 0Z"
              fill={face}
              {...line}
              transform={`rotate(${a})`}
            />
          ))}
        </g>
      );
    case 'beast':
      return (
        <g>
          <path d="M-38 -40 H38 V2 C38 28 18 40 0 48 C-18 40 -38 28 -38 2Z" fill={second} {...line} />
          <path
            d="M-18 -24 L-26 24 M0 -28 L-6 28 M18 -24 L12 24"
            fill="none"
            {...line}
            stroke={face}
            strokeWidth="8"
          />
        </g>
      );
    case 'lantern':
      return (
        <g>
          <path d="M0 -48 V-38" {...line} />
          <rect x="-16" y="-40" width="32" height="8" rx="3" fill={second} {...line} />
          <ellipse cx="0" cy="4" rx="30" ry="36" fill={face} {...line} />
          <path d="M-12 -28 Q-20 4 -12 36 M12 -28 Q20 4 12 36" fill="none" {...line} strokeWidth="3" />
          <rect x="-16" y="36" width="32" height="8" rx="3" fill={second} {...line} />
        </g>
      );
    case 'coin':
      return (
        <g>
          <circle r="44" fill={face} {...line} />
          <circle r="34" fill="none" {...line} strokeWidth="3" opacity=".6" />
          <polygon points={SMALL_STAR} fill={ink} opacity=".55" transform="scale(1.6)" />
          <circle cx="-18" cy="-20" r="7" fill="#fff" opacity=".45" />
        </g>
      );
    case 'cards':
      return (
        <g>
          <PlayingCard x={-40} y={-42} turn={-14} suit={SPADE} suitFill={ink} line={line} />
          <PlayingCard x={-8} y={-34} turn={12} suit={HEART} suitFill={face} line={line} />
        </g>
      );
    case 'wheel':
      return (
        <g>
          <circle r="46" fill={ink} />
          {WHEEL_SEGMENTS.map((a, i) => (
            <path
              key={a}
              d="M0 0 L0 -42 A42 42 0 0 1 29.7 -29.7Z"
              fill={i % 2 === 0 ? face : second}
              transform={`rotate(${a})`}
            />
          ))}
          <circle r="10" fill="#f5f7fa" {...line} />
          <path d="M-8 -52 H8 L0 -38Z" fill="#f5f7fa" {...line} strokeWidth="3" />
        </g>
      );
    case 'chips':
      return (
        <g>
          <circle r="44" fill={face} {...line} />
          <circle r="38" fill="none" stroke="#f5f7fa" strokeWidth="9" strokeDasharray="14 14" />
          <circle r="24" fill={second} {...line} strokeWidth="3" />
          <polygon points={SMALL_STAR} fill="#f5f7fa" opacity=".8" />
        </g>
      );
    case 'dice':
      return (
        <g>
          <rect
            x="-30"
            y="-46"
            width="56"
            height="56"
            rx="10"
            fill={second}
            {...line}
            transform="rotate(-16 -2 -18)"
          />
          <rect x="-22" y="-18" width="64" height="64" rx="12" fill="#f5f7fa" {...line} />
          {DICE_PIPS.map(([x, y]) => (
            <circle key={`${x},${y}`} cx={x + 10} cy={y + 14} r="6" fill={ink} />
          ))}
        </g>
      );
    case 'rocket':
      return (
        <g transform="rotate(35)">
          <path d="M-10 30 L0 48 L10 30Z" fill="#ffb300" />
          <path d="M0 -48 C18 -30 18 10 12 30 H-12 C-18 10 -18 -30 0 -48Z" fill="#f5f7fa" {...line} />
          <path d="M-12 14 L-26 32 L-12 30Z M12 14 L26 32 L12 30Z" fill={face} {...line} />
          <circle cy="-14" r="9" fill={second} {...line} />
        </g>
      );
    case 'mic':
      return (
        <g>
          <rect x="-16" y="-46" width="32" height="56" rx="16" fill={face} {...line} />
          <path
            d="M-28 -4 Q-28 26 0 26 Q28 26 28 -4 M0 26 V44 M-18 44 H18"
            fill="none"
            {...line}
            stroke={second}
            strokeWidth="6"
          />
          <path d="M-8 -34 H8 M-8 -24 H8 M-8 -14 H8" {...line} strokeWidth="3" />
        </g>
      );
  }
}
