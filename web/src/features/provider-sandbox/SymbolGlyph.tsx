import type { ReactNode } from 'react';
import { ArtEmblem, type EmblemPaint } from '../lobby';
import { type Glyph, OWN_GLYPHS } from './symbols';

const WOOD = '#9a6a3a';
const WHITE = '#f5f7fa';
const RIND = '#2f7d32';

const isOwn = (glyph: Glyph): glyph is (typeof OWN_GLYPHS)[number] =>
  (OWN_GLYPHS as readonly string[]).includes(glyph);

/**
 * A high symbol's picture in a 100×100 box centred on the origin, in the lobby emblems' style (flat
 * faces, a dark ink outline): the lobby's own emblem when the symbol is one, else the sandbox's.
 */
export function SymbolGlyph({ glyph, paint }: { glyph: Glyph; paint: EmblemPaint }): ReactNode {
  if (!isOwn(glyph)) return <ArtEmblem emblem={glyph} paint={paint} />;
  const { face, second, ink } = paint;
  const line = { stroke: ink, strokeWidth: 4, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
  switch (glyph) {
    case 'anchor':
      return (
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          <g stroke={ink} strokeWidth="16">
            <circle cy="-36" r="8" />
            <path d="M0 -28 V40 M-22 -14 H22 M-36 6 Q-32 38 0 40 Q32 38 36 6" />
          </g>
          <g stroke={face} strokeWidth="9">
            <circle cy="-36" r="8" />
            <path d="M0 -28 V40 M-22 -14 H22 M-36 6 Q-32 38 0 40 Q32 38 36 6" />
          </g>
          <path d="M-44 14 L-36 0 L-28 14Z M44 14 L36 0 L28 14Z" fill={face} {...line} />
        </g>
      );
    case 'compass':
      return (
        <g>
          <circle r="44" fill={face} {...line} />
          <circle r="34" fill={ink} />
          {[0, 90, 180, 270].map((a) => (
            <path key={a} d="M0 -34 V-26" stroke={WHITE} strokeWidth="4" transform={`rotate(${a})`} />
          ))}
          <g transform="rotate(35)">
            <path d="M0 -30 L9 0 H-9Z" fill={face} {...line} strokeWidth="2" />
            <path d="M0 30 L9 0 H-9Z" fill={WHITE} {...line} strokeWidth="2" />
          </g>
          <circle r="5" fill={second} {...line} strokeWidth="2" />
        </g>
      );
    case 'tricorn':
      return (
        <g>
          <path
            d="M-48 14 C-42 -4 -32 -8 -26 -10 C-22 -40 22 -40 26 -10 C32 -8 42 -4 48 14 C30 4 14 8 0 18 C-14 8 -30 4 -48 14Z"
            fill={face}
            {...line}
          />
          <path d="M-42 8 C-28 0 -14 4 0 12 C14 4 28 0 42 8" fill="none" stroke={second} strokeWidth="5" />
          <path d="M-12 -2 L12 -24 M12 -2 L-12 -24" stroke={WHITE} strokeWidth="5" strokeLinecap="round" />
          <circle cy="-16" r="9" fill={WHITE} {...line} strokeWidth="2.5" />
          <circle cx="-3.5" cy="-17" r="2.2" fill={ink} />
          <circle cx="3.5" cy="-17" r="2.2" fill={ink} />
        </g>
      );
    case 'helmet':
      return (
        <g>
          <path d="M-26 -8 Q-50 -14 -46 -46 Q-34 -22 -18 -24Z" fill={WHITE} {...line} />
          <path d="M26 -8 Q50 -14 46 -46 Q34 -22 18 -24Z" fill={WHITE} {...line} />
          <path d="M-32 14 Q-32 -38 0 -38 Q32 -38 32 14Z" fill={face} {...line} />
          <rect x="-34" y="6" width="68" height="12" rx="3" fill={second} {...line} />
          <rect x="-6" y="14" width="12" height="26" rx="3" fill={second} {...line} />
          <path d="M0 -36 V6" {...line} strokeWidth="3" opacity=".6" />
        </g>
      );
    case 'longship':
      return (
        <g>
          <path d="M0 -46 V14" {...line} strokeWidth="5" />
          <path d="M-28 -38 H28 Q32 -16 26 4 H-26 Q-32 -16 -28 -38Z" fill={face} {...line} />
          <path d="M-10 -38 V4 M10 -38 V4" stroke={WHITE} strokeWidth="6" opacity=".75" />
          <path
            d="M-48 -6 Q-46 14 -34 22 Q0 34 34 22 Q46 14 48 -6 Q40 8 30 10 H-30 Q-40 8 -48 -6Z"
            fill={second}
            {...line}
          />
          {[-22, -7, 8, 23].map((x) => (
            <circle key={x} cx={x} cy="17" r="6" fill={WHITE} {...line} strokeWidth="2.5" />
          ))}
        </g>
      );
    case 'axe':
      return (
        <g>
          <path d="M-30 44 L20 -40" stroke={ink} strokeWidth="14" strokeLinecap="round" />
          <path d="M-30 44 L20 -40" stroke={WOOD} strokeWidth="7" strokeLinecap="round" />
          <path d="M4 -42 Q30 -56 46 -32 Q42 -8 24 0 Q22 -14 10 -22Z" fill={face} {...line} />
          <path d="M8 -34 Q-6 -40 -12 -30 Q-8 -24 2 -24Z" fill={second} {...line} strokeWidth="3" />
          <path d="M30 -40 Q40 -26 30 -10" fill="none" stroke={WHITE} strokeWidth="3" opacity=".6" />
        </g>
      );
    case 'mask':
      return (
        <g>
          <path d="M-8 -26 Q-20 -52 -2 -50 Q6 -40 -2 -26Z" fill={second} {...line} strokeWidth="3" />
          <path d="M6 -26 Q18 -54 30 -40 Q24 -30 12 -24Z" fill={second} {...line} strokeWidth="3" />
          <path
            d="M-46 -20 Q0 -34 46 -20 Q48 18 18 28 Q8 14 0 14 Q-8 14 -18 28 Q-48 18 -46 -20Z"
            fill={face}
            {...line}
          />
          <path d="M-32 -6 Q-20 -16 -8 -6 Q-20 4 -32 -6Z M32 -6 Q20 -16 8 -6 Q20 4 32 -6Z" fill={ink} />
          <path d="M-38 -18 Q0 -28 38 -18" fill="none" stroke={WHITE} strokeWidth="3" opacity=".5" />
        </g>
      );
    case 'chalice':
      return (
        <g>
          <path d="M-32 -42 H32 Q34 -2 0 8 Q-34 -2 -32 -42Z" fill={face} {...line} />
          <rect x="-6" y="6" width="12" height="24" fill={second} {...line} />
          <ellipse cy="36" rx="24" ry="8" fill={face} {...line} />
          <circle cy="-20" r="8" fill={second} {...line} strokeWidth="3" />
          <path d="M-22 -36 Q-22 -14 -10 -6" fill="none" stroke={WHITE} strokeWidth="4" opacity=".5" />
        </g>
      );
    case 'bell':
      return (
        <g>
          <circle cy="36" r="9" fill={second} {...line} />
          <path
            d="M0 -46 Q-6 -46 -6 -40 Q-32 -34 -32 -2 Q-32 18 -44 28 H44 Q32 18 32 -2 Q32 -34 6 -40 Q6 -46 0 -46Z"
            fill={face}
            {...line}
          />
          <path d="M-44 28 H44" {...line} strokeWidth="6" />
          <path d="M-18 -26 Q-24 -10 -22 10" fill="none" stroke={WHITE} strokeWidth="5" opacity=".5" />
        </g>
      );
    case 'melon':
      return (
        <g transform="translate(0 -8)">
          <path d="M-48 -6 A48 48 0 0 0 48 -6Z" fill={RIND} {...line} />
          <path d="M-40 -6 A40 40 0 0 0 40 -6Z" fill={WHITE} />
          <path d="M-35 -6 A35 35 0 0 0 35 -6Z" fill={face} />
          {[
            [-18, 6],
            [0, 14],
            [18, 6],
            [-8, 24],
            [10, 26],
          ].map(([x, y]) => (
            <ellipse key={`${x},${y}`} cx={x} cy={y} rx="3" ry="5" fill={ink} />
          ))}
          <path d="M-48 -6 H48" {...line} />
        </g>
      );
    case 'balloon':
      return (
        <g>
          <path d="M0 26 Q-8 36 2 42 Q10 48 0 52" fill="none" {...line} strokeWidth="2.5" />
          <path d="M-6 30 H6 L0 22Z" fill={face} {...line} strokeWidth="3" />
          <ellipse cy="-12" rx="30" ry="36" fill={face} {...line} />
          <path d="M0 -48 Q-14 -12 0 24 M0 -48 Q14 -12 0 24" fill="none" stroke={second} strokeWidth="4" />
          <ellipse cx="-12" cy="-28" rx="6" ry="10" fill={WHITE} opacity=".55" />
        </g>
      );
  }
}
