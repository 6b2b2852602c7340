import type { PreparedQuery } from '../../db/database';
import { AppError } from '../../http/errors';

const noSuchGame = () => new AppError('NOT_FOUND', 'This game could not be found.');

/** A player's favourite and recently played games (the lobby lists them with categoryId favorites / recent). */
export class PlayerGames {
  constructor(private readonly prepared: PreparedQuery) {}

  /** Adds the game to the player's favourites, or removes it if it was one; answers whether it now is. */
  async toggleFavourite(userId: bigint, gameId: number): Promise<boolean> {
    // One statement: delete if present, else insert (if the game exists).
    const [row] = await this.prepared<{ removed: boolean; added: boolean }>(
      'favourite_toggle',
      `WITH removed AS (DELETE FROM favourites WHERE user_id = $1 AND game_id = $2 RETURNING game_id),
            added AS (INSERT INTO favourites (user_id, game_id)
                      SELECT $1, g.id FROM games g WHERE g.id = $2 AND NOT EXISTS (SELECT 1 FROM removed)
                      ON CONFLICT DO NOTHING RETURNING game_id)
       SELECT EXISTS (SELECT 1 FROM removed) AS removed, EXISTS (SELECT 1 FROM added) AS added`,
      [userId, gameId],
    );
    if (row?.removed) return false;
    if (row?.added) return true;
    throw noSuchGame();
  }

  /** Which of these games are the player's favourites. */
  async favouritesAmong(userId: bigint, gameIds: number[]): Promise<number[]> {
    const rows = await this.prepared<{ game_id: number }>(
      'favourite_check',
      'SELECT game_id FROM favourites WHERE user_id = $1 AND game_id = ANY($2::int[]) ORDER BY game_id',
      [userId, gameIds],
    );
    return rows.map((r) => r.game_id);
  }

  /** Records that the player opened the game now (one row per game, moved to the top on each play). */
  async recordPlay(userId: bigint, gameId: number): Promise<void> {
    const rows = await this.prepared<{ game_id: number }>(
      'recently_played_record',
      `INSERT INTO recently_played (user_id, game_id) SELECT $1, g.id FROM games g WHERE g.id = $2
       ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = clock_timestamp() RETURNING game_id`,
      [userId, gameId],
    );
    if (rows.length === 0) throw noSuchGame();
  }
}
