import { limboMultiplier } from '@casino/fairness';
import { limboPlay } from '../../../../server/src/modules/games/limbo/play';
import { EDGES, seededGame } from '../game';
import { instantReference } from '../server';
import { latticeChance, winOrLose } from '../stats';
import type { PlayStream } from '../stream';

/** Targets from the cautious to the long shot; higher ones have too wide an error at 1M rounds to say much. */
const TARGETS = [1.01, 2, 10, 100] as const;

function play(stream: PlayStream, out: { returned: Float64Array }) {
  const result = limboMultiplier(stream.float(0), EDGES.limbo);
  for (let v = 0; v < TARGETS.length; v++) {
    const target = TARGETS[v] as number;
    out.returned[v] = result >= target ? target : 0;
  }
}

export const limboSim = seededGame({
  name: 'limbo',
  cost: 2,
  variants: TARGETS.map((target) => ({
    label: `target ×${target}`,
    // Small floats give big results, so the winning floats are a prefix of [0, 1).
    expected: winOrLose(
      latticeChance((f) => limboMultiplier(f, EDGES.limbo) >= target, 'prefix'),
      target,
    ),
    configured: 1 - EDGES.limbo,
  })),
  play,
  reference: instantReference(
    limboPlay,
    TARGETS.map((target) => ({ wager: '1000', target })),
  ),
});
