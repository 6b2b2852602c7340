import type { SeedPair } from '@casino/fairness';
import type { InstantPlay } from '../../../server/src/modules/games/instant/instant-game';
import type { StepPlay } from '../../../server/src/modules/games/step/step-game';
import { CHECK_WAGER, EDGES, type Reference, units } from './game';

/**
 * The server's own settlement, for the start-up check: each variant's request goes through the game's
 * schema (so it is a play the API accepts) and `settle` with the default edges.
 */
export function instantReference<P>(
  game: InstantPlay<P, typeof EDGES>,
  requests: readonly unknown[],
): Reference {
  const params = requests.map((request) => game.schema.parse(request));
  return (seeds, variant) => {
    const p = params[variant] as P;
    const wager = game.wager(p);
    return { stake: 1, returned: units(game.settle(seeds, p, wager, EDGES).payout, wager) };
  };
}

/**
 * Plays a step game (its descriptor: the API name and the play) through the server's start and move with a fixed strategy until a move pays out,
 * adding the extra stakes moves cost (blackjack doubles and splits).
 */
export function playStepGame<State, Start, Move>(
  { api, play: game }: { api: string; play: StepPlay<State, Start, Move, typeof EDGES> },
  start: Record<string, unknown>,
  seeds: SeedPair,
  nextMove: (state: State, moves: number) => unknown,
): { stake: number; returned: number } {
  const parsed = game.startSchema.parse({ ...start, wager: CHECK_WAGER });
  const wager = parsed.wager;
  let staked = wager;
  let result = game.start(parsed, seeds, wager, EDGES);
  for (let moves = 0; result.payout === undefined; moves++) {
    if (moves > 60) throw new Error(`${api}: the strategy never finished the game`);
    const move = game.moveSchema.parse(nextMove(result.state, moves));
    result = game.move(result.state, move, seeds, wager, EDGES);
    staked += result.extraStake ?? 0n;
  }
  return { stake: units(staked, wager), returned: units(result.payout, wager) };
}
