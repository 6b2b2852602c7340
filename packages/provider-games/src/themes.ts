/**
 * Display dress for the slot symbols: the engines pay by symbol id (W, S, H1…H3, L1…L4), a theme only
 * names them. A title takes the theme whose keyword is in its name, else one chosen by its hash.
 */
export interface Theme {
  readonly name: string;
  readonly keywords: readonly string[];
  readonly symbols: Readonly<Record<string, string>>;
}

const CARDS = { L1: 'Ace', L2: 'King', L3: 'Queen', L4: 'Jack' } as const;

export const THEMES: readonly Theme[] = [
  {
    name: 'Dragon',
    keywords: ['dragon', 'serpent', 'phoenix', 'samurai'],
    symbols: { W: 'Dragon', S: 'Pearl', H1: 'Emperor', H2: 'Lantern', H3: 'Jade Coin', ...CARDS },
  },
  {
    name: 'Ocean',
    keywords: ['reef', 'lagoon', 'tides', 'harbor', 'sunken', 'pirates', 'oasis'],
    symbols: { W: 'Kraken', S: 'Treasure Chest', H1: 'Captain', H2: 'Anchor', H3: 'Compass', ...CARDS },
  },
  {
    name: 'North',
    keywords: ['viking', 'wolf', 'arctic', 'frozen', 'thunder'],
    symbols: { W: 'Hammer', S: 'Rune', H1: 'Jarl', H2: 'Longship', H3: 'Axe', ...CARDS },
  },
  {
    name: 'Temple',
    keywords: ['temple', 'pharaoh', 'relic', 'ancient', 'jungle', 'kingdom'],
    symbols: { W: 'Idol', S: 'Scarab', H1: 'Queen of the Nile', H2: 'Mask', H3: 'Chalice', ...CARDS },
  },
  {
    name: 'Fruit',
    keywords: ['fruits', 'orchard', 'candy', 'clover', 'bonanza'],
    symbols: { W: 'Rainbow', S: 'Star', H1: 'Seven', H2: 'Bell', H3: 'Melon', ...CARDS },
  },
  {
    name: 'Carnival',
    keywords: ['carnival', 'circus', 'meteor', 'cosmic', 'express', 'lantern'],
    symbols: { W: 'Ringmaster', S: 'Ticket', H1: 'Rocket', H2: 'Balloon', H3: 'Mask', ...CARDS },
  },
];

export function themeFor(name: string, hash: number): Theme {
  const words = name.toLowerCase();
  return (
    THEMES.find((theme) => theme.keywords.some((keyword) => words.includes(keyword))) ??
    (THEMES[hash % THEMES.length] as Theme)
  );
}
