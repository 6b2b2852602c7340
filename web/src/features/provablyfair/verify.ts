import { type GameVerifier, VERIFIERS, type VerifyResult, verifyForm } from '@casino/fairness';
import { GAMES } from '../../house-games/catalog';

export type { VerifyResult } from '@casino/fairness';

/**
 * The in-browser verifier is @casino/fairness's, the code the server settles plays with: each game's
 * form, its outcome (shaped like the play's own, so one view shows both) and the game events. Each game
 * (by slug) verifies with the verifier its descriptor names.
 */
export const VERIFY_FIELDS: Record<string, GameVerifier> = Object.fromEntries(
  GAMES.map((game) => [game.slug, VERIFIERS[game.fairness.verifier]]),
);

/** Verifies one play of `slug` from the form's values (the query string); says which values are missing first. */
export function verifyPlay(slug: string, params: Record<string, string | undefined>): VerifyResult {
  const verifier = VERIFY_FIELDS[slug];
  if (!verifier) return { ok: false, error: 'This game has no verifier.' };
  return verifyForm(verifier, params);
}
