import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/** How long the list of contributing games is trusted: it changes only with a catalog change. */
const REFRESH_MS = 60_000;

/**
 * Which games contribute (`has_jackpot`), read once a minute rather than once per bet: a bet at 2,000 a
 * second should not pay a round trip to learn what the catalog says.
 */
export class JackpotGames {
  private ids: Promise<Set<number>> | null = null;
  private readAt = 0;

  /**
   * Read on the bet's own transaction when it has one: a bet holding its connection while it waited for
   * another from a busy pool could wait for ever.
   */
  async contributes(executor: Database | Trx, gameId: number): Promise<boolean> {
    if (this.ids === null || Date.now() - this.readAt > REFRESH_MS) {
      this.readAt = Date.now();
      this.ids = this.load(executor).catch((error) => {
        this.ids = null;
        throw error;
      });
    }
    return (await this.ids).has(gameId);
  }

  private async load(executor: Database | Trx): Promise<Set<number>> {
    const rows = await executor.selectFrom('games').select('id').where('has_jackpot', '=', true).execute();
    return new Set(rows.map((r) => r.id));
  }
}
