import type { Rank } from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A signed-in player as every route guard sees them. */
export interface SessionUser {
  sessionId: string;
  userId: bigint;
  rank: Rank;
  banned: boolean;
}

export interface TokenSession {
  sessionId: string;
  userId: bigint;
}

/**
 * What the guards need from sign-in, defined here so http/ depends on no feature module: the auth
 * module's Sessions provides it.
 */
export interface SessionResolver {
  /** The live session a token names (its row checked), or null if bad, expired or revoked. */
  resolve(token: string): Promise<SessionUser | null>;
  /** The session a token names, from its signature alone. */
  verify(token: string): Promise<TokenSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: SessionUser | null;
    /** The signed token's session, set by requireTokenSession. */
    tokenSession: TokenSession | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Route guard: a live session of a player who is not banned. */
export function requirePlayer(sessions: SessionResolver) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const player = token ? await sessions.resolve(token) : null;
    if (!player) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
    if (player.banned) throw new AppError('BANNED', 'banned');
    request.player = player;
  };
}

/**
 * The signed token's session, read without the database: for routes whose own statement checks the
 * session row (revoked, expired, banned) in the same round trip, like every play.
 */
export function requireTokenSession(sessions: SessionResolver) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const claims = token ? await sessions.verify(token) : null;
    if (!claims) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
    request.tokenSession = claims;
  };
}

/** The token session of a route guarded by requireTokenSession. */
export function currentTokenSession(request: FastifyRequest): TokenSession {
  if (!request.tokenSession) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
  return request.tokenSession;
}

/** Route guard for staff tools; use after requirePlayer. */
export function requireRank(...ranks: Rank[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.player || !ranks.includes(request.player.rank)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    }
  };
}

/** The signed-in player of a route guarded by requirePlayer. */
export function currentPlayer(request: FastifyRequest): SessionUser {
  if (!request.player) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
  return request.player;
}

/** The signed-in player if a valid token came with the request, else null: public routes show more to the owner. */
export async function optionalPlayer(
  sessions: SessionResolver,
  request: FastifyRequest,
): Promise<bigint | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const player = await sessions.resolve(token);
  return player && !player.banned ? player.userId : null;
}
