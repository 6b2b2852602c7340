import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floats } from '../stream';
import { type BaccaratBet, baccaratBetReturn, baccaratWinnerChances } from './baccarat';
import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  type CloverDifficulty,
  cloverLanes,
  cloverMultiplier,
} from './clovercross';
import { chanceForMultiplier, DICE_ROLLS, diceTarget, diceWinningRolls, diceWins } from './dice';
import { DUEL_NONCE, duel } from './duel';
import { KENO_MAX_PICKS, KENO_RISKS, kenoHitChance, kenoPlay, kenoReturn, kenoTable } from './keno';
import { ROULETTE_BETS, ROULETTE_SLOTS, rouletteReturnChips, rouletteSlotReturn } from './roulette';
import { anySeeds as seeds } from './seed-arbitraries';
import { SLOT_REELS, SLOT_SYMBOLS, slots, slotsReturn } from './slots';
import { war, warMultiplier } from './war';

describe('keno tables', () => {
  it('hit chances of every ticket size sum to 1', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      let sum = 0;
      for (let hits = 0; hits <= picks; hits++) sum += kenoHitChance(picks, hits);
      expect(sum).toBeCloseTo(1, 12);
    }
  });

  it('return at most 99% and lose under 1.5% to rounding, for every picks × risk', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      for (const risk of KENO_RISKS) {
        const rtp = kenoReturn(picks, risk);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.975);
        const table = kenoTable(picks, risk);
        expect(table[picks]).toBeGreaterThan(table[0] as number);
      }
    }
  });

  it('settles a ticket by counting picked squares among the drawn', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
        (s, ticket) => {
          const outcome = kenoPlay(floats(s, 10), ticket, 'medium');
          expect(outcome.hits.every((sq) => ticket.includes(sq) && outcome.drawn.includes(sq))).toBe(true);
          expect(outcome.multiplier).toBe(kenoTable(ticket.length, 'medium')[outcome.hits.length]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('roulette bets', () => {
  it('has 51 slots and every slot returns exactly 36/37 over the 37 pockets', () => {
    expect(ROULETTE_BETS).toHaveLength(ROULETTE_SLOTS);
    for (let slot = 0; slot < ROULETTE_SLOTS; slot++) {
      let total = 0;
      for (let pocket = 0; pocket <= 36; pocket++) total += rouletteSlotReturn(slot, pocket);
      expect(total / 37).toBeCloseTo(36 / 37, 12);
    }
  });

  it('pays a board by summing its winning slots', () => {
    const chips = Array(51).fill(0);
    chips[17] = 2; // straight 17
    chips[47] = 1; // red (17 is black)
    chips[48] = 3; // black
    expect(rouletteReturnChips(chips, 17)).toBe(2 * 36 + 3 * 2);
    expect(rouletteReturnChips(chips, 0)).toBe(0);
  });
});

describe('slots', () => {
  it('every strip holds the documented symbol counts', () => {
    const expected = { cherry: 7, lemon: 6, orange: 5, plum: 5, bell: 4, bar: 3, seven: 1, clover: 1 };
    for (const strip of SLOT_REELS) {
      const counts = Object.fromEntries(SLOT_SYMBOLS.map((s) => [s, strip.filter((x) => x === s).length]));
      expect(counts).toEqual(expected);
    }
  });

  it('returns exactly 98.09% over all 32³ stops', () => {
    expect(slotsReturn()).toBeCloseTo(0.98089599609375, 14);
  });

  it('the window wraps around the strip and the line is the middle row', () => {
    const outcome = slots([0, 31.5 / 32, 0.5]);
    expect(outcome.stops).toEqual([0, 31, 16]);
    expect(outcome.reels[0]).toEqual([SLOT_REELS[0]?.[31], SLOT_REELS[0]?.[0], SLOT_REELS[0]?.[1]]);
    expect(outcome.line).toEqual(outcome.reels.map((w) => w[1]));
  });
});

describe('war', () => {
  it('a tie goes to war and the higher rank wins, aces high', () => {
    // 2D vs 2H tie, then AS vs KC
    const outcome = war([0, 1 / 52, 50 / 52, 47 / 52][Symbol.iterator]());
    expect(outcome.rounds).toEqual([
      { player: '2D', dealer: '2H' },
      { player: 'AS', dealer: 'KC' },
    ]);
    expect(outcome.winner).toBe('player');
    expect(warMultiplier(outcome)).toBe(1.98);
  });

  it('the player wins exactly half of all hands over the 13 × 13 rank pairs, so the return is 1 − edge', () => {
    let wins = 0;
    let decided = 0;
    for (let p = 0; p < 13; p++) {
      for (let d = 0; d < 13; d++) {
        if (p === d) continue;
        decided++;
        if (p > d) wins++;
      }
    }
    expect(wins / decided).toBe(0.5);
    expect(0.5 * 1.98).toBe(0.99);
  });
});

describe('clover cross', () => {
  it('uses one float per lane and pays (1 − edge) / P exactly', () => {
    const lanes = cloverLanes(Array(CLOVER_LANES).fill(0.5), 'daring');
    expect(lanes.every((l) => l === 'clover')).toBe(true);
    expect(cloverLanes([0.39, ...Array(19).fill(0.5)], 'daring')[0]).toBe('trap');
    for (const difficulty of Object.keys(CLOVER_DIFFICULTIES) as CloverDifficulty[]) {
      const safe = (25 - CLOVER_DIFFICULTIES[difficulty]) / 25;
      for (let k = 1; k <= CLOVER_LANES; k++) {
        const rtp = safe ** k * cloverMultiplier(difficulty, k);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 0.01 * safe ** k);
      }
    }
    expect(cloverMultiplier('hard', 1)).toBe(1.23);
  });
});

describe('duels', () => {
  it('two dice a side from the host seed keyed HMAC with nonce 1, and the higher total wins', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (host, guest) => {
        const outcome = duel(host, guest);
        const dice = floats({ serverSeed: host, clientSeed: guest, nonce: DUEL_NONCE }, 4).map(
          (f) => Math.floor(f * 6) + 1,
        );
        expect([outcome.host.first, outcome.host.second, outcome.guest.first, outcome.guest.second]).toEqual(
          dice,
        );
        expect(outcome.host.total).toBe(outcome.host.first + outcome.host.second);
        const expected =
          outcome.host.total === outcome.guest.total
            ? 'draw'
            : outcome.host.total > outcome.guest.total
              ? 'host'
              : 'guest';
        expect(outcome.winner).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('baccarat bets', () => {
  it('return exactly the standard punto banco figures on an infinite deck', () => {
    const chances = baccaratWinnerChances();
    expect(chances.player + chances.banker + chances.tie).toBeCloseTo(1, 10);
    const rtp = (bet: BaccaratBet) =>
      (['player', 'banker', 'tie'] as const).reduce(
        (sum, w) => sum + chances[w] * baccaratBetReturn(bet, w),
        0,
      );
    expect(rtp('banker')).toBeCloseTo(0.9894, 3);
    expect(rtp('player')).toBeCloseTo(0.9876, 3);
    expect(rtp('tie')).toBeCloseTo(0.856, 2);
  });
});

describe('dice', () => {
  const rolls = Array.from({ length: DICE_ROLLS }, (_, i) => i / 100);

  it('no multiplier the API accepts returns more than 90%, over or under', () => {
    // In integers: return = (thousandths / 1000) × n / 10,001 ≤ 90%  ⇔  thousandths × n ≤ 900 × 10,001.
    let worst = 0;
    for (let thousandths = 1_010; thousandths <= 5_000_000; thousandths++) {
      worst = Math.max(worst, thousandths * diceWinningRolls(chanceForMultiplier(thousandths / 1000)));
    }
    expect(worst).toBeLessThanOrEqual(900 * DICE_ROLLS);
    expect(worst / (1000 * DICE_ROLLS)).toBeGreaterThan(0.899);
  });

  it('exactly the winning rolls win, on either side, including chances between grid steps', () => {
    for (const multiplier of [1.01, 2, 9.89, 1111.223, 4499.99, 5000]) {
      const chance = chanceForMultiplier(multiplier);
      for (const over of [true, false]) {
        const wins = rolls.filter((roll) => diceWins(roll, chance, over)).length;
        expect(wins, `${multiplier} ${over ? 'over' : 'under'}`).toBe(diceWinningRolls(chance));
      }
    }
    expect(diceTarget(45, true)).toBe(55);
    expect(diceTarget(45, false)).toBe(45);
  });
});
