import { memo, useId } from 'react';
import { ArtEmblem } from '../lobby';
import type { StageTheme } from './palette';
import { SymbolGlyph } from './SymbolGlyph';
import { type SymbolArt, symbolArt } from './symbols';

/** Sixteen-point burst behind the wild. */
const BURST = Array.from({ length: 32 }, (_, i) => {
  const r = i % 2 === 0 ? 47 : 36;
  const a = (Math.PI / 16) * i - Math.PI / 2;
  return `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`;
}).join(' ');

/** A five-pointed star on the scatter's medallion. */
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 26 : 11;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`;
}).join(' ');

const SCATTER_RAYS = Array.from({ length: 12 }, (_, i) => i * 30);

/**
 * One symbol on the reels as an SVG picture in the title's theme; its accessible name is the engine's
 * name for it. Memoised: a spin redraws only the cells whose symbol changed.
 */
export const SymbolTile = memo(function SymbolTile({
  symbol,
  name,
  theme,
}: {
  /** The engine's id for the symbol (W, S, H1…, L1…). */
  symbol: string;
  /** What the title's theme calls it. */
  name: string;
  theme: StageTheme;
}) {
  const art = symbolArt(symbol, name, theme.art.emblem);
  const id = useId().replaceAll(':', '');
  const ink = theme.colours.paint.ink;
  return (
    <svg viewBox="-50 -50 100 100" role="img" aria-label={art.name} className="block size-full">
      <title>{art.name}</title>
      <defs>
        <radialGradient id={`${id}cell`} cy="-.1" r=".75">
          <stop offset="0" stopColor={theme.cell[0]} />
          <stop offset="1" stopColor={theme.cell[1]} />
        </radialGradient>
        {(art.kind === 'wild' || art.kind === 'scatter') && (
          <radialGradient id={`${id}face`} cy="-.15" r=".7">
            <stop offset="0" stopColor={theme[art.kind][0]} />
            <stop offset="1" stopColor={theme[art.kind][1]} />
          </radialGradient>
        )}
      </defs>
      <rect x="-50" y="-50" width="100" height="100" rx="12" fill={`url(#${id}cell)`} />
      <Face art={art} theme={theme} ink={ink} fill={`url(#${id}face)`} />
    </svg>
  );
});

function Face({ art, theme, ink, fill }: { art: SymbolArt; theme: StageTheme; ink: string; fill: string }) {
  const paint = theme.colours.paint;
  switch (art.kind) {
    case 'wild':
      return (
        <g>
          <polygon points={BURST} fill={fill} stroke={theme.gold} strokeWidth="2.5" strokeLinejoin="round" />
          <g transform="translate(0 -10) scale(.42)">
            <ArtEmblem emblem={theme.art.emblem} paint={{ ...paint, face: theme.gold }} />
          </g>
          <Ribbon text="WILD" size={24} ink={ink} colour={theme.gold} />
        </g>
      );
    case 'scatter':
      return (
        <g>
          <g stroke={theme.scatter[0]} strokeWidth="3" opacity=".55">
            {SCATTER_RAYS.map((a) => (
              <path key={a} d="M0 -36 V-47" transform={`rotate(${a})`} />
            ))}
          </g>
          <circle r="34" fill={fill} stroke="#fff" strokeWidth="2.5" />
          <polygon
            points={STAR}
            fill="#fff"
            stroke={ink}
            strokeWidth="3"
            strokeLinejoin="round"
            transform="translate(0 -8)"
          />
          <Ribbon text="SCATTER" size={15} ink={ink} colour="#fff" />
        </g>
      );
    case 'high':
      return (
        <g transform="scale(.8)">
          <SymbolGlyph
            glyph={art.glyph}
            paint={{
              ink: paint.ink,
              face: theme.high[art.tier % 3] as string,
              second: theme.highShade[art.tier % 3] as string,
            }}
          />
        </g>
      );
    case 'rank':
      return (
        <text
          y="23"
          textAnchor="middle"
          fontSize={art.rank.length > 1 ? 54 : 66}
          fontWeight="900"
          fill={theme.ranks[art.tier % 4]}
          stroke={ink}
          strokeWidth="7"
          strokeLinejoin="round"
          paintOrder="stroke"
          style={{ letterSpacing: '-0.04em' }}
        >
          {art.rank}
        </text>
      );
  }
}

/** The wild's and the scatter's lettering, on a dark band across the lower third. */
function Ribbon({ text, size, ink, colour }: { text: string; size: number; ink: string; colour: string }) {
  return (
    <g>
      <rect x="-47" y="14" width="94" height="26" rx="6" fill={ink} stroke={colour} strokeWidth="2" />
      <text
        y={27 + size * 0.36}
        textAnchor="middle"
        fontSize={size}
        fontWeight="900"
        fill={colour}
        style={{ letterSpacing: '0.04em' }}
      >
        {text}
      </text>
    </g>
  );
}
