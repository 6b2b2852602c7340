import { add, div, type Fraction, fraction, mul, ONE, sub, sum, ZERO } from '../fraction';
import { checkBet, winFor } from '../money';
import { spinReels, symbolCounts, windowCounts } from '../reels';
import type { RandomInt } from '../rng';

/**
 * A 5×3 line slot: fixed paylines (a row per reel), left-to-right pays for 3, 4 or 5 of a kind in
 * credits of the line bet, a wild that substitutes for every pay symbol (and pays on its own), and a
 * scatter that pays anywhere in the window in multiples of the total bet and awards free spins. Free
 * spins play the same strips with every win multiplied, and may award more free spins.
 * Money: the bet is one credit per line (so a multiple of the line count in minor units); see money.ts.
 */
export interface VideoSlotTable {
  readonly variant: string;
  readonly wild: string;
  readonly scatter: string;
  readonly strips: readonly (readonly string[])[];
  /** Each line names the row (0 top … 2 bottom) it crosses on each reel. */
  readonly lines: readonly (readonly number[])[];
  /** Credits per line bet for 3, 4 and 5 in a row from the left reel; the wild's own entry included. */
  readonly pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatters anywhere in the window → multiple of the total bet. */
  readonly scatterPays: Readonly<Record<number, number>>;
  /** Scatters anywhere → free spins awarded (in the base game and again during free spins). */
  readonly freeSpins: Readonly<Record<number, number>>;
  readonly freeSpinMultiplier: number;
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  credits: number;
}

export interface VideoSlotOutcome {
  stops: number[];
  /** `window[reel][row]`. */
  window: string[][];
  lineWins: LineWin[];
  scatters: number;
  scatterCredits: number;
  freeSpinsAwarded: number;
  /** 1 in the base game, the table's free spin multiplier in free spins; applied to every credit above. */
  multiplier: number;
  /** Total win in credits of the line bet, multiplier applied. */
  credits: number;
  /** Total win in minor units, as a decimal string. */
  win: string;
}

const payFor = (table: VideoSlotTable, symbol: string, count: number): number =>
  count >= 3 ? (table.pays[symbol]?.[count - 3] ?? 0) : 0;

/** The pay of one line's five symbols: the best of the wild's own run and the symbol it stands in for. */
export function evaluateLine(
  table: VideoSlotTable,
  symbols: readonly string[],
): Omit<LineWin, 'line'> | null {
  let wilds = 0;
  while (symbols[wilds] === table.wild) wilds++;
  const wildWin = { symbol: table.wild, count: wilds, credits: payFor(table, table.wild, wilds) };
  const first = symbols[wilds];
  let best = wildWin;
  if (first !== undefined && first !== table.scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === table.wild)) count++;
    const credits = payFor(table, first, count);
    if (credits > best.credits) best = { symbol: first, count, credits };
  }
  return best.credits > 0 ? best : null;
}

function evaluate(
  table: VideoSlotTable,
  stops: number[],
  window: string[][],
  multiplier: number,
  bet: bigint,
) {
  const lineWins: LineWin[] = [];
  for (const [line, rows] of table.lines.entries()) {
    const win = evaluateLine(
      table,
      rows.map((row, reel) => window[reel]?.[row] as string),
    );
    if (win) lineWins.push({ line, ...win });
  }
  const scatters = window.flat().filter((symbol) => symbol === table.scatter).length;
  const scatterCredits = (table.scatterPays[scatters] ?? 0) * table.lines.length;
  const base = lineWins.reduce((total, win) => total + win.credits, 0) + scatterCredits;
  const credits = base * multiplier;
  const freeSpinsAwarded = table.freeSpins[scatters] ?? 0;
  return {
    stops,
    window,
    lineWins,
    scatters,
    scatterCredits,
    freeSpinsAwarded,
    multiplier,
    credits,
    win: winFor(bet, credits, table.lines.length),
  };
}

/** One paid spin. `bet` is the total bet in minor units, a multiple of the line count. */
export function play(table: VideoSlotTable, randomInt: RandomInt, bet: bigint): VideoSlotOutcome {
  checkBet(bet, table.lines.length);
  const { stops, window } = spinReels(table.strips, randomInt);
  return evaluate(table, stops, window, 1, bet);
}

export interface FreeSpinState {
  /** Free spins still to play, at the bet of the spin that awarded them. */
  remaining: number;
}

/** One free spin: no stake, wins × the table's multiplier; retriggers add to what remains. */
export function playFreeSpin(
  table: VideoSlotTable,
  randomInt: RandomInt,
  bet: bigint,
  state: FreeSpinState,
): { outcome: VideoSlotOutcome; state: FreeSpinState } {
  if (state.remaining < 1) throw new RangeError('no free spins remain');
  checkBet(bet, table.lines.length);
  const { stops, window } = spinReels(table.strips, randomInt);
  const outcome = evaluate(table, stops, window, table.freeSpinMultiplier, bet);
  return { outcome, state: { remaining: state.remaining - 1 + outcome.freeSpinsAwarded } };
}

/**
 * Expected line pay of one line, in line-bet credits. Any one row of a uniformly stopped reel shows
 * each symbol as often as it stands on the strip, and reels stop independently, so summing the pay of
 * every 5-tuple of distinct symbols weighted by their strip counts is exact (every line alike).
 */
export function linePayExpectation(table: VideoSlotTable): Fraction {
  const perReel = table.strips.map((reel) => [...symbolCounts(reel)]);
  const total = table.strips.reduce((product, reel) => product * BigInt(reel.length), 1n);
  let weighted = 0n;
  const walk = (reel: number, symbols: string[], weight: bigint) => {
    if (reel === perReel.length) {
      const win = evaluateLine(table, symbols);
      if (win) weighted += weight * BigInt(win.credits);
      return;
    }
    for (const [symbol, count] of perReel[reel] ?? [])
      walk(reel + 1, [...symbols, symbol], weight * BigInt(count));
  };
  walk(0, [], 1n);
  return fraction(weighted, total);
}

/** Probability of 0…15 scatters in the window: each reel's exact window counts, convolved. */
export function scatterDistribution(table: VideoSlotTable): Fraction[] {
  let distribution: Fraction[] = [ONE];
  for (const reel of table.strips) {
    const counts = windowCounts(reel, (symbol) => symbol === table.scatter);
    const next: Fraction[] = [];
    for (const [have, p] of distribution.entries())
      for (const [shown, stops] of counts.entries()) {
        next[have + shown] = add(next[have + shown] ?? ZERO, mul(p, fraction(stops, reel.length)));
      }
    distribution = next;
  }
  return distribution;
}

/**
 * The exact return to the player, as a share of the total bet. One spin's expected pay is
 * P = E[one line's credits] + E[scatter pay] (lines × a line's credits over a bet of lines credits); each
 * spin awards on average m = Σ P(k scatters) × award(k) free spins, each of which pays M × P and awards
 * m more: a branching process whose expected size from
 * one award is the geometric series 1 + m + m² + … = 1 / (1 − m). So RTP = P × (1 + M × m / (1 − m)).
 */
export function rtp(table: VideoSlotTable): Fraction {
  const scatters = scatterDistribution(table);
  const spinPay = add(
    linePayExpectation(table),
    sum(scatters.map((p, k) => mul(p, fraction(table.scatterPays[k] ?? 0)))),
  );
  const awarded = sum(scatters.map((p, k) => mul(p, fraction(table.freeSpins[k] ?? 0))));
  if (awarded.num >= awarded.den) throw new RangeError('free spins would never end: m ≥ 1');
  const freeSpins = mul(fraction(table.freeSpinMultiplier), div(awarded, sub(ONE, awarded)));
  return mul(spinPay, add(ONE, freeSpins));
}
