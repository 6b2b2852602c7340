import type { Database } from '../../db/database';

/** How long the list of contributing games is trusted: it changes only with a catalog change. */
const REFRESH_MS = 60_000;

/**
 * Which games contribute (`has_jackpot`), read once a minute rather than once per bet: a bet at 2,000 a
 * second should not pay a round trip to learn what the catalog says.
 */
export class JackpotGames {
  private ids: Promise<Set<number>> | null = null;
  private readAt = 0;

  constructor(private readonly db: Database) {}

  async contributes(gameId: number): Promise<boolean> {
    if (this.ids === null || Date.now() - this.readAt > REFRESH_MS) {
      this.readAt = Date.now();
      this.ids = this.load().catch((error) => {
        this.ids = null;
        throw error;
      });
    }
    return (await this.ids).has(gameId);
  }

  private async load(): Promise<Set<number>> {
    const rows = await this.db.selectFrom('games').select('id').where('has_jackpot', '=', true).execute();
    return new Set(rows.map((r) => r.id));
  }
}
