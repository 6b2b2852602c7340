import type { SuitLetter } from './card-code';

/** Suit shapes on a 100 × 100 box, drawn rather than typed so no font or emoji style can change them. */
const SUIT_PATHS: Record<SuitLetter, string> = {
  D: 'M50 2 L88 50 L50 98 L12 50 Z',
  H: 'M50 94 C22 72 2 54 2 30 C2 13 14 3 28 3 C39 3 46 9 50 18 C54 9 61 3 72 3 C86 3 98 13 98 30 C98 54 78 72 50 94 Z',
  S: 'M50 2 C78 26 98 42 98 60 C98 75 87 85 74 85 C65 85 58 81 54 74 C55 85 59 92 67 98 L33 98 C41 92 45 85 46 74 C42 81 35 85 26 85 C13 85 2 75 2 60 C2 42 22 26 50 2 Z',
  C: 'M50 4 A22 22 0 0 1 68 39 A22 22 0 1 1 56 72 C57 84 61 92 68 98 L32 98 C39 92 43 84 44 72 A22 22 0 1 1 32 39 A22 22 0 0 1 50 4 Z',
};

/** A suit as an SVG group placed at (x, y) with the given size, for use inside a card's SVG. */
export function SuitShape({
  suit,
  x,
  y,
  size,
  fill,
}: {
  suit: SuitLetter;
  x: number;
  y: number;
  size: number;
  fill: string;
}) {
  return <path d={SUIT_PATHS[suit]} fill={fill} transform={`translate(${x} ${y}) scale(${size / 100})`} />;
}
