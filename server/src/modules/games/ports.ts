import type { Coin } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, PreparedQuery, TryLeadership } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver } from '../../http/authenticate';
import type { AppError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeHub } from '../../realtime/hub';
import type { PlaySettledListener } from './settlement/play-settled';

/**
 * Whether a player may play now (location, break, self-exclusion, their own limits): the eligibility
 * module's gate, asked by every house game.
 */
export interface PlayEligibility {
  /** Refuses, in the caller's transaction, a play (or more stake on one) that a gate refuses. */
  play(trx: Trx, userId: bigint, coin: Coin, wager: bigint): Promise<void>;
  /** The error in the spec's words for a play the database's gate refused ('gated'). */
  refusedPlay(executor: Database | Trx, userId: bigint, coin: Coin, wager: bigint): Promise<AppError>;
}

/** The settings the games read: play limits, house edges, the instant-play batch's lanes and crash's rounds. */
export type GamesConfig = Pick<
  Config,
  | 'PLAY_LIMITS_GC'
  | 'PLAY_LIMITS_SC'
  | 'HOUSE_EDGES'
  | 'PLAY_BATCH_LANES'
  | 'CRASH_ENABLED'
  | 'CRASH_BETTING_MS'
  | 'CRASH_PAUSE_MS'
  | 'CRASH_GROWTH'
  | 'CRASH_CHAIN_LENGTH'
  | 'CRASH_SALT'
>;

/** What the house games module needs from outside itself, and nothing more (issue 21: no app-wide bag). */
export interface GamesPorts {
  /** Bets, seed pairs, crash rounds, duels, the player's history and the event outbox. */
  db: Database;
  /** The instant plays' batched statement (`ledger_post_plays`), prepared once per connection. */
  prepared: PreparedQuery;
  /** The advisory lock whose holder runs the crash rounds, on exactly one instance. */
  tryLeadership: TryLeadership;
  /** Takes wagers and pays wins (step games, crash, duels); the player's and the house's accounts. */
  ledger: Ledger;
  /** The public feeds, an instant play's own result and crash's ticks (what may be lost). */
  hub: RealtimeHub;
  /** Who is signed in (the auth module's Sessions). */
  sessions: SessionResolver;
  /** The eligibility module's gate on play. */
  eligibility: PlayEligibility;
  /** Play limits, house edges, the instant-play batch's lanes and crash's rounds. */
  config: GamesConfig;
  /**
   * Other modules' listeners of every settled play (races, challenges, VIP progress, statistics), heard
   * after the live feeds, in this order. Each declares the part of `PlaySettled` it reads.
   */
  playSettled: readonly PlaySettledListener[];
  /** Told the size of each batch of instant plays the ledger's statement posted (the metrics count them). */
  playBatchPosted?: (plays: number) => void;
  /** Where a settled play's listener that failed is reported (the app's log). */
  log: Pick<FastifyBaseLogger, 'error'>;
}
