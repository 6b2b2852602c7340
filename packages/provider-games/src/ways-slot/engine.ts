import { type Fraction, fraction, mul, sum } from '../fraction';
import { checkBet, winFor } from '../money';
import { spinReels, windowCounts } from '../reels';
import type { RandomInt } from '../rng';

/**
 * A 5×3 "243 ways" slot: a symbol pays when it (or the wild standing in for it) shows on consecutive
 * reels from the left, at least three; it pays its credit value once per way, and the ways are the
 * product of how many times it shows on each of those reels (at most 3⁵ = 243). The wild pays nothing
 * on its own. Money: the bet is `betCredits` credits (a multiple of it in minor units; see money.ts).
 */
export interface WaysSlotTable {
  readonly variant: string;
  readonly wild: string;
  readonly strips: readonly (readonly string[])[];
  /** Credits per way for 3, 4 and 5 reels. */
  readonly pays: Readonly<Record<string, readonly [number, number, number]>>;
  readonly betCredits: number;
}

export interface WayWin {
  symbol: string;
  reels: number;
  ways: number;
  credits: number;
}

export interface WaysSlotOutcome {
  stops: number[];
  /** `window[reel][row]`. */
  window: string[][];
  wins: WayWin[];
  /** Total win in credits (the bet is `betCredits`). */
  credits: number;
  /** Total win in minor units, as a decimal string. */
  win: string;
}

/** Every paying symbol's ways in a window. */
export function evaluateWays(table: WaysSlotTable, window: readonly (readonly string[])[]): WayWin[] {
  const wins: WayWin[] = [];
  for (const [symbol, pays] of Object.entries(table.pays)) {
    let ways = 1;
    let reels = 0;
    for (const column of window) {
      const shown = column.filter((s) => s === symbol || s === table.wild).length;
      if (shown === 0) break;
      ways *= shown;
      reels++;
    }
    const pay = reels >= 3 ? (pays[reels - 3] ?? 0) : 0;
    if (pay > 0) wins.push({ symbol, reels, ways, credits: pay * ways });
  }
  return wins;
}

/** One spin. `bet` is in minor units, a multiple of `betCredits`. */
export function play(table: WaysSlotTable, randomInt: RandomInt, bet: bigint): WaysSlotOutcome {
  checkBet(bet, table.betCredits);
  const { stops, window } = spinReels(table.strips, randomInt);
  const wins = evaluateWays(table, window);
  const credits = wins.reduce((total, win) => total + win.credits, 0);
  return { stops, window, wins, credits, win: winFor(bet, credits, table.betCredits) };
}

/**
 * The exact return, as a share of the bet. Reels stop independently, so for a symbol paying on exactly
 * k reels E[ways] = E[c₁] × … × E[c_k] × P(c_{k+1} = 0), with c_r how many times the symbol or the wild
 * shows in reel r's window; each reel's distribution of c_r is counted over all its stops.
 */
export function rtp(table: WaysSlotTable): Fraction {
  const perSymbol = Object.entries(table.pays).map(([symbol, pays]) => {
    const reels = table.strips.map((reel) => {
      const counts = windowCounts(reel, (s) => s === symbol || s === table.wild);
      return {
        mean: fraction(
          counts.reduce((total, stops, shown) => total + stops * shown, 0),
          reel.length,
        ),
        none: fraction(counts[0] ?? 0, reel.length),
      };
    });
    return sum(
      pays.map((pay, i) => {
        const k = i + 3;
        let expected = fraction(pay);
        for (const reel of reels.slice(0, k)) expected = mul(expected, reel.mean);
        const next = reels[k];
        return next ? mul(expected, next.none) : expected;
      }),
    );
  });
  return mul(sum(perSymbol), fraction(1, table.betCredits));
}
