import type { Emblem } from '../lobby';

/**
 * What a slot symbol is drawn as. The engines pay by symbol id (W wild, S scatter, H1…H3 high, L1…L4 low)
 * and a theme names each (packages/provider-games themes.ts): the wild and the scatter are lettered
 * shapes, a high symbol is a picture of its name, a low one its card rank.
 */
export type SymbolArt =
  | { kind: 'wild'; name: string }
  | { kind: 'scatter'; name: string }
  | { kind: 'high'; name: string; tier: number; glyph: Glyph }
  | { kind: 'rank'; name: string; tier: number; rank: string };

/** The pictures of high symbols: the lobby's emblems and the sandbox's own. */
export const OWN_GLYPHS = [
  'anchor',
  'compass',
  'tricorn',
  'helmet',
  'longship',
  'axe',
  'mask',
  'chalice',
  'bell',
  'melon',
  'balloon',
] as const;
export type Glyph = Emblem | (typeof OWN_GLYPHS)[number];

/** Every high symbol a theme names, and its picture. */
const GLYPHS: Record<string, Glyph> = {
  Emperor: 'crown',
  Lantern: 'lantern',
  'Jade Coin': 'coin',
  Captain: 'tricorn',
  Anchor: 'anchor',
  Compass: 'compass',
  Jarl: 'helmet',
  Longship: 'longship',
  Axe: 'axe',
  'Queen of the Nile': 'crown',
  Mask: 'mask',
  Chalice: 'chalice',
  Seven: 'seven',
  Bell: 'bell',
  Melon: 'melon',
  Rocket: 'rocket',
  Balloon: 'balloon',
};

/** Pictures for a high symbol a theme names that has none of its own: the tile's emblem leads. */
const SPARE_GLYPHS: readonly Glyph[] = ['gem', 'star', 'coin'];

const RANKS: Record<string, string> = { Ace: 'A', King: 'K', Queen: 'Q', Jack: 'J', Ten: '10' };

/** The tier of H2 or L3 (1, 2…), counted from 0; the engines number them from 1. */
const tierOf = (id: string) => Math.max(0, Number.parseInt(id.slice(1), 10) - 1 || 0);

/** How symbol `id` is drawn in a theme that names it `name`; `emblem` is the title's tile emblem. */
export function symbolArt(id: string, name: string, emblem: Emblem): SymbolArt {
  if (id === 'W') return { kind: 'wild', name };
  if (id === 'S') return { kind: 'scatter', name };
  const tier = tierOf(id);
  if (id.startsWith('H')) {
    const spare = [emblem, ...SPARE_GLYPHS.filter((glyph) => glyph !== emblem)];
    return { kind: 'high', name, tier, glyph: GLYPHS[name] ?? (spare[tier % spare.length] as Glyph) };
  }
  return { kind: 'rank', name, tier, rank: RANKS[name] ?? name.slice(0, 1).toUpperCase() };
}
