import type { Database } from '../../../db/database';

/** Reads of rounds and the published chain for the public crash pages. */
export class CrashRoundsRepository {
  constructor(private readonly db: Database) {}

  /** The newest round: the one in play, or the last one while the next is not open yet. */
  latest() {
    return this.db.selectFrom('crash_rounds').selectAll().orderBy('id', 'desc').executeTakeFirst();
  }

  /** The last `limit` rounds that ended, by a crash or an interruption, newest first. */
  ended(limit: number) {
    return this.db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('status', 'in', ['crashed', 'interrupted'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A round with its chain's salt and terminating hash, which a player needs to check it. */
  withChain(id: bigint) {
    return this.db
      .selectFrom('crash_rounds as r')
      .innerJoin('crash_chains as c', 'c.id', 'r.chain_id')
      .selectAll('r')
      .select(['c.salt', 'c.terminating_hash'])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  /** The chain in use: the newest one. */
  currentChain() {
    return this.db
      .selectFrom('crash_chains')
      .select(['terminating_hash', 'length', 'created_at', 'salt', 'salt_published_at'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
