import type { Round, SimGame } from './game';
import { Tally } from './stats';

export interface GameResult {
  tallies: Tally[];
  seconds: number;
}

/** Plays `rounds` rounds of every variant of a game on fresh seeds. */
export function runGame(game: SimGame, rounds: number): GameResult {
  const n = game.variants.length;
  const tallies = game.variants.map(() => new Tally());
  const out: Round = { stake: new Float64Array(n), returned: new Float64Array(n) };
  const play = game.player();
  const from = performance.now();
  for (let i = 0; i < rounds; i++) {
    out.stake.fill(1);
    play(out);
    for (let v = 0; v < n; v++) (tallies[v] as Tally).add(out.stake[v] as number, out.returned[v] as number);
  }
  return { tallies, seconds: (performance.now() - from) / 1000 };
}
