import { blackjack } from './blackjack';
import { cloverCross } from './clovercross';
import { mines } from './mines';
import type { StepGame } from './step-game';
import { tower } from './tower';

/** Every step game by its API name: GET /api/{name} (the game in progress), POST /api/{name} (start or move). */
export const STEP_GAMES = [mines, tower, cloverCross, blackjack] as unknown as StepGame<
  unknown,
  unknown,
  unknown
>[];

/** Which field of a POST says "start a new game". */
export function isStart(body: unknown): boolean {
  const action = (body as { action?: unknown } | null)?.action;
  return action === 'start' || action === 'BET';
}
