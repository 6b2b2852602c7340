/** The house games module's public face: its factory, the player's plays, the configured edges and the event of a settled play. */

export { HOUSE_GAMES } from './catalog';
export { betDetail, ownPlays } from './history/history';
export { edgeOf, type HouseEdges, houseEdges } from './house-edges';
export { createGamesModule, type GamesModule } from './module';
export type { GamesConfig, GamesPorts, PlayEligibility } from './ports';
export type { PlaySettled, PlaySettledListener } from './settlement/play-settled';
