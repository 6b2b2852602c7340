import { HOUSE_GAMES, type SeededGame } from '../catalog';
import type { HouseEdges } from '../house-edges';
import type { StepPlay } from './step-game';

/** A step game as its routes play it: its folder's play under its API name, on the configured edges. */
export interface StepGame<State, Start, Move> extends StepPlay<State, Start, Move, HouseEdges> {
  game: SeededGame;
}

/**
 * Every step game by its API name: GET /api/{name} (the game in progress), POST /api/{name} (start or
 * move). Read off the catalog once, at start-up.
 */
export const STEP_GAMES: StepGame<unknown, unknown, unknown>[] = HOUSE_GAMES.flatMap((g) =>
  g.category === 'step' ? [{ ...g.play, game: g.api }] : [],
);

/** Which field of a POST says "start a new game". */
export function isStart(body: unknown): boolean {
  const action = (body as { action?: unknown } | null)?.action;
  return action === 'start' || action === 'BET';
}
