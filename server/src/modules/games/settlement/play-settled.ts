import type { BetHistoryRow } from '@casino/contract';
import type { SettledBet } from '../history/bet-rows';

/**
 * A house game's play has settled and committed: the one event every kind of play (instant, step game,
 * crash, duel) sends, once per bet, from one door (`PlaySettlements`). The live feeds listen to it; races,
 * challenges, VIP progress and statistics subscribe to it at composition (`GamesPorts.playSettled`).
 *
 * Heard in process, after the commit, and lost with the process: a listener whose work must not be lost
 * (money, progress a player is owed) reads the committed bets, as rakeback does, or queues durable work of
 * its own; it never keeps the only record in memory.
 */
export interface PlaySettled extends SettledBet {
  /** payout / wager, to 4 decimals, as the bet row keeps it (0 for a lost play). */
  multiplier: number;
  /** Whether the play went to the high-rollers feed (a wager worth at least 50 USD), as its bet row says. */
  highRoller: boolean;
  /** The play's history row as its own player sees it (their name shown even in private mode). */
  ownRow: BetHistoryRow;
  /**
   * Whether the play's own transaction queued its player's result in the event outbox (step games, crash,
   * duels): it reaches them once committed, even if this process dies first. Instant plays commit in the
   * ledger's batched statement, which writes no outbox row: their player is told after the commit.
   */
  ownResultQueued: boolean;
}

/**
 * Hears every settled play, synchronously, on the play's path (the instant-play hot path included): it
 * does no I/O of its own that the play waits for and keeps its work per play small.
 */
export type PlaySettledListener = (play: PlaySettled) => void;
