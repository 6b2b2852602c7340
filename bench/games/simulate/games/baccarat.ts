import {
  BACCARAT_BETS,
  type BaccaratWinner,
  baccarat,
  baccaratBetReturn,
  baccaratWinnerChances,
} from '@casino/fairness';
import { baccaratPlay } from '../../../../server/src/modules/games/baccarat/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { expectedOf } from '../stats';
import type { PlayStream } from '../stream';

function play(stream: PlayStream, out: { returned: Float64Array }) {
  const { winner } = baccarat(stream.floats(6));
  for (let v = 0; v < BACCARAT_BETS.length; v++) {
    out.returned[v] = baccaratBetReturn(BACCARAT_BETS[v] as (typeof BACCARAT_BETS)[number], winner);
  }
}

// The package's exact enumeration of all six-card value sequences on an infinite deck.
const chances = baccaratWinnerChances();
const winners: BaccaratWinner[] = ['player', 'banker', 'tie'];

export const baccaratSim = seededGame({
  name: 'baccarat',
  cost: 3,
  variants: BACCARAT_BETS.map((bet) => {
    const expected = expectedOf(winners.map((w) => [chances[w], baccaratBetReturn(bet, w)] as const));
    // The README promises the standard punto banco table, whose return is this enumeration.
    return { label: `on ${bet}`, expected, configured: expected.rtp };
  }),
  play,
  reference: instantReference(
    baccaratPlay,
    BACCARAT_BETS.map((bet) => ({ [bet]: '1000' })),
  ),
});
