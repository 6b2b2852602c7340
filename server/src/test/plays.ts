import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { setGameMode } from './accounts';
import { bearer, registerPlayer } from './app';
import { passLocationCheck } from './locations';

/** Call headers: the player's bearer token (and, for a keyed call, its Idempotency-Key). */
export type Headers = Record<string, string>;

/**
 * A new player, signed up through the API, playing `coin`, whose pair on each of `games` already has
 * `clientSeed` (so a first play is not asked for one); `headers` sign the player's calls.
 */
export async function seededPlayer(
  app: FastifyInstance,
  clientSeed: string,
  games: string[],
  coin: 'GC' | 'SC' = 'GC',
) {
  const player = await registerPlayer(app);
  const headers = bearer(player.token);
  if (coin === 'SC') {
    await setGameMode(app, headers, 'SC');
    await passLocationCheck(app, player.token);
  }
  for (const game of games)
    await app.inject({
      method: 'POST',
      url: `/api/${game}/seeds`,
      headers,
      payload: { action: 'update_client', client_seed: clientSeed },
    });
  return { ...player, headers };
}

/** A POST carrying an Idempotency-Key, as the web app sends a call that moves coins. */
export const keyedPost = (
  app: FastifyInstance,
  url: string,
  headers: Headers,
  key: string,
  payload: object,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

/** Every bet of the player, in id order. */
export const playerBets = (db: Database, userId: bigint) =>
  db.selectFrom('bets').select(['id', 'nonce']).where('user_id', '=', userId).orderBy('id').execute();

/** How many bets the player has. */
export const countBets = async (db: Database, userId: bigint) => (await playerBets(db, userId)).length;

/** The player's GC balance as the API shows it, e.g. "10000.00". */
export const gcBalance = async (app: FastifyInstance, headers: Headers) =>
  (await app.inject({ url: '/api/user/balance', headers })).json().gc as string;
