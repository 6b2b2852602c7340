import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromFloat } from '../cards';
import { floats } from '../stream';
import { baccarat, bankerDraws } from './baccarat';
import { crashPoint, previousGameHash } from './crash';
import { chanceForMultiplier, diceRoll, diceWins } from './dice';
import { kenoDraw } from './keno';
import { limboMultiplier } from './limbo';
import { minePositions, minesMultiplier } from './mines';
import { roulettePocket } from './roulette';
import { anySeeds as seeds } from './seed-arbitraries';
import { TOWER_DIFFICULTIES, type TowerDifficulty, towerLevels, towerMultiplier } from './tower';

const unitFloat = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('cards', () => {
  it('orders the deck by rank, then ♦ ♥ ♠ ♣', () => {
    expect(cardFromFloat(0).code).toBe('2D');
    expect(cardFromFloat(1 / 52).code).toBe('2H');
    expect(cardFromFloat(2 / 52).code).toBe('2S');
    expect(cardFromFloat(3 / 52).code).toBe('2C');
    expect(cardFromFloat(4 / 52).code).toBe('3D');
    expect(cardFromFloat(32 / 52).code).toBe('10D');
    expect(cardFromFloat(0.99999).code).toBe('AC');
  });
});

describe('dice', () => {
  it('rolls 0.00 to 100.00 in hundredths', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(0.9999999999)).toBe(100);
    fc.assert(
      fc.property(unitFloat, (f) => Number.isInteger(Math.round(diceRoll(f) * 100)) && diceRoll(f) <= 100),
    );
  });

  it('returns 90% by the spec rule (chance = 90 / multiplier), up to the 0.01 grid', () => {
    for (const multiplier of [1.01, 2, 4.5, 10, 99, 5000]) {
      const chance = chanceForMultiplier(multiplier);
      for (const over of [true, false]) {
        let wins = 0;
        for (let i = 0; i <= 10_000; i++) if (diceWins(i / 100, chance, over)) wins++;
        expect(Math.abs((wins / 10_001) * multiplier - 0.9)).toBeLessThan(0.0006 * multiplier);
      }
    }
  });
});

describe('limbo', () => {
  it('is at least 1.00, has 2 decimals and falls as the float rises', () => {
    expect(limboMultiplier(0.99)).toBe(1);
    expect(limboMultiplier(0.5)).toBe(1.98);
    expect(limboMultiplier(0.5, 0)).toBe(2);
    fc.assert(
      fc.property(unitFloat, unitFloat, (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        if (lo === 0) return true;
        return limboMultiplier(lo) >= limboMultiplier(hi) && limboMultiplier(hi) >= 1;
      }),
    );
  });
});

describe('roulette, keno and mines draws', () => {
  it('stay in range and never repeat', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 24 }), (s, mines) => {
        const f = floats(s, 24);
        const pocket = roulettePocket(f[0] as number);
        expect(pocket >= 0 && pocket <= 36).toBe(true);
        const drawn = kenoDraw(f.slice(0, 10));
        expect(new Set(drawn).size).toBe(10);
        expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
        const positions = minePositions(f, mines);
        expect(positions).toHaveLength(mines);
        expect(new Set(positions).size).toBe(mines);
        expect(positions.every((t) => t >= 0 && t <= 24)).toBe(true);
        // Floats are used in order: the first mine comes from the first float alone.
        expect(positions[0]).toBe(Math.floor((f[0] as number) * 25));
      }),
      { numRuns: 100 },
    );
  });
});

describe('step game multipliers (exact, from the probabilities)', () => {
  it('mines: (1 − edge) / P(k safe), floored to 2 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(1.03);
    expect(minesMultiplier(3, 1)).toBe(1.12);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(1, 24)).toBe(24.75);
    expect(minesMultiplier(3, 22)).toBe(2277); // C(25,3) = 2300, × 0.99 = 2277 exactly: no rounding loss
  });

  it('returns at most 99% at every cash-out point, and loses less than one hundredth to rounding', () => {
    for (let mines = 1; mines <= 24; mines++) {
      let p = 1;
      for (let k = 1; k <= 25 - mines; k++) {
        p *= (25 - mines - (k - 1)) / (25 - (k - 1));
        const m = minesMultiplier(mines, k);
        expect(p * m).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(p * (m + 0.01)).toBeGreaterThan(0.99 - 1e-12);
      }
    }
    for (const [difficulty, { safe, size }] of Object.entries(TOWER_DIFFICULTIES)) {
      for (let level = 1; level <= 9; level++) {
        const p = (safe / size) ** level;
        const m = towerMultiplier(difficulty as TowerDifficulty, level);
        expect(p * m).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(p * (m + 0.01)).toBeGreaterThan(0.99 - 1e-12);
      }
    }
  });

  it('tower: each level has the right number of distinct safe tiles', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.constantFrom(...(Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[])),
        (s, difficulty) => {
          const { safe, size } = TOWER_DIFFICULTIES[difficulty];
          const levels = towerLevels(floats(s, 9 * safe)[Symbol.iterator](), difficulty);
          expect(levels).toHaveLength(9);
          for (const level of levels) {
            expect(new Set(level).size).toBe(safe);
            expect(level.every((t) => t >= 0 && t < size)).toBe(true);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('baccarat', () => {
  const f = (index: number) => (index + 0.5) / 52; // the float that draws deck card `index`
  const card = (code: string) => {
    for (let i = 0; i < 52; i++) if (cardFromFloat(f(i)).code === code) return f(i);
    throw new Error(code);
  };

  it('stands on a natural', () => {
    const o = baccarat(['9D', 'KD', '2D', '3D', '4D', '5D'].map(card));
    expect(o).toMatchObject({
      player: ['9D', 'KD'],
      banker: ['2D', '3D'],
      winner: 'player',
      playerTotal: 9,
      bankerTotal: 5,
    });
  });

  it('draws the player third card from card 4 and the banker third from card 5', () => {
    const o = baccarat(['2D', '3D', 'KD', '4D', '3H', '6H'].map(card));
    // player 5 draws 3H → 8; banker 4 with player third 3 draws 6H → 0.
    expect(o).toMatchObject({ player: ['2D', '3D', '3H'], banker: ['KD', '4D', '6H'], winner: 'player' });
  });

  it('gives the banker card 4 when the player stands', () => {
    const o = baccarat(['7D', 'KD', '2D', '3D', '2H', '9H'].map(card));
    expect(o).toMatchObject({ player: ['7D', 'KD'], banker: ['2D', '3D', '2H'], winner: 'tie' });
  });

  it('follows the banker tableau', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(7, 7)).toBe(false);
  });
});

describe('crash', () => {
  it('is at least 1.00 and walks the chain backwards by SHA-256', () => {
    expect(previousGameHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (hash, salt) => {
        const point = crashPoint(hash, salt);
        return (
          point >= 1 &&
          Math.abs(point * 100 - Math.round(point * 100)) < 1e-6 &&
          point === crashPoint(hash, salt)
        );
      }),
    );
  });
});
