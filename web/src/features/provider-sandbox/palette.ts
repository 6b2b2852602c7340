/**
 * Each theme's colours, drawn by the page (no artwork is fetched): a backdrop for the stage and one
 * colour per symbol tier. The engines pay by symbol id (W wild, S scatter, H1…H3 high, L1…L4 low).
 */
export interface ThemePalette {
  stage: string;
  wild: string;
  scatter: string;
  high: string;
  low: string;
}

const PALETTES: Record<string, ThemePalette> = {
  Dragon: { stage: '#3a0f16', wild: '#e8443a', scatter: '#f4c542', high: '#c9302c', low: '#7a2a2f' },
  Ocean: { stage: '#0b2a3f', wild: '#2ab3e6', scatter: '#f4c542', high: '#1b7fb3', low: '#1d4a66' },
  North: { stage: '#17243a', wild: '#8fb8ff', scatter: '#c4d7ff', high: '#4a6fa8', low: '#2c3d5c' },
  Temple: { stage: '#2e2410', wild: '#e0b04a', scatter: '#2ed3a0', high: '#a8782a', low: '#5a4520' },
  Fruit: { stage: '#2a1037', wild: '#ff4fa3', scatter: '#f4c542', high: '#d0406f', low: '#5c2a6b' },
  Carnival: { stage: '#1d1240', wild: '#ff7a2f', scatter: '#f4c542', high: '#8a4fff', low: '#3d2f72' },
};

const FALLBACK = PALETTES.Ocean as ThemePalette;

export function paletteFor(theme: string): ThemePalette {
  return PALETTES[theme] ?? FALLBACK;
}

/** The colour a symbol id is drawn in. */
export function symbolColour(palette: ThemePalette, id: string): string {
  if (id === 'W') return palette.wild;
  if (id === 'S') return palette.scatter;
  return id.startsWith('H') ? palette.high : palette.low;
}

/** A symbol's short face: card symbols by their letter, the rest by their name's first word. */
export function symbolFace(name: string): string {
  const cards: Record<string, string> = { Ace: 'A', King: 'K', Queen: 'Q', Jack: 'J' };
  return cards[name] ?? name.split(' ')[0] ?? name;
}
