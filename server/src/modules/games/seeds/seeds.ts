import { randomBytes } from 'node:crypto';
import { PLAY_TEXTS, type SeedPairView } from '@casino/contract';
import { hashServerSeed, type SeedPair } from '@casino/fairness';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import type { SeededGame } from '../catalog';

/** A live seed pair: what a play is computed from, and the nonce the next play uses. */
export interface ActivePair {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number;
}

export interface RevealedPair {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: number;
}

const CACHE_LIMIT = 50_000;

/** 32 bytes from the CSPRNG as 64 lowercase hex characters (fairness.md "Seeds"). */
export const newServerSeed = () => randomBytes(32).toString('hex');

/**
 * The seed pairs of every player and game. Live pairs are cached so that a play needs no read: the
 * settlement statement checks the cached nonce is still the pair's next one and the caller reloads
 * the pair when it is not (another instance played or rotated it).
 */
export class SeedBook {
  private readonly cache = new Map<string, ActivePair>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Database) {}

  async active(userId: bigint, game: SeededGame): Promise<ActivePair> {
    const cached = this.cache.get(key(userId, game));
    if (cached) return cached;
    return this.load(userId, game);
  }

  /** Reads the live pair from the database (creating the first one), replacing the cached copy. */
  async load(userId: bigint, game: SeededGame): Promise<ActivePair> {
    const row = await this.db
      .selectFrom('seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('revealed_at', 'is', null)
      .executeTakeFirst();
    if (!row) {
      await this.db
        .insertInto('seed_pairs')
        .values(newPair(userId, game, null))
        .onConflict((oc) => oc.columns(['user_id', 'game']).where('revealed_at', 'is', null).doNothing())
        .execute();
      return this.load(userId, game);
    }
    return this.remember(userId, game, {
      id: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    });
  }

  /** The pair a play uses; 412 until the player has set a client seed. */
  async forPlay(userId: bigint, game: SeededGame): Promise<ActivePair & { clientSeed: string }> {
    const pair = await this.active(userId, game);
    if (pair.clientSeed === null) throw new AppError('CLIENT_SEED_REQUIRED', PLAY_TEXTS.clientSeedMissing);
    return pair as ActivePair & { clientSeed: string };
  }

  /**
   * Runs plays of one player and game one after another on this instance, so they never race for the
   * same nonce here; instances race only rarely and the loser reloads the pair.
   */
  async exclusive<T>(userId: bigint, game: SeededGame, work: () => Promise<T>): Promise<T> {
    const k = key(userId, game);
    const previous = this.queues.get(k) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(k, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(k) === tail) this.queues.delete(k);
    }
  }

  /** After a settled play: the pair's next nonce, as the database now has it. */
  advance(userId: bigint, game: SeededGame, pair: ActivePair, usedNonce: number): void {
    const cached = this.cache.get(key(userId, game));
    if (cached && cached.id === pair.id && cached.nonce === usedNonce) cached.nonce = usedNonce + 1;
  }

  forget(userId: bigint, game: SeededGame): void {
    this.cache.delete(key(userId, game));
  }

  /**
   * Rotates the pair: reveals the live server seed and starts a new pair (nonce 1) with the given client
   * seed, or the old one. Refused while a step game on the pair is in progress. Queued behind this
   * instance's plays of the pair; the pair's row lock orders it with every other instance's.
   */
  rotate(
    userId: bigint,
    game: SeededGame,
    clientSeed?: string,
  ): Promise<{ previous: RevealedPair; current: SeedPairView }> {
    return this.exclusive(userId, game, async () => {
      // A player's first pair is made here, before the lock, if they have none yet.
      await this.active(userId, game);
      const previous = await inTransaction(this.db, async (trx) => {
        const live = await lockLivePair(trx, userId, game);
        await refuseWhileInProgress(trx, userId, game);
        return reveal(trx, userId, game, live, clientSeed ?? live.client_seed);
      });
      this.forget(userId, game);
      return { previous, current: view(await this.load(userId, game)) };
    });
  }

  /**
   * Gives a pair without a client seed the one a play came with (by rotating it); a pair that has one
   * by now, from a play or rotation elsewhere, is kept. The pair in force is cached afterwards. For a
   * play, which already runs exclusively.
   */
  async claimClientSeed(userId: bigint, game: SeededGame, clientSeed: string): Promise<void> {
    await this.active(userId, game);
    await inTransaction(this.db, async (trx) => {
      const live = await lockLivePair(trx, userId, game);
      if (live.client_seed !== null) return;
      await refuseWhileInProgress(trx, userId, game);
      await reveal(trx, userId, game, live, clientSeed);
    });
    await this.load(userId, game);
  }

  /** Every pair of a player, newest first: live ones show only the hash, rotated ones their seed. */
  async history(userId: bigint, limit = 50) {
    const rows = await this.db
      .selectFrom('seed_pairs')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      game: r.game,
      active: r.revealed_at === null,
      nonce: r.nonce,
      server_seed_hash: r.server_seed_hash,
      client_seed: r.client_seed,
      server_seed: r.revealed_at ? r.server_seed : null,
      created_at: r.created_at.toISOString(),
      revealed_at: r.revealed_at?.toISOString() ?? null,
    }));
  }

  private remember(userId: bigint, game: SeededGame, pair: ActivePair): ActivePair {
    const k = key(userId, game);
    this.cache.delete(k);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(k, pair);
    return pair;
  }
}

/** A rotation that found no live pair this many times in a row gives up (each time another one won). */
const LOCK_ATTEMPTS = 10;

/**
 * Locks the live pair before anything is checked: a start or play that holds it commits first and
 * what it wrote is then seen, and one that comes later finds the pair revealed. A rotation that waited
 * for another one finds the pair it waited for revealed; the pair that one made is seen by the next
 * statement, so it looks again.
 */
async function lockLivePair(
  trx: Trx,
  userId: bigint,
  game: SeededGame,
): Promise<RevealedPair & { id: bigint }> {
  for (let attempt = 1; attempt <= LOCK_ATTEMPTS; attempt++) {
    const live = await trx
      .selectFrom('seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('revealed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (live) return live;
  }
  throw new AppError('CONFLICT', PLAY_TEXTS.seedPairChanged);
}

async function refuseWhileInProgress(trx: Trx, userId: bigint, game: SeededGame): Promise<void> {
  const inProgress = await trx
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (inProgress) throw new AppError('CONFLICT', PLAY_TEXTS.gameInProgress);
}

/** Reveals the locked live pair and starts its successor. */
async function reveal(
  trx: Trx,
  userId: bigint,
  game: SeededGame,
  live: RevealedPair & { id: bigint },
  clientSeed: string | null,
): Promise<RevealedPair> {
  await trx.updateTable('seed_pairs').set({ revealed_at: new Date() }).where('id', '=', live.id).execute();
  await trx
    .insertInto('seed_pairs')
    .values(newPair(userId, game, clientSeed))
    .execute();
  return {
    server_seed: live.server_seed,
    server_seed_hash: live.server_seed_hash,
    client_seed: live.client_seed,
    nonce: live.nonce,
  };
}

function key(userId: bigint, game: SeededGame): string {
  return `${userId}:${game}`;
}

/** What GET /api/{game}/seeds shows: never the live server seed. */
export function view(pair: ActivePair): SeedPairView {
  return { nonce: pair.nonce, server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed };
}

export function seedsOf(pair: ActivePair & { clientSeed: string }, nonce = pair.nonce): SeedPair {
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

/** A new live pair of a player's game: a fresh server seed, committed to by its hash. */
function newPair(userId: bigint, game: SeededGame, clientSeed: string | null) {
  const serverSeed = newServerSeed();
  return {
    user_id: userId,
    game,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
  };
}
