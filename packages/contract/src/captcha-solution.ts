import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from './user';

/** The words a captcha that could not be solved is refused with. */
export const CAPTCHA_UNSOLVED_TEXT = 'Captcha could not be solved. Please try again.';

/**
 * Solves an ALTCHA (v1) challenge from `GET /api/captcha/challenge` and answers the `captcha` a sign-up,
 * sign-in or password reset carries: the challenge and its number, as base64 JSON. The page does it with
 * a moment of CPU; the tests that sign players up without the form do the same.
 */
export async function solveCaptchaChallenge(challenge: Required<CaptchaChallenge>): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error(CAPTCHA_UNSOLVED_TEXT);
  return btoa(JSON.stringify({ ...challenge, number: solution.number, took: solution.took }));
}
