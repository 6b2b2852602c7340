import { describe, expect, it } from 'vitest';
import { OWN_GLYPHS, symbolArt } from './symbols';

/** The symbols each theme of the provider's engines names (packages/provider-games themes.ts). */
const THEMES: Record<string, Record<string, string>> = {
  Dragon: { W: 'Dragon', S: 'Pearl', H1: 'Emperor', H2: 'Lantern', H3: 'Jade Coin' },
  Ocean: { W: 'Kraken', S: 'Treasure Chest', H1: 'Captain', H2: 'Anchor', H3: 'Compass' },
  North: { W: 'Hammer', S: 'Rune', H1: 'Jarl', H2: 'Longship', H3: 'Axe' },
  Temple: { W: 'Idol', S: 'Scarab', H1: 'Queen of the Nile', H2: 'Mask', H3: 'Chalice' },
  Fruit: { W: 'Rainbow', S: 'Star', H1: 'Seven', H2: 'Bell', H3: 'Melon' },
  Carnival: { W: 'Ringmaster', S: 'Ticket', H1: 'Rocket', H2: 'Balloon', H3: 'Mask' },
};
const CARDS = { L1: 'Ace', L2: 'King', L3: 'Queen', L4: 'Jack' };

describe('slot symbols as pictures', () => {
  it('letters the wild and the scatter, keeping the names the engine gives them', () => {
    expect(symbolArt('W', 'Kraken', 'wave')).toEqual({ kind: 'wild', name: 'Kraken' });
    expect(symbolArt('S', 'Treasure Chest', 'wave')).toEqual({ kind: 'scatter', name: 'Treasure Chest' });
  });

  it('draws each theme’s high symbols as three different pictures of their names', () => {
    for (const symbols of Object.values(THEMES)) {
      const glyphs = ['H1', 'H2', 'H3'].map((id) => {
        const art = symbolArt(id, symbols[id] as string, 'gem');
        expect(art).toMatchObject({ kind: 'high', name: symbols[id] });
        return art.kind === 'high' ? art.glyph : null;
      });
      expect(new Set(glyphs).size).toBe(3);
      expect(glyphs).not.toContain('gem');
    }
    expect(symbolArt('H2', 'Anchor', 'gem')).toMatchObject({ glyph: 'anchor', tier: 1 });
    expect(OWN_GLYPHS).toContain('anchor');
  });

  it('draws a high symbol it has no picture for with the tile’s emblem first, then spares', () => {
    expect(symbolArt('H1', 'Sphinx', 'flame')).toMatchObject({ glyph: 'flame', tier: 0 });
    expect(symbolArt('H2', 'Obelisk', 'flame')).toMatchObject({ glyph: 'gem', tier: 1 });
    expect(symbolArt('H2', 'Obelisk', 'gem')).toMatchObject({ glyph: 'star' });
  });

  it('draws the low symbols as card ranks', () => {
    const ranks = Object.entries(CARDS).map(([id, name]) => symbolArt(id, name, 'gem'));
    expect(ranks.map((art) => (art.kind === 'rank' ? art.rank : null))).toEqual(['A', 'K', 'Q', 'J']);
    expect(ranks.map((art) => art.name)).toEqual(['Ace', 'King', 'Queen', 'Jack']);
    expect(symbolArt('L5', 'Ten', 'gem')).toMatchObject({ rank: '10', tier: 4 });
    expect(symbolArt('L2', 'Nine', 'gem')).toMatchObject({ rank: 'N' });
  });
});
