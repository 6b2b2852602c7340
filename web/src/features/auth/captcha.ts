import { type CaptchaChallenge, solveCaptchaChallenge } from '@casino/contract';
import { api } from '../../api/client';

/**
 * Solves a fresh ALTCHA proof-of-work challenge and returns the payload the server verifies.
 * Challenges are single-use, so every submit solves a new one.
 */
export async function solveCaptcha(): Promise<string> {
  return solveCaptchaChallenge(await api<Required<CaptchaChallenge>>('/captcha/challenge'));
}
