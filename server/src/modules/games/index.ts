/** The house games module's public face: its routes (crash and duels included), the player's plays and the configured edges. */

export { HOUSE_GAMES } from './catalog';
export { betDetail, ownPlays } from './history/history';
export { edgeOf, type HouseEdges, houseEdges } from './house-edges';
export { gameRoutes } from './routes';
