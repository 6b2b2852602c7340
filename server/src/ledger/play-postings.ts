import type { Coin } from '@casino/contract';
import type { PreparedQuery } from '../db/database';
import { BatchLanes } from './batch-lanes';

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

/**
 * Posts instant plays to the ledger in batches (`ledger_post_plays`: each play's bet and transfer), in
 * lanes by house shard (BatchLanes); a batch holds one play a player, whose accounts move once in it.
 */
export class PlayPostings {
  private readonly lanes: BatchLanes<PlayPosting, PostedPlay>;

  /** `posted` hears the size of each statement that posted (one counter increment: the metrics'). */
  constructor(
    private readonly prepared: PreparedQuery,
    private readonly rules: PlayPostingRules,
    lanes: number,
    private readonly posted: (plays: number) => void = () => {},
  ) {
    this.lanes = new BatchLanes(
      {
        name: 'ledger_post_plays',
        maxBatch: 128,
        onePerPlayer: true,
        playerOf: (play) => play.userId,
        run: (plays) => this.run(plays),
      },
      lanes,
    );
  }

  post(play: PlayPosting): Promise<PostedPlay> {
    return this.lanes.post(play);
  }

  /** Resolves once no batch is in the database: a play whose player hung up still commits. */
  settled(): Promise<void> {
    return this.lanes.settled();
  }

  private async run(plays: PlayPosting[]): Promise<PostedPlay[]> {
    const rows = await postPlays(this.prepared, this.rules, plays);
    this.posted(plays.length);
    return rows;
  }
}

/** One `ledger_post_plays` statement: the plays' rows in their order (bench:play-statement calls it alone). */
export async function postPlays(
  prepared: PreparedQuery,
  rules: PlayPostingRules,
  plays: readonly PlayPosting[],
): Promise<PostedPlay[]> {
  const rows = await prepared<PostedPlay>('ledger_post_plays', POST_PLAYS_SQL, [
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
    rules.limits,
    rules.highRoller,
    plays.flatMap((p) => p.accounts),
    plays.map((p) => p.requestKey),
  ]);
  if (rows.length !== plays.length)
    throw new Error(`ledger_post_plays: ${rows.length} rows for ${plays.length} plays`);
  return rows;
}
