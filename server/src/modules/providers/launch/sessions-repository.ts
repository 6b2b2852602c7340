import { createHash, randomBytes } from 'node:crypto';
import type { Coin } from '@casino/contract';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import type { WalletProtocol } from '../wallet-call';

/**
 * `game_sessions` (migration 35): a launch's token, kept as a hash, for one player, game and coin. Its end
 * is left out: it is the one field that changes (a bet extends it), so only a bet's statement reads it
 * (provider_wallet_bet.sql), and a row read once stays right (kept-sessions.ts).
 */
export interface GameSessionRow {
  id: bigint;
  userId: bigint;
  gameId: number;
  protocol: WalletProtocol;
  coin: Coin;
}

/** A session to open: its player, game, coin and protocol, and when it ends unless a bet extends it. */
export interface NewGameSession extends Omit<GameSessionRow, 'id'> {
  expiresAt: Date;
}

/** A token as the database keeps it: its SHA-256, base64url. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session and answers its token (shown once: only its hash is kept). */
export async function openGameSession(executor: Database | Trx, session: NewGameSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor
    .insertInto('game_sessions')
    .values({
      token_hash: tokenHashOf(token),
      user_id: session.userId,
      game_id: session.gameId,
      protocol: session.protocol,
      coin: session.coin,
      expires_at: session.expiresAt,
    })
    .execute();
  return token;
}

/** The session of a token's hash (`tokenHashOf`), ended or not, or undefined (kept-sessions.ts). */
export async function gameSessionOf(
  executor: Database | Trx,
  tokenHash: string,
): Promise<GameSessionRow | undefined> {
  const row = await executor
    .selectFrom('game_sessions')
    .select(['id', 'user_id', 'game_id', 'protocol', 'coin'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    gameId: row.game_id,
    protocol: row.protocol,
    coin: row.coin,
  };
}
