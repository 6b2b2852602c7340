import type { GameKind } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { artColours, artRecipe } from '../lobby';
import { stageTheme } from './palette';

const game = (title: string, slug: string, kind: GameKind = 'slots') => ({
  title,
  tile: { slug, studio: 'Relax', kind },
});

/** The hue of an `hsl(h s% l%)` colour. */
const hue = (colour: string) => Number(/^hsl\((\d+)/.exec(colour)?.[1]);
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe("a sandbox game's stage theme", () => {
  it("is its lobby tile's: the same recipe and the same colours", () => {
    const theme = stageTheme(game('Silver Reef', 'relax-silver-reef'));
    const tile = artRecipe('Silver Reef', 'Relax', 'slots', 'relax-silver-reef');
    expect(theme.art).toEqual(tile);
    expect(theme.colours).toEqual(artColours(tile));
    expect(stageTheme(game('Silver Reef', 'relax-silver-reef'))).toBe(theme);
  });

  it('differs between titles, and a table or wheel is dressed from its own kind of tile', () => {
    const hues = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => stageTheme(game(`Game ${slug}`, slug)).art.from),
    );
    expect(hues.size).toBeGreaterThan(3);
    expect(stageTheme(game('Golden Roulette', 'relax-golden-roulette', 'table')).art.emblem).toBe('wheel');
  });

  it('gives the high symbols, the card ranks and the wheel colours of hues far apart', () => {
    for (const slug of ['one', 'two', 'three', 'four', 'five']) {
      const theme = stageTheme(game(slug, slug));
      for (const colours of [theme.high, theme.ranks, theme.segments]) {
        const hues = colours.map(hue);
        for (const [i, a] of hues.entries())
          for (const b of hues.slice(i + 1)) expect(apart(a, b)).toBeGreaterThanOrEqual(70);
      }
    }
  });
});
