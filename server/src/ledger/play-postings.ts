import type { Coin } from '@casino/contract';
import type { PreparedQuery } from '../db/database';
import { HOUSE_SHARDS } from './house-shards';

/** One instant play whose outcome is computed, ready for `ledger_post_plays` (migration 12). */
export interface PlayPosting {
  sessionId: string;
  userId: bigint;
  game: string;
  seedPairId: bigint;
  nonce: number;
  wager: bigint;
  payout: bigint;
  /** The paid multiplier, 4 decimals, as text. */
  multiplier: string;
  /** The highest multiplier the play could pay, for the max-payout limit. */
  maxMultiplier: string;
  outcome: unknown;
  /** The player's GC, SC unplayed and SC redeemable accounts, then the house shards for GC and SC. */
  accounts: readonly string[];
  /** The request's idempotency key: a play whose key is on a bet already is 'repeated', not played. */
  requestKey: string;
}

/** How `ledger_post_plays` answered a play: settled, or why it took nothing. */
export type PostedPlayStatus =
  | 'ok'
  /** The key is on a bet already: the first request's bet is the answer. */
  | 'repeated'
  /** The seed pair's nonce moved (another instance played or rotated it). */
  | 'stale_seed'
  /** The player switched coin while the batch took its locks: nothing moved, the play is tried again. */
  | 'coin_changed'
  | 'unauthenticated'
  | 'banned'
  /** A gate refused it (location, break, self-exclusion, a limit): the eligibility module says which. */
  | 'gated'
  | 'insufficient'
  | 'below_min'
  | 'above_max'
  | 'above_max_payout';

export interface PostedPlay {
  o_status: PostedPlayStatus;
  /** The play's coin; for a limit refusal, the coin whose limit refused it. */
  o_coin: Coin | null;
  o_bet: bigint | null;
  o_username: string | null;
  o_private: boolean | null;
  o_balance: bigint | null;
  o_settled_at: Date | null;
  /** Whether the bet went to the high-rollers feed, as the function decided it when it wrote the bet. */
  o_high_roller: boolean | null;
}

/** The play rules the function applies, as it takes them (decided by the games' play policy). */
export interface PlayPostingRules {
  /** GC min, max, max payout, then SC, in minor units. */
  limits: readonly string[];
  /** The smallest high-roller wager: GC, then SC, in minor units. */
  highRoller: readonly string[];
}

const POST_PLAYS_SQL = `SELECT * FROM ledger_post_plays($1::uuid[], $2::bigint[], $3::text[], $4::bigint[],
  $5::integer[], $6::bigint[], $7::bigint[], $8::numeric[], $9::numeric[], $10::jsonb, $11::bigint[],
  $12::bigint[], $13::bigint[], $14::text[])`;

/** More plays than this wait for the next batch: bounds one statement's size and its locks. */
const MAX_BATCH = 128;

interface Waiting {
  play: PlayPosting;
  resolve: (row: PostedPlay) => void;
  reject: (error: unknown) => void;
}

/**
 * Posts instant plays to the ledger in batches (`ledger_post_plays`: each play's bet and transfer): while a lane's batch is in the database, the plays that arrive wait
 * and go together as the next one, so a quiet server settles each play at once and a busy one pays a
 * transaction's fixed cost once for many plays. Players are split into lanes by house shard, so two
 * batches of this instance never want the same row and run side by side without waiting on each other.
 */
export class PlayPostings {
  private readonly lanes: Lane[];

  /** `posted` hears the size of each statement that posted (one counter increment: the metrics'). */
  constructor(
    prepared: PreparedQuery,
    rules: PlayPostingRules,
    lanes: number,
    posted: (plays: number) => void = () => {},
  ) {
    if (HOUSE_SHARDS % lanes !== 0)
      throw new Error(`play batch lanes (${lanes}) must divide ${HOUSE_SHARDS}`);
    this.lanes = Array.from({ length: lanes }, () => new Lane(prepared, rules, posted));
  }

  post(play: PlayPosting): Promise<PostedPlay> {
    // A player's house shard is userId mod HOUSE_SHARDS; lanes divide the shards, so each lane owns its shards.
    const lane = this.lanes[Number(play.userId % BigInt(this.lanes.length))] as Lane;
    return lane.post(play);
  }

  /**
   * Resolves once no batch is in the database (a shutdown's step, after new plays stopped coming): a
   * play whose player hung up still commits before the database closes.
   */
  async settled(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.settled()));
  }
}

class Lane {
  private waiting: Waiting[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly prepared: PreparedQuery,
    private readonly rules: PlayPostingRules,
    private readonly posted: (plays: number) => void,
  ) {}

  post(play: PlayPosting): Promise<PostedPlay> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ play, resolve, reject });
      this.running ??= this.next();
    });
  }

  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async next(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.take();
      try {
        const rows = await this.run(batch.map((w) => w.play));
        for (const [i, w] of batch.entries()) w.resolve(rows[i] as PostedPlay);
      } catch (error) {
        // The statement failed as a whole (a value of one play it could not take, a deadlock, a lost
        // connection, perhaps after its commit): each play is settled again alone and fails only for its
        // own reason; a play that did commit comes back 'repeated' by its key.
        if (batch.length === 1) (batch[0] as Waiting).reject(error);
        else
          await Promise.all(
            batch.map((w) => this.run([w.play]).then(([row]) => w.resolve(row as PostedPlay), w.reject)),
          );
      }
    }
    this.running = null;
  }

  /** The next batch: at most MAX_BATCH plays and one per player (a player's accounts move once in it). */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const players = new Set<bigint>();
    const later: Waiting[] = [];
    for (const waiting of this.waiting) {
      if (batch.length < MAX_BATCH && !players.has(waiting.play.userId)) {
        batch.push(waiting);
        players.add(waiting.play.userId);
      } else later.push(waiting);
    }
    this.waiting = later;
    return batch;
  }

  private async run(plays: PlayPosting[]): Promise<PostedPlay[]> {
    const rows = await this.prepared<PostedPlay>('ledger_post_plays', POST_PLAYS_SQL, [
      plays.map((p) => p.sessionId),
      plays.map((p) => p.userId.toString()),
      plays.map((p) => p.game),
      plays.map((p) => p.seedPairId.toString()),
      plays.map((p) => p.nonce),
      plays.map((p) => p.wager.toString()),
      plays.map((p) => p.payout.toString()),
      plays.map((p) => p.multiplier),
      plays.map((p) => p.maxMultiplier),
      JSON.stringify(plays.map((p) => p.outcome)),
      this.rules.limits,
      this.rules.highRoller,
      plays.flatMap((p) => p.accounts),
      plays.map((p) => p.requestKey),
    ]);
    if (rows.length !== plays.length)
      throw new Error(`ledger_post_plays: ${rows.length} rows for ${plays.length} plays`);
    this.posted(plays.length);
    return rows;
  }
}
