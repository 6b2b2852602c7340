import { describe, expect, it } from 'vitest';
import { gameLink } from './game-link';

type Software = Parameters<typeof gameLink>[0]['software'];

/** Spec §2's link shapes by software, a game at a time: [software, provider, identifier, link]. */
const LINKS: [Software, string, string, string][] = [
  // relax: provider and identifier under /casino/games.
  ['relax', 'bgaming', 'AlohaKing', '/casino/games/bgaming-AlohaKing'],
  // softswiss: only the part of the identifier after the colon.
  ['softswiss', 'bgaming', 'bgaming:Elvis', '/softswiss/casino/games/bgaming-Elvis'],
  // pragmatic, evolution and hub88: the identifier alone.
  ['pragmatic', 'pp', 'vs20olympgate', '/pragmatic/casino/games/vs20olympgate'],
  ['evolution', 'evo', 'lightning', '/evolution/casino/games/lightning'],
  ['hub88', 'h', 'sw_fufish', '/hub88/casino/games/sw_fufish'],
  // 3oaks: provider and identifier.
  ['3oaks', 'booongo', 'sun_of_egypt', '/3oaks/casino/games/booongo-sun_of_egypt'],
  // House games: their own /casino/{slug} routes.
  ['house', 'runebet', 'original-clover-cross', '/casino/clovercross'],
  ['house', 'runebet', 'tower', '/casino/latergator'],
  ['house', 'runebet', 'dicing', '/casino/dice'],
  // Characters that would break the path are escaped.
  ['hub88', 'h', 'a/b c', '/hub88/casino/games/a%2Fb%20c'],
];

describe('gameLink (spec §2 link shapes by software)', () => {
  it.each(LINKS)('links a %s game of %s called %s to %s', (software, provider, identifier, link) => {
    expect(gameLink({ software, provider, identifier })).toBe(link);
  });
});
