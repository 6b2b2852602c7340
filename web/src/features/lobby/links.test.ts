import { describe, expect, it } from 'vitest';
import { gameLink } from './links';

describe('gameLink (spec §2 link shapes by software)', () => {
  it('links relax games by provider and identifier under /casino/games', () => {
    expect(gameLink({ software: 'relax', provider: 'bgaming', identifier: 'AlohaKing' })).toBe(
      '/casino/games/bgaming-AlohaKing',
    );
  });
  it('keeps only the part after the colon for softswiss identifiers', () => {
    expect(gameLink({ software: 'softswiss', provider: 'bgaming', identifier: 'bgaming:Elvis' })).toBe(
      '/softswiss/casino/games/bgaming-Elvis',
    );
  });
  it('links pragmatic, evolution and hub88 games by identifier alone', () => {
    expect(gameLink({ software: 'pragmatic', provider: 'pp', identifier: 'vs20olympgate' })).toBe(
      '/pragmatic/casino/games/vs20olympgate',
    );
    expect(gameLink({ software: 'evolution', provider: 'evo', identifier: 'lightning' })).toBe(
      '/evolution/casino/games/lightning',
    );
    expect(gameLink({ software: 'hub88', provider: 'h', identifier: 'sw_fufish' })).toBe(
      '/hub88/casino/games/sw_fufish',
    );
  });
  it('links 3oaks games by provider and identifier', () => {
    expect(gameLink({ software: '3oaks', provider: 'booongo', identifier: 'sun_of_egypt' })).toBe(
      '/3oaks/casino/games/booongo-sun_of_egypt',
    );
  });
  it('sends house games to their own /casino/{slug} routes', () => {
    expect(gameLink({ software: 'house', provider: 'runebet', identifier: 'original-clover-cross' })).toBe(
      '/casino/clovercross',
    );
    expect(gameLink({ software: 'house', provider: 'runebet', identifier: 'tower' })).toBe(
      '/casino/latergator',
    );
    expect(gameLink({ software: 'house', provider: 'runebet', identifier: 'dicing' })).toBe('/casino/dice');
  });
  it('escapes characters that would break the path', () => {
    expect(gameLink({ software: 'hub88', provider: 'h', identifier: 'a/b c' })).toBe(
      '/hub88/casino/games/a%2Fb%20c',
    );
  });
});
