import {
  chanceForMultiplier,
  DICE_MULTIPLIER_RANGE,
  DICE_RETURN_PERCENT,
  diceRoll,
  diceWins,
} from '@casino/fairness';
import { dicePlay } from '../../../../server/src/modules/games/dice/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { latticeChance, winOrLose } from '../stats';
import type { PlayStream } from '../stream';

/**
 * Over and under at the common multipliers, plus ×4499.99: its chance 90 / 4499.99 = 0.0200000…% is
 * just above the 0.01 grid the roll lives on, so the strict comparison lets a third roll win (see notes).
 */
const BETS = [
  { over: true, multiplier: 2 },
  { over: false, multiplier: 2 },
  { over: true, multiplier: 1.01 },
  { over: false, multiplier: 10 },
  { over: true, multiplier: 100 },
  { over: true, multiplier: 4499.99 },
] as const;

const chances = BETS.map((b) => chanceForMultiplier(b.multiplier));

function play(stream: PlayStream, out: { returned: Float64Array }) {
  const roll = diceRoll(stream.float(0));
  for (let v = 0; v < BETS.length; v++) {
    const bet = BETS[v] as (typeof BETS)[number];
    out.returned[v] = diceWins(roll, chances[v] as number, bet.over) ? bet.multiplier : 0;
  }
}

/**
 * Exact RTP of one bet over the 10,001 rolls 0.00–100.00 (each taken as 1 / 10,001 likely). Wins are a
 * run of rolls at the top (over) or bottom (under) of the grid: start from ceil(100 · chance) and let
 * diceWins itself settle the run's length.
 */
function gridRtp(multiplier: number, over: boolean): number {
  const chance = chanceForMultiplier(multiplier);
  let length = Math.min(10_001, Math.max(0, Math.ceil(chance * 100 - 1e-9)));
  while (length > 0 && !diceWins(edgeRoll(length, over), chance, over)) length--;
  while (length < 10_001 && diceWins(edgeRoll(length + 1, over), chance, over)) length++;
  return (length / 10_001) * multiplier;
}

/** The roll `length` places in from the winning edge of the grid (a plain function: this runs 20M times). */
function edgeRoll(length: number, over: boolean): number {
  return (over ? 10_001 - length : length - 1) / 100;
}

/** Every bet the API accepts (3 decimals, over and under): how far the 0.01 roll grid pulls RTP off 90%. */
function scanAllBets(): string[] {
  const ranges = [10, 100, 1000, DICE_MULTIPLIER_RANGE.max].map((upTo) => ({
    upTo,
    rtp: 0,
    multiplier: 0,
    over: true,
  }));
  let range = 0;
  let bets = 0;
  let aboveEven = 0;
  let lowestAboveEven = Infinity;
  const from = Math.round(DICE_MULTIPLIER_RANGE.min * 1000);
  const to = Math.round(DICE_MULTIPLIER_RANGE.max * 1000);
  for (let thousandths = from; thousandths <= to; thousandths++) {
    const multiplier = thousandths / 1000;
    while (multiplier > (ranges[range] as (typeof ranges)[number]).upTo) range++;
    for (let side = 0; side < 2; side++) {
      const over = side === 0;
      const rtp = gridRtp(multiplier, over);
      bets++;
      if (rtp > 1) {
        aboveEven++;
        lowestAboveEven = Math.min(lowestAboveEven, multiplier);
      }
      const highest = ranges[range] as (typeof ranges)[number];
      if (rtp > highest.rtp) Object.assign(highest, { rtp, multiplier, over });
    }
  }
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const highest = ranges
    .map((r) => `${pct(r.rtp)} up to ×${r.upTo} (${r.over ? 'over' : 'under'} ×${r.multiplier})`)
    .join(', ');
  const summary =
    `dice rule: exact RTP of all ${bets.toLocaleString('en-US')} bets the API accepts (×${DICE_MULTIPLIER_RANGE.min}–` +
    `×${DICE_MULTIPLIER_RANGE.max} by 0.001, over and under; spec ${DICE_RETURN_PERCENT}%): highest ${highest}; `;
  if (aboveEven === 0) return [`${summary}none returns more than 100%.`];
  return [
    `${summary}${aboveEven.toLocaleString('en-US')} bets return more than 100%, from ×${lowestAboveEven} up.`,
    '  Cause: the winning rolls are not the chance snapped down onto the 0.01 roll grid (diceWinningRolls), so a ' +
      'bet wins on one roll too many: up to multiplier / 10,001 extra return.',
  ];
}

const requests = BETS.map((b) => ({ wager: '1000', over: b.over, multiplier: b.multiplier }));

export const diceSim = seededGame({
  name: 'dice',
  cost: 2,
  variants: BETS.map((bet, v) => ({
    label: `${bet.over ? 'over' : 'under'} ×${bet.multiplier}`,
    expected: winOrLose(
      latticeChance(
        (f) => diceWins(diceRoll(f), chances[v] as number, bet.over),
        bet.over ? 'suffix' : 'prefix',
      ),
      bet.multiplier,
    ),
    configured: DICE_RETURN_PERCENT / 100,
  })),
  play,
  reference: instantReference(dicePlay, requests),
  notes: scanAllBets,
});
