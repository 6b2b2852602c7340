import { MINES_TILES, minePositions, minesMultiplier } from '@casino/fairness';
import { mines } from '../../../../server/src/modules/games/mines/descriptor';
import { EDGES, seededGame } from '../game';
import { playStepGame } from '../server';
import { winOrLose } from '../stats';
import type { PlayStream } from '../stream';

/**
 * Strategy: reveal tiles 0, 1, 2, … in order and cash out after `reveals` safe tiles (the mines are a
 * uniform draw, so which tiles does not matter). 3 mines × 22 is a full clear, which settles by itself.
 */
const PLAYS = [
  { mines: 1, reveals: 5 },
  { mines: 3, reveals: 3 },
  { mines: 3, reveals: 22 },
  { mines: 5, reveals: 5 },
  { mines: 10, reveals: 3 },
  { mines: 24, reveals: 1 },
] as const;
const pays = PLAYS.map((p) => minesMultiplier(p.mines, p.reveals, EDGES.mines));
/** For each tile, the place in the draw order where it became a mine (25 if never among 24). */
const drawnAt = new Int32Array(MINES_TILES);

/**
 * The draw picks mines one at a time, so the first `count` of 24 drawn are exactly the board with `count`
 * mines: one draw serves every mine count (the start-up check compares each board with the server's).
 */
function play(stream: PlayStream, out: { returned: Float64Array }) {
  drawnAt.fill(MINES_TILES);
  minePositions(stream.floats(24), 24).forEach((tile, order) => {
    drawnAt[tile] = order;
  });
  for (let v = 0; v < PLAYS.length; v++) {
    const { mines: count, reveals } = PLAYS[v] as (typeof PLAYS)[number];
    let safe = true;
    for (let tile = 0; tile < reveals && safe; tile++) safe = (drawnAt[tile] as number) >= count;
    out.returned[v] = safe ? (pays[v] as number) : 0;
  }
}

/** P(the first `reveals` tiles are all safe) with `count` mines among 25 tiles. */
function safeChance(count: number, reveals: number): number {
  let p = 1;
  for (let i = 0; i < reveals; i++) p *= (MINES_TILES - count - i) / (MINES_TILES - i);
  return p;
}

export const minesSim = seededGame({
  name: 'mines',
  cost: 8,
  variants: PLAYS.map((p, v) => ({
    label: `${p.mines} mine${p.mines > 1 ? 's' : ''}, ${p.reveals} tile${p.reveals > 1 ? 's' : ''}`,
    expected: winOrLose(safeChance(p.mines, p.reveals), pays[v] as number),
    configured: 1 - EDGES.mines,
  })),
  play,
  reference: (seeds, v) => {
    const { mines: count, reveals } = PLAYS[v] as (typeof PLAYS)[number];
    return playStepGame(mines, { mines: count }, seeds, (_state, moves) =>
      moves < reveals ? { action: 'reveal', tile: moves } : { action: 'cashout' },
    );
  },
});
