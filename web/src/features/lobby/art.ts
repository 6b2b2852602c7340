import type { GameKind } from '@casino/contract';

/**
 * The recipe for a game's artwork (DESIGN.md 'Artwork'): everything is derived from the game's slug, title,
 * studio and kind, so the same game always looks the same and 1,200 tiles look varied and deliberate
 * without any image. Drawn client-side as inline SVG (GameArt): no request per tile, crisp at every tile
 * size, and nothing to invalidate since the art is a pure function of the game; recipes are memoised.
 */

/** Background patterns. */
export const MOTIFS = [
  'rings',
  'rays',
  'diamonds',
  'waves',
  'stars',
  'grid',
  'confetti',
  'chevrons',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** Where the emblem and the title sit on the tile. */
export const LAYOUTS = ['medallion', 'spotlight', 'reels', 'marquee'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The picture at the heart of the tile: the game's theme when its title names one, else its kind's. */
export const EMBLEMS = [
  'seven',
  'cherry',
  'gem',
  'star',
  'flame',
  'wave',
  'crown',
  'bolt',
  'snowflake',
  'clover',
  'beast',
  'lantern',
  'coin',
  'cards',
  'wheel',
  'chips',
  'dice',
  'rocket',
  'mic',
] as const;
export type Emblem = (typeof EMBLEMS)[number];

export interface ArtRecipe {
  /** Hues (0-359) of the two gradient ends. */
  from: number;
  to: number;
  /** Accent hue for the motif, the emblem and the title's glow. */
  accent: number;
  motif: Motif;
  layout: Layout;
  emblem: Emblem;
  /** The emblems beside the main one on a reels layout. */
  sideEmblems: [Emblem, Emblem];
  /** Gradient direction in degrees. */
  angle: number;
  /** The title broken into at most three lines that fit a tile. */
  lines: string[];
  /** A live table carries a LIVE tag. */
  live: boolean;
}

/** The colours an emblem is painted in: its face, a second colour, and the dark ink of its lines. */
export interface EmblemPaint {
  face: string;
  second: string;
  ink: string;
}

/** A recipe's colours as the tile paints them; the sandbox provider's game page dresses its stage in the same. */
export interface ArtColours {
  /** The background gradient's two ends. */
  from: string;
  to: string;
  /** The motif's, the bulbs' and the glow's colour. */
  accent: string;
  paint: EmblemPaint;
  /** The title's dark outline. */
  outline: string;
}

export function artColours(art: ArtRecipe): ArtColours {
  return {
    from: `hsl(${art.from} 70% 40%)`,
    to: `hsl(${art.to} 64% 14%)`,
    accent: `hsl(${art.accent} 90% 66%)`,
    paint: {
      face: `hsl(${art.accent} 88% 60%)`,
      second: `hsl(${(art.accent + 70) % 360} 80% 55%)`,
      ink: `hsl(${art.to} 60% 12%)`,
    },
    outline: `hsl(${art.to} 70% 10%)`,
  };
}

/** FNV-1a: a small, stable string hash (same on every browser). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Murmur3's finaliser: FNV-1a alone barely moves the high bits when slugs differ only at the end
 * ('game-1', 'game-2'), and the recipe reads its choices from every part of the hash.
 */
function spread(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const LINE_CHARS = 11;

/** Greedy word wrap to three lines; an over-long last line is cut with an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  const third = lines.slice(2).join(' ');
  return [lines[0] as string, lines[1] as string, `${third.slice(0, LINE_CHARS - 1)}…`];
}

/** Words of a title that name a theme, game terms first (a 'Golden Roulette' is a roulette). */
const THEMES: [Emblem, RegExp][] = [
  ['cards', /\b(blackjack|poker|war|hold'?em|21)\b/],
  ['wheel', /\b(roulette|wheel|spin|plinko|keno)\b/],
  ['chips', /\b(baccarat|chips?|casino)\b/],
  ['dice', /\b(dice|duels?|craps|sic bo)\b/],
  ['rocket', /\b(crash|limbo|rocket)\b/],
  ['gem', /\b(gems?|diamonds?|jewels?|emerald|jade|sapphire|ruby|treasure|vault|mines)\b/],
  ['snowflake', /\b(xmas|frozen|arctic|ice|winter|snow)\b/],
  ['flame', /\b(fire|fiery|burning|blazing|hot|phoenix|inferno|volcano)\b/],
  ['wave', /\b(ocean|tides?|mermaid|lagoon|harbou?r|sunken|pirates?|sea|fish(ing)?)\b/],
  ['crown', /\b(crown|royal|kings?|kingdom|queen|pharaoh|empire)\b/],
  ['bolt', /\b(thunder|electric|lightning|storm|power)\b/],
  ['clover', /\b(lucky|clover|irish|leprechaun|clovercross|tower|latergator)\b/],
  ['beast', /\b(lion|wolf|buffalo|tiger|dragon|serpent|bear|eagle|viking|bandits)\b/],
  ['lantern', /\b(lanterns?|temple|ancient|relic|sacred|mystic|secret)\b/],
  ['star', /\b(stars?|starlit|cosmic|galaxy|meteor|moon|night)\b/],
  ['cherry', /\b(fruits?|cherry|cherries|orchard|candy|sweet|jolly)\b/],
  ['coin', /\b(gold(en)?|fortune|cash|money|coins?|bonanza|rich|silver|bandit)\b/],
  ['seven', /\b(sevens?|7s?|777|slots?)\b/],
];

/** A kind's own emblems when the title names no theme. */
const KIND_EMBLEMS: Record<GameKind, readonly Emblem[]> = {
  slots: ['seven', 'cherry', 'coin', 'gem', 'star', 'clover', 'crown', 'bolt'],
  table: ['cards', 'chips', 'wheel'],
  live: ['mic', 'cards', 'chips', 'wheel'],
  'game-show': ['wheel', 'mic', 'star'],
  house: ['dice', 'coin', 'gem'],
};

/** Table and live games lean to felt greens, card-room reds and midnight blues; others take any hue. */
const FELT_HUES = [150, 350, 220];

function emblemFor(title: string, kind: GameKind, hash: number): Emblem {
  const words = title.toLowerCase();
  const theme = THEMES.find(([, pattern]) => pattern.test(words));
  if (theme) return theme[0];
  const own = KIND_EMBLEMS[kind];
  return own[hash % own.length] as Emblem;
}

function layoutFor(kind: GameKind, hash: number): Layout {
  // Reels are a slot machine's window; the other kinds choose among the rest.
  const choices = kind === 'slots' ? LAYOUTS : LAYOUTS.filter((l) => l !== 'reels');
  return choices[hash % choices.length] as Layout;
}

function sideEmblems(main: Emblem, hash: number): [Emblem, Emblem] {
  const slot = KIND_EMBLEMS.slots.filter((e) => e !== main);
  return [slot[hash % slot.length] as Emblem, slot[(hash >>> 4) % slot.length] as Emblem];
}

const recipes = new Map<string, ArtRecipe>();

/**
 * A game's recipe, from a hash of its slug (the title and studio when none is given); the kind picks the
 * composition and the emblem when the title names no theme. Memoised: a lobby re-render costs nothing.
 */
export function artRecipe(title: string, studio: string, kind: GameKind = 'slots', slug?: string): ArtRecipe {
  const key = `${slug ?? `${studio}/${title}`}|${kind}|${title}`;
  const known = recipes.get(key);
  if (known) return known;
  const hash = spread(hashText(slug ?? `${studio}/${title}`));
  const felt = kind === 'table' || kind === 'live';
  const from = felt ? ((FELT_HUES[hash % 3] as number) + ((hash >>> 3) % 30)) % 360 : hash % 360;
  // The second hue stays 30-110 degrees away so gradients read as deliberate pairs, not mud.
  const to = (from + 30 + ((hash >>> 9) % 80)) % 360;
  const emblem = emblemFor(title, kind, hash >>> 5);
  const recipe: ArtRecipe = {
    from,
    to,
    accent: (from + 150 + ((hash >>> 13) % 60)) % 360,
    motif: MOTIFS[(hash >>> 17) % MOTIFS.length] as Motif,
    layout: layoutFor(kind, hash >>> 21),
    emblem,
    sideEmblems: sideEmblems(emblem, hash >>> 11),
    angle: 120 + ((hash >>> 20) % 100),
    lines: titleLines(title),
    live: kind === 'live',
  };
  recipes.set(key, recipe);
  return recipe;
}
