import type { GameSoftware } from '@casino/contract';
import type { Database } from '../../../db/database';

export interface CatalogGame {
  id: number;
  software: GameSoftware;
}

/**
 * The catalog game a provider's game code names (`games.identifier`). Kept once read: a game's id and
 * software never change, and every wallet call of a round names its game. A miss is asked again (a game
 * added since); the catalog is bounded, so the cache is too.
 */
export class GameCodes {
  private readonly known = new Map<string, CatalogGame>();

  constructor(private readonly db: Database) {}

  async find(code: string): Promise<CatalogGame | undefined> {
    const cached = this.known.get(code);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('games')
      .select(['id', 'software'])
      .where('identifier', '=', code)
      .where('software', '!=', 'house')
      .executeTakeFirst();
    if (!row) return undefined;
    const game = { id: row.id, software: row.software as GameSoftware };
    this.known.set(code, game);
    return game;
  }
}
