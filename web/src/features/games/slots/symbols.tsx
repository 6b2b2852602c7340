import type { SlotSymbol } from '@casino/fairness';
import type { ReactNode } from 'react';
import { LinearGradient, RadialGradient } from '../art/Gradient';

/**
 * The eight Lucky Lagoon symbols, drawn in a 100 × 100 box. Their gradients live in <SymbolDefs />,
 * rendered once per page that shows symbols.
 */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <RadialGradient id="slot-cherry" at="35% 30%" r="75%" stops="0% #ff8a8a, 55% #e0203a, 100% #8a0b1f" />
        <RadialGradient id="slot-lemon" at="40% 35%" r="70%" stops="0% #fff7b0, 55% #f7dc2a, 100% #c9a400" />
        <RadialGradient id="slot-orange" at="38% 35%" r="72%" stops="0% #ffd08a, 55% #ff9417, 100% #c25b00" />
        <RadialGradient id="slot-plum" at="38% 32%" r="75%" stops="0% #d7a6ff, 50% #8b3fd9, 100% #4a1580" />
        <LinearGradient id="slot-gold" direction="diagonal" stops="0% #fff1a8, 45% #f4c542, 100% #b0800c" />
        <LinearGradient id="slot-seven" stops="0% #ff6b6b, 100% #b3001b" />
        <RadialGradient id="slot-clover" at="50% 40%" r="65%" stops="0% #8dffb8, 60% #1fd17a, 100% #0b7a42" />
        <filter id="slot-blur" x="-10%" y="-30%" width="120%" height="160%">
          <feGaussianBlur stdDeviation="0 5" />
        </filter>
      </defs>
    </svg>
  );
}

const shine = (cx: number, cy: number, rx: number, ry: number) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#ffffff" opacity={0.55} />
);

const HEART = 'M50 48 C40 42 30 30 38 20 C43 14 50 18 50 24 C50 18 57 14 62 20 C70 30 60 42 50 48Z';

const ART: Record<SlotSymbol, ReactNode> = {
  cherry: (
    <>
      <path
        d="M54 14 C46 30 38 42 34 56"
        stroke="#2f7d2b"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M54 14 C58 30 62 44 66 60"
        stroke="#2f7d2b"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M54 14 C64 6 80 8 86 18 C74 24 62 22 54 14Z" fill="#48b848" />
      <circle cx="33" cy="68" r="17" fill="url(#slot-cherry)" />
      <circle cx="67" cy="72" r="17" fill="url(#slot-cherry)" />
      {shine(27, 62, 5, 3.5)}
      {shine(61, 66, 5, 3.5)}
    </>
  ),
  lemon: (
    <>
      <ellipse cx="50" cy="54" rx="36" ry="26" transform="rotate(-18 50 54)" fill="url(#slot-lemon)" />
      <circle cx="15" cy="66" r="5" fill="#e6c400" />
      <circle cx="85" cy="42" r="5" fill="#e6c400" />
      {shine(38, 44, 10, 5)}
    </>
  ),
  orange: (
    <>
      <circle cx="50" cy="56" r="32" fill="url(#slot-orange)" />
      <path d="M50 25 C56 14 70 12 76 18 C70 26 58 28 50 25Z" fill="#3fae47" />
      <circle cx="50" cy="26" r="3" fill="#7a4a12" />
      {[
        [62, 50],
        [40, 70],
        [66, 70],
        [52, 80],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="#c25b00" opacity="0.6" />
      ))}
      {shine(38, 44, 8, 5)}
    </>
  ),
  plum: (
    <>
      <path
        d="M50 22 C52 16 56 12 62 10"
        stroke="#5b3a1a"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="56" rx="29" ry="34" fill="url(#slot-plum)" />
      <path d="M50 26 C44 42 44 70 52 88" stroke="#3a0f66" strokeWidth="2" fill="none" opacity="0.5" />
      {shine(39, 42, 6, 9)}
    </>
  ),
  bell: (
    <>
      <circle cx="50" cy="14" r="5" fill="url(#slot-gold)" />
      <path
        d="M50 17 C33 17 26 32 26 50 C26 62 22 70 14 76 H86 C78 70 74 62 74 50 C74 32 67 17 50 17Z"
        fill="url(#slot-gold)"
        stroke="#8a6200"
        strokeWidth="2"
      />
      <rect x="12" y="74" width="76" height="7" rx="3.5" fill="#d9a520" />
      <circle cx="50" cy="86" r="7" fill="#b0800c" />
      {shine(38, 36, 5, 10)}
    </>
  ),
  bar: (
    <>
      <rect
        x="8"
        y="30"
        width="84"
        height="40"
        rx="9"
        fill="#111a24"
        stroke="url(#slot-gold)"
        strokeWidth="4"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="27"
        fontWeight="900"
        letterSpacing="2"
        fill="url(#slot-gold)"
        fontFamily="Inter Variable, sans-serif"
      >
        BAR
      </text>
    </>
  ),
  seven: (
    <path
      d="M20 16 H82 V30 L54 88 H33 L59 32 H20 Z"
      fill="url(#slot-seven)"
      stroke="#ffd54a"
      strokeWidth="4"
      strokeLinejoin="round"
    />
  ),
  clover: (
    <>
      <path
        d="M50 50 C52 66 58 78 68 90"
        stroke="#0b7a42"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d={HEART}
          transform={`rotate(${angle} 50 48)`}
          fill="url(#slot-clover)"
          stroke="#f4c542"
          strokeWidth="2"
        />
      ))}
      <circle cx="50" cy="48" r="4" fill="#f4c542" />
    </>
  ),
};

export const SYMBOL_NAMES: Record<SlotSymbol, string> = {
  cherry: 'Cherry',
  lemon: 'Lemon',
  orange: 'Orange',
  plum: 'Plum',
  bell: 'Bell',
  bar: 'Bar',
  seven: 'Seven',
  clover: 'Clover',
};

/** One symbol placed in an SVG: its top-left corner at (x, y), `size` units wide. */
export function SymbolArt({
  symbol,
  x = 0,
  y = 0,
  size = 100,
}: {
  symbol: SlotSymbol;
  x?: number;
  y?: number;
  size?: number;
}) {
  return <g transform={`translate(${x} ${y}) scale(${size / 100})`}>{ART[symbol]}</g>;
}

/** A symbol as a small standalone icon (the paytable). */
export function SymbolIcon({ symbol, size = 28 }: { symbol: SlotSymbol; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={SYMBOL_NAMES[symbol]}>
      <SymbolArt symbol={symbol} />
    </svg>
  );
}
