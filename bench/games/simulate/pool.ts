import { type ChildProcess, fork } from 'node:child_process';
import type { SimGame } from './game';
import type { GameResult } from './run';
import { Tally, type TallyFields } from './stats';
import type { Job } from './worker';

interface Answer {
  game: string;
  tallies: TallyFields[];
  seconds: number;
}

/**
 * Runs games in `workers` forked processes (one core each), handing the next game to whichever worker
 * is free, costliest first. Resolves with every game's result, or rejects (and stops the others) as
 * soon as one worker fails.
 */
export function runInWorkers(
  games: SimGame[],
  rounds: number,
  workers: number,
): Promise<Map<string, GameResult>> {
  const queue = [...games].sort((a, b) => b.cost - a.cost).map((g) => g.name);
  const results = new Map<string, GameResult>();
  const children: ChildProcess[] = [];
  return new Promise((resolve, reject) => {
    let failed = false;
    let running = 0;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const child of children) child.kill();
      reject(error);
    };
    const next = (child: ChildProcess) => {
      const game = queue.shift();
      child.send((game ? { game, rounds } : { done: true }) satisfies Job);
    };
    for (let w = 0; w < Math.min(workers, games.length); w++) {
      // process.execArgv carries tsx's loader flags, so the child runs TypeScript as this process does.
      const child = fork(new URL('./worker.ts', import.meta.url).pathname, []);
      children.push(child);
      running++;
      child.on('message', (answer: Answer) => {
        results.set(answer.game, { tallies: answer.tallies.map(Tally.from), seconds: answer.seconds });
        next(child);
      });
      child.on('error', fail);
      child.on('exit', (code, signal) => {
        if (code !== 0) fail(new Error(`simulation worker exited with ${signal ?? `code ${code}`}`));
        else if (--running === 0) resolve(results);
      });
      next(child);
    }
  });
}
