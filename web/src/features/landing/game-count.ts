import { GAMES } from '../../house-games/catalog';

/**
 * How many games a player can play here, counted from the house-game catalog the lobby plays: the landing
 * says what is true (issue 22), never a round number the lobby does not back.
 */
export const PLAYABLE_GAMES = GAMES.length;
