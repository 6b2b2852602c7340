/**
 * A worker process of the simulation (forked by simulate.ts with the same tsx flags): it is sent one
 * game at a time, `{ game, rounds }`, answers with that game's tallies, and exits when sent `{ done }`.
 */
import { GAMES } from './games';
import { runGame } from './run';

export type Job = { game: string; rounds: number } | { done: true };

process.on('message', (job: Job) => {
  if ('done' in job) {
    process.disconnect();
    return;
  }
  const game = GAMES.find((g) => g.name === job.game);
  if (!game) throw new Error(`unknown game ${job.game}`);
  const { tallies, seconds } = runGame(game, job.rounds);
  process.send?.({ game: job.game, tallies: tallies.map((t) => ({ ...t })), seconds });
});
