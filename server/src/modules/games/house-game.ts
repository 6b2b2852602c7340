import type { InstantPlay } from './instant/instant-game';
import type { StepPlay } from './step/step-game';

/**
 * One house game as the server knows it, in one place: its folder's `descriptor.ts` holds it and
 * `catalog.ts` lists it. Everything else about a game that is per game (its routes and play, seed routes,
 * configurable edges, rakeback, the history's name) reads these facts instead of keeping its own table.
 */
export type HouseGameDescriptor = GameFacts &
  (
    | {
        category: 'instant';
        /** How a play is read, staked and settled: the game folder's play.ts. */
        play: InstantPlay<unknown>;
      }
    | {
        category: 'step';
        /** How a game starts, takes moves and is shown: the game folder's play.ts. */
        play: StepPlay<unknown, unknown, unknown>;
      }
    | { category: 'live' }
  );

interface GameFacts {
  /** The API name: the route (/api/{api}), the seed pair's key and the bets' `game` column. */
  api: string;
  /** The name the bet history shows. */
  name: string;
  /** Instant games settle in one call, step games keep a game in progress, live games are shared rounds. */
  category: 'instant' | 'step' | 'live';
  /**
   * Where outcomes come from (packages/fairness): the player's seed pair and nonce, crash's published
   * hash chain, or the two duelling players' seeds.
   */
  fairness: 'seed-pair' | 'hash-chain' | 'player-seeds';
  /**
   * The house edge, as a fraction of the wager: `configurable` is the default HOUSE_EDGES may change
   * (the game's multipliers are computed from it); `fixed` is the return its tables or rules give
   * (packages/fairness/README.md), which rakeback counts.
   */
  edge: { configurable: number } | { fixed: number };
}
