import { SLOT_REELS, type SlotSymbol, slots, slotsLineMultiplier, slotsReturn } from '@casino/fairness';
import { slotsPlay } from '../../../../server/src/modules/games/slots/play';
import { seededGame } from '../game';
import { instantReference } from '../server';
import { expectedOf } from '../stats';
import type { PlayStream } from '../stream';

function play(stream: PlayStream, out: { returned: Float64Array }) {
  out.returned[0] = slots(stream.floats(3)).multiplier;
}

/** Every one of the 32³ lines, equally likely. */
function* lines(): Generator<readonly [number, number]> {
  const [r1, r2, r3] = SLOT_REELS as [SlotSymbol[], SlotSymbol[], SlotSymbol[]];
  const p = 1 / (r1.length * r2.length * r3.length);
  for (const a of r1) for (const b of r2) for (const c of r3) yield [p, slotsLineMultiplier([a, b, c])];
}

export const slotsSim = seededGame({
  name: 'slots',
  cost: 5,
  variants: [{ label: 'one line', expected: expectedOf(lines()), configured: slotsReturn() }],
  play,
  reference: instantReference(slotsPlay, [{ wager: '1000' }]),
});
