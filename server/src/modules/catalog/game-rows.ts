import type { Game } from '@casino/contract';

/** A games row as GAME_COLUMNS selects it: the wire fields, a timestamp, and whether regions allow it. */
export type GameRow = Omit<Game, 'updated_at' | 'location_prohibited'> & {
  updated_at: Date;
  region_allowed: boolean;
};

/**
 * The wire shape; `regionRestricted` marks games this player's region may not open (spec §6). Field by
 * field, not a spread: some queries select more columns (provider_id) than the wire carries.
 */
export function toGame(row: GameRow, regionRestricted: boolean): Game {
  const game: Game = {
    id: row.id,
    title: row.title,
    name: row.name,
    identifier: row.identifier,
    software: row.software,
    provider: row.provider,
    provider_name: row.provider_name,
    kind: row.kind,
    updated_at: new Date(row.updated_at).toISOString(),
    has_jackpot: row.has_jackpot,
  };
  if (regionRestricted && !row.region_allowed) game.location_prohibited = true;
  return game;
}
