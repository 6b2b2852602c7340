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
