import { z } from 'zod';
import { isStart, type StepGame } from './games';

/** A POST to a step game: a start (its wager and settings) or a move in the game in progress. */
export type StepRequest<Start, Move> = { start: Start & { wager: bigint } } | { move: Move };

/**
 * The body schema of POST /api/{step game}: {action: 'start' (or blackjack's 'BET'), wager, ...} is read
 * by the game's start schema, any other action by its move schema, each refusing in its own words.
 */
export function stepRequestSchema<Start, Move>(game: StepGame<unknown, Start, Move>) {
  return z.unknown().transform((body, ctx): StepRequest<Start, Move> => {
    const starts = isStart(body);
    const result = (starts ? game.startSchema : game.moveSchema).safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return starts ? { start: result.data as Start & { wager: bigint } } : { move: result.data as Move };
  });
}
