import { solveChallenge } from 'altcha-lib/v1';
import { api } from '../../api/client';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves a fresh ALTCHA proof-of-work challenge and returns the payload the server verifies.
 * Challenges are single-use, so every submit solves a new one.
 */
export async function solveCaptcha(): Promise<string> {
  const challenge = await api<Challenge>('/captcha/challenge');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('Captcha could not be solved. Please try again.');
  return btoa(JSON.stringify({ ...challenge, number: solution.number, took: solution.took }));
}
