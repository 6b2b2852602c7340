import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { expect } from 'vitest';
import { bearer } from './app';

/** The password `changePassword` sets. */
export const NEW_PASSWORD = 'a brand new secret';

/** A sign-in through /api/token-login, from `ip` when given (light-my-request's 127.0.0.1 otherwise). */
export const signIn = (app: FastifyInstance, payload: Record<string, unknown>, ip?: string) =>
  app.inject({ method: 'POST', url: '/api/token-login', payload, remoteAddress: ip });

/** The signed-in player asks to change their password from `current` to NEW_PASSWORD. */
export const changePassword = (app: FastifyInstance, token: string, current: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/password',
    headers: bearer(token),
    payload: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });

/** The signed-in player asks to delete their account, confirming with `password`. */
export const deleteAccount = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token), payload: { password } });

/** The signed-in player switches the coin they play (`game_mode`, GC or SC; anything else is refused). */
export const setGameMode = (app: FastifyInstance, headers: Record<string, string>, gameMode: string) =>
  app.inject({ method: 'POST', url: '/api/user/balance', headers, payload: { game_mode: gameMode } });

/** The signed-in player confirms the authenticator they set up with one of its codes. */
export const confirmTwoFactor = (app: FastifyInstance, token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/user/2fa/confirm', headers: bearer(token), payload: { code } });

/** Turns the authenticator on for a signed-in player; returns its secret. */
export async function enableTwoFactor(app: FastifyInstance, token: string): Promise<string> {
  const { secret } = (
    await app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers: bearer(token) })
  ).json();
  const confirm = await confirmTwoFactor(app, token, authenticator.generate(secret));
  expect(confirm.json().two_factor_enabled).toBe(true);
  return secret;
}
