import { randomBytes } from 'node:crypto';
import type { Rank } from '@casino/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SessionResolver, SessionUser, TokenSession } from '../http/authenticate';
import { registerErrorHandler } from '../http/error-handler';
import { MemoryRateLimiter, type RateLimiter } from '../http/rate-limiter';
import { type Api, type RoutesModule, typedRoutes } from '../http/typed-routes';
import { createTestDatabase } from './database';
import { suiteFixture } from './suite-fixture';

/**
 * One module's routes on a bare Fastify, with the app's validation and error answers and nothing else:
 * the "service with fakes" tier, where a test builds a module on fakes for the ports it does not exercise.
 */
export async function moduleApp(register: (api: Api) => void | Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest('player', null);
  app.decorateRequest('tokenSession', null);
  registerErrorHandler(app);
  await register(typedRoutes(app));
  await app.ready();
  return app;
}

/** A rate limiter that has already counted every call past any limit: each limited call is refused. */
export const exhaustedLimiter: RateLimiter = {
  hit: async () => ({ count: 1_000, resetSeconds: 60 }),
  peek: async () => ({ count: 1_000, resetSeconds: 60 }),
  reset: async () => {},
};

/** Sign-in faked: a token is one `signIn` handed out, with no session row or signature behind it. */
export class FakeSessions implements SessionResolver {
  private readonly signedIn = new Map<string, SessionUser>();

  /** The headers of a signed-in player of `rank` ('other' is a player who is not staff). */
  signIn(userId: bigint, rank: Rank = 'other'): Record<string, string> {
    const token = `fake-session-${userId}`;
    this.signedIn.set(token, { sessionId: token, userId, rank, banned: false });
    return { authorization: `Bearer ${token}` };
  }

  async resolve(token: string): Promise<SessionUser | null> {
    return this.signedIn.get(token) ?? null;
  }

  async verify(token: string): Promise<TokenSession | null> {
    const player = this.signedIn.get(token);
    return player ? { sessionId: player.sessionId, userId: player.userId } : null;
  }
}

/**
 * A player's row and nothing else (no sign-up flow, no wallet): what a module's own tables refer to.
 * Staff get two-factor authentication on, as the staff guard asks.
 */
export async function playerRow(db: Database, rank: Rank = 'other'): Promise<bigint> {
  const tag = randomBytes(5).toString('hex');
  const row = await db
    .insertInto('users')
    .values({
      email: `player-${tag}@example.com`,
      username: `player${tag}`,
      password_hash: 'not-a-hash: this player never signs in',
      date_of_birth: new Date('1990-01-01'),
      state: 'CA',
      rank,
      two_factor_enabled_at: rank === 'other' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new player's row signed in on `sessions`: their id and the headers they call with. */
export async function signedInPlayer(db: Database, sessions: FakeSessions) {
  const userId = await playerRow(db);
  return { userId, headers: sessions.signIn(userId) };
}

/** The ports a routes-only module declares: its database, who is signed in, and its throttle. */
interface RoutesModulePorts {
  db: Database;
  sessions: SessionResolver;
  rateLimiter: RateLimiter;
}

/**
 * A routes-only module alone for the calling suite: a database for its own tables (PGlite), sign-in
 * faked, and its app (player's and staff's routes) on a memory rate limiter. `onLimiter` builds the
 * module again on another limiter (the caller closes that app).
 */
export function routesModuleSuite(create: (ports: RoutesModulePorts) => RoutesModule) {
  const database = suiteFixture(createTestDatabase);
  const sessions = new FakeSessions();
  const onLimiter = (rateLimiter: RateLimiter) =>
    moduleApp((api) => {
      const module = create({ db: database.db, sessions, rateLimiter });
      module.routes(api);
      module.adminRoutes(api);
    });
  const app = suiteFixture(() => onLimiter(new MemoryRateLimiter()));
  return { database, sessions, app, onLimiter };
}
