import { engineFor, tableGame, toNumber, videoSlot, waysSlot } from '@casino/provider-games';
import { describe, expect, it } from 'vitest';
import { houseEdges } from '../games';
import { betGameOf, type CatalogGame, theoreticalRtp } from './theoretical-rtp';

/** The edges each game's descriptor states, none configured. */
const DEFAULT_HOUSE_EDGES = houseEdges({ HOUSE_EDGES: '' });

const house = (identifier: string): CatalogGame => ({
  id: 1,
  title: identifier,
  name: identifier,
  identifier,
  software: 'house',
  kind: 'house',
  provider: 'Originals',
  providerSlug: 'originals',
});

const provider = (identifier: string, kind: string, name = identifier): CatalogGame => ({
  id: 2,
  title: name,
  name,
  identifier,
  software: 'relax',
  kind,
  provider: 'Relax',
  providerSlug: 'relax',
});

describe('theoretical RTP of house games', () => {
  it('knows the name a house game’s bets carry', () => {
    expect(betGameOf(house('dice'))).toBe('dicing');
    expect(betGameOf(house('latergator'))).toBe('tower');
    expect(betGameOf(house('limbo'))).toBe('limbo');
    expect(betGameOf(provider('silver-reef', 'slots'))).toBe('silver-reef');
  });

  it('is 1 − the fixed edge, saying where the option matters', () => {
    const dice = theoreticalRtp(house('dice'), DEFAULT_HOUSE_EDGES);
    expect(dice).toMatchObject({ rtp: 0.9, range: null, engine: null });
    expect(dice.note).toMatch(/at most 90% for every multiplier/i);
    expect(theoreticalRtp(house('roulette'), DEFAULT_HOUSE_EDGES).rtp).toBe(0.973);
    expect(theoreticalRtp(house('blackjack'), DEFAULT_HOUSE_EDGES).note).toMatch(/basic strategy/);
    const plinko = theoreticalRtp(house('plinko'), DEFAULT_HOUSE_EDGES);
    expect(plinko.rtp).toBe(0.98);
    expect(plinko.range?.low).toBeGreaterThanOrEqual(0.98);
    expect(plinko.range?.high).toBeLessThanOrEqual(0.99);
    expect(plinko.note).toMatch(/rows and risk/);
  });

  it('follows a configured edge', () => {
    expect(theoreticalRtp(house('limbo'), DEFAULT_HOUSE_EDGES).rtp).toBe(0.99);
    const edges = houseEdges({ HOUSE_EDGES: 'limbo=0.03' });
    const limbo = theoreticalRtp(house('limbo'), edges);
    expect(limbo.rtp).toBe(0.97);
    expect(limbo.note).toMatch(/configured/);
  });

  it('publishes nothing for a house row with no game behind it', () => {
    expect(theoreticalRtp(house('pachinko'), DEFAULT_HOUSE_EDGES)).toMatchObject({
      rtp: null,
      source: 'unknown',
    });
  });
});

describe('theoretical RTP of provider games', () => {
  it('is the exact return of the engine and table the title plays on, to 4 decimals', () => {
    for (const identifier of ['silver-reef', 'wild-tides', 'neon-viking', 'arctic-temple']) {
      const title = provider(identifier, 'slots');
      const game = engineFor(title);
      const exact = game.engine === 'video-slot' ? videoSlot.rtp(game.table) : null;
      const ways = game.engine === 'ways-slot' ? waysSlot.rtp(game.table) : null;
      const fraction = exact ?? ways;
      if (!fraction) throw new Error('a slot title plays a slot engine');
      const rtp = theoreticalRtp(title, DEFAULT_HOUSE_EDGES);
      expect(rtp).toMatchObject({
        source: 'engine',
        engine: game.engine,
        variant: game.table.variant,
        exact: `${fraction.num}/${fraction.den}`,
        range: null,
      });
      expect(rtp.rtp).toBe(Math.floor(toNumber(fraction) * 10_000) / 10_000);
      expect(rtp.rtp).toBeGreaterThan(0.95);
    }
  });

  it('says a table game returns the same on every bet, and the wheel its 96%', () => {
    const table = provider('burning-baccarat', 'table');
    const game = engineFor(table);
    if (game.engine !== 'table-game') throw new Error('a table title plays the table engine');
    const [first] = Object.values(tableGame.rtp(game.table));
    const rtp = theoreticalRtp(table, DEFAULT_HOUSE_EDGES);
    expect(rtp.engine).toBe('table-game');
    expect(rtp.exact).toBe(`${first?.num}/${first?.den}`);
    expect(rtp.note).toMatch(/same for every bet/);
    const wheel = theoreticalRtp(provider('mega-wheel', 'game-show'), DEFAULT_HOUSE_EDGES);
    expect(wheel).toMatchObject({ engine: 'wheel', rtp: 0.96, exact: '24/25' });
  });
});
