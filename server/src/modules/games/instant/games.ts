import { HOUSE_GAMES, type SeededGame } from '../catalog';
import type { HouseEdges } from '../house-edges';
import type { InstantPlay } from './instant-game';

/** An instant game as its route plays it: its folder's play under its API name, on the configured edges. */
export interface InstantGame<Params> extends InstantPlay<Params, HouseEdges> {
  game: SeededGame;
}

/**
 * Every instant game by its API name: POST /api/{name}. Read off the catalog once, at start-up; each entry
 * is the play itself with its name beside it, so a play costs no more than when they were written out.
 */
export const INSTANT_GAMES: InstantGame<unknown>[] = HOUSE_GAMES.flatMap((g) =>
  g.category === 'instant' ? [{ ...g.play, game: g.api }] : [],
);
