import type { BetHistoryRow, Coin } from '@casino/contract';

/**
 * What every step-game call answers (server StepPlays.view): the game as the player may see it, with
 * the balance of its coin after the call. `state` is the game's own view (mines, tower, clover cross).
 */
export interface StepGameView<State> {
  id: string;
  game: string;
  status: 'active' | 'settled';
  wager: string;
  game_mode: Coin;
  state: State;
  /** Everything paid back once the game has ended (0.00 on a loss); null while it is in progress. */
  payout: string | null;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  balance: string;
  /** The history row, once the game has ended. */
  bet?: BetHistoryRow;
}

/** Every step game's view carries the multiplier reached and the one the next safe step would pay. */
export interface StepMultipliers {
  multiplier: number;
  /** Null once there is no further step (the board or the path is complete). */
  next_multiplier: number | null;
}
