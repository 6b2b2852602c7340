import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { SessionResolver, SessionUser, TokenSession } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { AccessTokens } from './access-token';

/** A signed-in device as the player's session list shows it. */
export interface SessionRow {
  id: string;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Access tokens are signed JWTs naming a server-side session row, so logout, a password change or a
 * ban revokes them at once: every request checks the row, not just the signature.
 */
export class Sessions implements SessionResolver {
  private readonly tokens: AccessTokens;

  constructor(
    private readonly db: Database,
    secret: string,
    private readonly ttlDays: number,
  ) {
    this.tokens = new AccessTokens(Buffer.from(secret));
  }

  async start(
    executor: Database | Trx,
    userId: bigint,
    client: { ip?: string; userAgent?: string },
  ): Promise<{ token: string; sessionId: string }> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlDays * 86_400_000);
    await executor
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        expires_at: expiresAt,
        ip: client.ip ?? null,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = this.tokens.sign({
      sub: userId.toString(),
      sid: sessionId,
      iat: issuedAt,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    return { token, sessionId };
  }

  /**
   * The session and player a token names, from its signature alone. Only for statements that check the
   * session row themselves in the same round trip (the play path); everything else uses `resolve`.
   */
  async verify(token: string): Promise<TokenSession | null> {
    const claims = this.tokens.verify(token);
    if (!claims || !/^\d{1,19}$/.test(claims.sub) || !UUID.test(claims.sid)) return null;
    return { sessionId: claims.sid, userId: BigInt(claims.sub) };
  }

  /** The live session a token names, or null if the token is bad, expired or revoked. */
  async resolve(token: string): Promise<SessionUser | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    const { sessionId } = claims;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.revoked_at',
        'sessions.revoked_reason',
        'users.rank',
        'users.banned_at',
        'users.deleted_at',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row || row.deleted_at) return null;
    // A session ended by a ban still answers "banned" (not just "signed out"), so the player is told why.
    const endedByBan = row.revoked_reason === 'banned' && row.banned_at !== null;
    if (row.revoked_at && !endedByBan) return null;
    return { sessionId: row.id, userId: row.user_id, rank: row.rank, banned: row.banned_at !== null };
  }

  /** The player's sessions still signed in (not revoked, not expired), newest first. */
  async listLive(userId: bigint): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .execute();
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Revokes every session of a player, except `keep` (the one asking: signing out of the others, or
   * changing its own password). The player's sessions are locked in one order first, so two devices
   * asking at once take turns: the second finds itself signed out by the first and is refused (401),
   * rather than both succeeding and leaving the player signed out everywhere. Call it in a transaction.
   */
  async revokeAll(trx: Trx, userId: bigint, reason: string, keep?: string): Promise<string[]> {
    const sessions = await trx
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (keep && sessions.find((s) => s.id === keep)?.revoked_at !== null)
      throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '<>', keep);
    const rows = await query.returning('id').execute();
    return rows.map((r) => r.id);
  }
}
