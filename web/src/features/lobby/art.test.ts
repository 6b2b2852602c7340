import { describe, expect, it } from 'vitest';
import { artRecipe, MOTIFS, titleLines } from './art';

describe('game artwork recipe', () => {
  it('is the same for the same game and differs between games', () => {
    expect(artRecipe('Wild Tides', 'Relax')).toEqual(artRecipe('Wild Tides', 'Relax'));
    const hues = new Set(['A', 'B', 'C', 'D', 'E', 'F'].map((t) => artRecipe(`Game ${t}`, 'Relax').from));
    expect(hues.size).toBeGreaterThan(3);
  });
  it('keeps hues and motif in range', () => {
    for (const title of ['x', 'Sweet Bonanza', 'Gates of Olympus 1000', '']) {
      const art = artRecipe(title, 'Pragmatic Play');
      expect(art.from).toBeGreaterThanOrEqual(0);
      expect(art.to).toBeLessThan(360);
      expect(MOTIFS).toContain(art.motif);
    }
  });
  it('wraps titles into at most three short lines', () => {
    expect(titleLines('Gates of Olympus')).toEqual(['Gates of', 'Olympus']);
    expect(titleLines('The Very Long Name Of A Slot Machine')).toHaveLength(3);
    expect(titleLines('The Very Long Name Of A Slot Machine')[2]?.endsWith('…')).toBe(true);
  });
});

describe('game artwork composition', () => {
  it("draws the theme a title names, game terms first, else the kind's own emblem", () => {
    expect(artRecipe('Golden Roulette', 'Relax', 'table', 'relax-golden-roulette').emblem).toBe('wheel');
    expect(artRecipe('Frozen Candy Hold & Win', 'Tidal Gate', 'slots', 'tg-frozen-candy').emblem).toBe(
      'snowflake',
    );
    expect(['cards', 'chips', 'wheel']).toContain(artRecipe('Salon Privé', 'Iconic21', 'table', 'x').emblem);
  });

  it('varies composition, pattern and emblem across a lobby, reels only for slots', () => {
    const slugs = Array.from({ length: 48 }, (_, i) => `studio-game-${i}`);
    const recipes = slugs.map((slug, i) => artRecipe(`Game ${i}`, 'Studio', 'slots', slug));
    expect(new Set(recipes.map((r) => r.layout)).size).toBe(4);
    expect(new Set(recipes.map((r) => r.motif)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(recipes.map((r) => r.emblem)).size).toBeGreaterThanOrEqual(6);
    for (const slug of slugs)
      expect(artRecipe('Live Table', 'Studio', 'live', slug).layout).not.toBe('reels');
  });

  it('tags live games', () => {
    expect(artRecipe('Speed Baccarat', 'Live Atlas', 'live', 'la-speed-baccarat').live).toBe(true);
    expect(artRecipe('Speed Baccarat', 'Relax', 'table', 'relax-speed-baccarat').live).toBe(false);
  });
});
