import type { Coin, JackpotTier } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';
import type { JackpotDraw } from './rules';

/** What the jackpots module needs from outside itself, and nothing more. */
export interface JackpotsPorts {
  /** The pools' rows, the wins, and the games that contribute. */
  db: Database;
  /** The pools are ledger accounts: every contribution, win and seed is a keyed transfer. */
  ledger: Ledger;
  /** The draw a bet's win is decided by; `crypto.randomInt` unless a test fixes it. */
  draw?: JackpotDraw;
}

/** A pool a bet won, paid to the player in the bet's transaction: tell the player. */
export interface JackpotWin {
  tier: JackpotTier;
  coin: Coin;
  /** Minor units paid. */
  amount: bigint;
}

/** One bet as the wallet saw it, after its coins went to the house. */
export interface ContributingBet {
  userId: bigint;
  coin: Coin;
  gameId: number;
  betId: bigint;
  /** Minor units taken (a free round's wager is zero and contributes nothing). */
  wager: bigint;
  /** The bet's own ledger key: the contribution's key is derived from it, so a replay moves nothing. */
  key: string;
}

/** The port a game wallet calls, in the bet's own transaction. */
export interface JackpotContributions {
  /**
   * In the bet's transaction, after its coins were taken: moves the game's share of the wager from the
   * house to the pools, draws the tiers, and pays a pool won (once) and reseeds it. Answers the win, if any.
   */
  contribute(trx: Trx, bet: ContributingBet): Promise<JackpotWin | null>;
  /**
   * Whether the game's bets feed the pools (`has_jackpot`, as read at most a minute ago): asked before
   * the bet's transaction begins, so that the other games' bets need none.
   */
  isJackpotGame(gameId: number): Promise<boolean>;
}
