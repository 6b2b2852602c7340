import type { Game, Software } from '@casino/contract';

/** A games row as GAME_COLUMNS selects it. */
export interface GameRow {
  id: number;
  title: string;
  name: string;
  identifier: string;
  software: Software;
  provider: string;
  provider_name: string;
  updated_at: Date;
  has_jackpot: boolean;
  region_allowed: boolean;
}

/** The wire shape; `regionRestricted` marks games this player's region may not open (spec §6). */
export function toGame(row: GameRow, regionRestricted: boolean): Game {
  const game: Game = {
    id: row.id,
    title: row.title,
    name: row.name,
    identifier: row.identifier,
    software: row.software,
    provider: row.provider,
    provider_name: row.provider_name,
    updated_at: new Date(row.updated_at).toISOString(),
    has_jackpot: row.has_jackpot,
  };
  if (regionRestricted && !row.region_allowed) game.location_prohibited = true;
  return game;
}
