import { parseAmount } from '@casino/contract';
import { engineFor, seededRandomInt } from '@casino/provider-games';
import { describe, expect, it } from 'vitest';
import { betOptions, drawRound, stakeOptions, stakeUnit } from './draw';

const slot = engineFor({ identifier: 'silver-reef', name: 'relax-silver-reef', kind: 'slots' });
const table = engineFor({ identifier: 'savage-roulette', name: 'relax-savage-roulette', kind: 'table' });
const wheel = engineFor({ identifier: 'crazy-wheel', name: 'crazy-wheel', kind: 'game-show' });

describe('a round drawn from a catalog title’s engine', () => {
  it('offers stakes in whole units of the engine, from 0.20 coins', () => {
    for (const game of [slot, table, wheel]) {
      const stakes = stakeOptions(game);
      expect(stakes[0]).toBeGreaterThanOrEqual(20n);
      for (const stake of stakes) expect(stake % BigInt(stakeUnit(game))).toBe(0n);
    }
  });

  it('pays a slot spin by spin, each win on cells of the 5×3 window', () => {
    const random = seededRandomInt(7);
    for (let i = 0; i < 300; i++) {
      const { outcome, wins } = drawRound(slot, random, stakeOptions(slot)[0] as bigint, undefined);
      if (outcome.kind !== 'slot') throw new Error('a slot draws spins');
      expect(wins).toEqual(outcome.spins.map((spin) => parseAmount(spin.win)));
      for (const spin of outcome.spins) {
        expect(spin.window).toHaveLength(5);
        const paid = spin.wins.reduce((total, win) => total + (parseAmount(win.win) ?? 0n), 0n);
        expect(paid).toBe(parseAmount(spin.win));
        for (const [reel, row] of spin.wins.flatMap((win) => win.cells)) {
          expect(reel).toBeLessThan(5);
          expect(row).toBeLessThan(3);
        }
      }
    }
  });

  it('settles a table or wheel bet on its drawn outcome, and refuses a bet it does not offer', () => {
    for (const game of [table, wheel]) {
      const [on] = betOptions(game);
      const { outcome } = drawRound(game, seededRandomInt(1), stakeOptions(game)[0] as bigint, on);
      expect(outcome).toMatchObject({ kind: 'draw', on });
      expect(() => drawRound(game, seededRandomInt(1), 20n, 'nowhere')).toThrow(RangeError);
    }
  });
});
