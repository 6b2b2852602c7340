import type { StepPlay } from '../../../server/src/modules/games/step/step-game';
import { type EDGES, randomSeeds, type SimGame, seededGame } from './game';
import { playStepGame } from './server';
import { winOrLose } from './stats';
import { PlayStream } from './stream';

/** One variant of the strategy: at `difficulty`, take `steps` steps, then cash out. */
export interface StepPlan<Difficulty extends string> {
  difficulty: Difficulty;
  steps: number;
}

/**
 * A step game played "take n steps, then cash out" (tower's levels, clover cross's lanes): a variant pays
 * its multiplier when its first n steps are all safe (the last step settles by itself). `safeSteps` is the
 * fast path's shortcut (safe steps before the first loss, up to `limit`, reading only the floats it needs);
 * it is checked at start-up against `firstLoss`, the package's own rule (-1 when every step is safe), on
 * random plays at every difficulty and all `allSteps` steps.
 */
export function stepThenCashOutSim<Difficulty extends string, State, Start, Move>(game: {
  name: SimGame['name'];
  /** What one step is called in a variant's label ('level', 'lane'). */
  stepName: string;
  descriptor: { api: string; play: StepPlay<State, Start, Move, typeof EDGES> };
  /** The move that takes one more step. */
  stepMove: Record<string, unknown>;
  plans: readonly StepPlan<Difficulty>[];
  difficulties: readonly Difficulty[];
  allSteps: number;
  edge: number;
  multiplier: (difficulty: Difficulty, steps: number, edge: number) => number;
  /** The chance that one step is safe. */
  safeChance: (difficulty: Difficulty) => number;
  safeSteps: (stream: PlayStream, difficulty: Difficulty, limit: number) => number;
  firstLoss: (stream: PlayStream, difficulty: Difficulty) => number;
}): SimGame {
  const { plans } = game;
  const pays = plans.map((p) => game.multiplier(p.difficulty, p.steps, game.edge));

  function checkSafeSteps(plays: number) {
    for (let i = 0; i < plays; i++) {
      const seeds = randomSeeds();
      const stream = new PlayStream(seeds.serverSeed, seeds.clientSeed).play(seeds.nonce);
      for (const difficulty of game.difficulties) {
        const want = game.firstLoss(stream, difficulty);
        const got = game.safeSteps(stream, difficulty, game.allSteps);
        if (got !== (want === -1 ? game.allSteps : want)) {
          throw new Error(
            `${game.name} ${difficulty}: shortcut ${got}, the package ${want} for ${JSON.stringify(seeds)}`,
          );
        }
      }
    }
  }

  return seededGame({
    name: game.name,
    cost: 4,
    variants: plans.map((p, v) => ({
      label: `${p.difficulty}, ${p.steps} ${game.stepName}${p.steps > 1 ? 's' : ''}`,
      expected: winOrLose(game.safeChance(p.difficulty) ** p.steps, pays[v] as number),
      configured: 1 - game.edge,
    })),
    play(stream, out) {
      for (let v = 0; v < plans.length; v++) {
        const { difficulty, steps } = plans[v] as StepPlan<Difficulty>;
        out.returned[v] = game.safeSteps(stream, difficulty, steps) === steps ? (pays[v] as number) : 0;
      }
    },
    reference: (seeds, v) => {
      const { difficulty, steps } = plans[v] as StepPlan<Difficulty>;
      return playStepGame(game.descriptor, { difficulty }, seeds, (_state, moves) =>
        moves < steps ? game.stepMove : { action: 'cashout' },
      );
    },
    alsoCheck: (plays) => checkSafeSteps(plays * 10),
  });
}
