import type { GameKind } from '@casino/contract';
import { memo, useId } from 'react';
import { ArtEmblem } from './ArtEmblem';
import { ArtMotif } from './ArtMotif';
import { type ArtRecipe, artColours, artRecipe, type EmblemPaint } from './art';

export interface GameArtProps {
  title: string;
  /** The studio (provider) name, printed along the bottom. */
  studio: string;
  kind: GameKind;
  /** The game's slug: the art is a function of its hash. */
  slug: string;
}

const W = 142;
const H = 200;
/** The studio strip along the bottom; the title stays above it. */
const STRIP = 172;

/**
 * A game's tile artwork in SVG (viewBox 142×200, aspect 0.71): a background pattern, an emblem in one of
 * four compositions, the title in large type and the studio along the bottom, all from the game's recipe.
 * Memoised: the same game re-renders nothing.
 */
export const GameArt = memo(function GameArt({ title, studio, kind, slug }: GameArtProps) {
  const art = artRecipe(title, studio, kind, slug);
  const id = useId().replaceAll(':', '');
  const colours = artColours(art);
  const { accent, paint } = colours;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="size-full"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
      data-art={`${art.layout}/${art.motif}/${art.emblem}/${art.from}-${art.to}`}
    >
      <defs>
        <linearGradient id={`${id}bg`} gradientTransform={`rotate(${art.angle - 90} .5 .5)`}>
          <stop offset="0" stopColor={colours.from} />
          <stop offset="1" stopColor={colours.to} />
        </linearGradient>
        <radialGradient id={`${id}glow`} cx=".5" cy=".38" r=".5">
          <stop offset="0" stopColor={accent} stopOpacity=".5" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}bg)`} />
      <ArtMotif motif={art.motif} accent={accent} />
      <rect width={W} height={H} fill={`url(#${id}glow)`} />
      <Composition art={art} paint={paint} accent={accent} />
      {art.live && (
        <g>
          <rect x="8" y="8" width="40" height="18" rx="9" fill="#ff3b4f" />
          <circle cx="17" cy="17" r="3" fill="#fff" />
          <text x="24" y="21.5" fontSize="11" fontWeight="800" fill="#fff">
            LIVE
          </text>
        </g>
      )}
      <rect x="0" y={STRIP} width={W} height={H - STRIP} fill="#000" opacity=".4" />
      <text
        x={W / 2}
        y="190"
        textAnchor="middle"
        fontSize={studio.length > 16 ? 9 : 11}
        fontWeight="700"
        fill="#fff"
        opacity=".9"
        style={{ letterSpacing: studio.length > 16 ? '0.04em' : '0.12em', textTransform: 'uppercase' }}
      >
        {studio.length > 22 ? `${studio.slice(0, 21)}…` : studio}
      </text>
    </svg>
  );
});

/** Where the emblem and the title go: the recipe's layout. The title's lines decide how much room is left. */
function Composition({ art, paint, accent }: { art: ArtRecipe; paint: EmblemPaint; accent: string }) {
  const size = titleSize(art);
  const block = art.lines.length * size * LEADING;
  // A live tile's tag takes the top-left corner; the composition starts under it.
  const top = art.live ? 30 : 8;
  switch (art.layout) {
    case 'medallion': {
      const zone = TITLE_BOTTOM - block - 8 - top;
      const r = Math.min(46, zone / 2 - 8);
      const cy = top + zone / 2;
      return (
        <>
          <circle cx="71" cy={cy} r={r} fill={paint.ink} opacity=".55" />
          {BULB_ANGLES.map((a) => (
            <circle
              key={a}
              cx={71 + Math.cos(a) * (r + 6)}
              cy={cy + Math.sin(a) * (r + 6)}
              r="3"
              fill={accent}
            />
          ))}
          <Placed x={71} y={cy} scale={(r / 46) * 0.66} art={art} paint={paint} />
          <Title art={art} top={TITLE_BOTTOM - block} />
        </>
      );
    }
    case 'spotlight':
      return (
        <>
          <Placed x={96} y={top + 50} scale={1.1} rotate={-12} art={art} paint={paint} />
          <Title art={art} top={TITLE_BOTTOM - block} align="start" />
        </>
      );
    case 'reels': {
      const cy = top + 14 + Math.min(36, (TITLE_BOTTOM - block - top - 30) / 2);
      return (
        <>
          <rect
            x="9"
            y={cy - 36}
            width="124"
            height="72"
            rx="12"
            fill={paint.ink}
            opacity=".7"
            stroke={accent}
            strokeWidth="3"
          />
          {REEL_X.map((x) => (
            <rect key={x} x={x - 18} y={cy - 29} width="36" height="58" rx="6" fill="#f5f7fa" opacity=".92" />
          ))}
          <Placed x={REEL_X[0]} y={cy} scale={0.3} art={art} paint={paint} emblem={art.sideEmblems[0]} />
          <Placed x={REEL_X[1]} y={cy} scale={0.3} art={art} paint={paint} />
          <Placed x={REEL_X[2]} y={cy} scale={0.3} art={art} paint={paint} emblem={art.sideEmblems[1]} />
          <Title art={art} top={TITLE_BOTTOM - block} />
        </>
      );
    }
    case 'marquee': {
      // The band hangs below the tile's corner badges (jackpot, favourite heart) so they never cover the title.
      const band = MARQUEE_TOP;
      const below = band + block + 12;
      const zone = STRIP - 2 - below;
      return (
        <>
          <rect x="0" y={band} width={W} height={block + 10} fill={paint.ink} opacity=".5" />
          <Title art={art} top={band + 5} />
          <Placed
            x={71}
            y={below + zone / 2}
            scale={Math.min(0.82, (zone - 4) / 100)}
            art={art}
            paint={paint}
          />
        </>
      );
    }
  }
}

/** Line height of the title, in font sizes. */
const LEADING = 1.08;
/** The title's last line sits this far above the studio strip. */
const TITLE_BOTTOM = STRIP - 4;
const REEL_X = [33, 71, 109] as const;
/** Where a marquee's band starts: under the corner badges, which reach about 48 units down on a phone. */
const MARQUEE_TOP = 50;
/** Twelve marquee bulbs around the medallion. */
const BULB_ANGLES = Array.from({ length: 12 }, (_, i) => (Math.PI / 6) * i);

function Placed({
  x,
  y,
  scale,
  rotate = 0,
  art,
  paint,
  emblem = art.emblem,
}: {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
  art: ArtRecipe;
  paint: EmblemPaint;
  emblem?: ArtRecipe['emblem'];
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}>
      <ArtEmblem emblem={emblem} paint={paint} />
    </g>
  );
}

/**
 * The title's size: as large as the longest line allows across the tile (at most 24, 18 on three lines),
 * never under 16 so it reads on a phone.
 */
function titleSize(art: ArtRecipe): number {
  const longest = Math.max(...art.lines.map((l) => l.length));
  const most = art.lines.length > 2 ? 18 : 24;
  return Math.max(16, Math.min(most, Math.floor(124 / (longest * 0.68))));
}

/** The title in heavy capitals with a dark outline, its block starting at `top`. */
function Title({ art, top, align = 'middle' }: { art: ArtRecipe; top: number; align?: 'middle' | 'start' }) {
  const size = titleSize(art);
  const step = size * LEADING;
  // The first baseline: a capital's height (about 0.74 of the size) under the block's top.
  const first = top + size * 0.8;
  const x = align === 'middle' ? W / 2 : 10;
  return (
    <text
      data-art-title
      x={x}
      y={first}
      textAnchor={align}
      fontWeight="900"
      fontSize={size}
      fill="#fff"
      stroke={artColours(art).outline}
      strokeWidth="3.5"
      paintOrder="stroke"
      style={{ letterSpacing: '-0.01em', textTransform: 'uppercase' }}
    >
      {art.lines.map((line, i) => {
        const y = first + i * step;
        return (
          <tspan key={y} x={x} y={y}>
            {line}
          </tspan>
        );
      })}
    </text>
  );
}
