import { war, warMultiplier } from '@casino/fairness';
import { warPlay } from '../../../../server/src/modules/games/war/play';
import { EDGES, seededGame } from '../game';
import { instantReference } from '../server';
import { winOrLose } from '../stats';
import type { PlayStream } from '../stream';

const winPays = warMultiplier({ rounds: [], winner: 'player' }, EDGES.war);

function play(stream: PlayStream, out: { returned: Float64Array }) {
  out.returned[0] = warMultiplier(war(stream.iterator()), EDGES.war);
}

export const warSim = seededGame({
  name: 'war',
  cost: 2,
  variants: [
    {
      label: `one hand (win pays ${winPays})`,
      // Player and dealer cards come from the same distribution, so each wins exactly half the hands.
      expected: winOrLose(0.5, winPays),
      configured: 1 - EDGES.war,
    },
  ],
  play,
  reference: instantReference(warPlay, [{ wager: '1000' }]),
});
