import { randomUUID } from 'node:crypto';
import { CRASH_TEXTS } from '@casino/contract';
import { floats, minePositions } from '@casino/fairness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SessionResolver, SessionUser } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { Ledger } from '../../ledger/ledger';
import type { RealtimeHub } from '../../realtime/hub';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { moduleApp } from '../../test/module-app';
import { createPlayer } from '../../test/players';
import { createGamesModule, type PlaySettled } from '.';
import { FAST_CRASH_ENV } from './crash/test-support';

/**
 * The games module alone, built on its ports: PGlite for its tables and the ledger, a subscriber on the
 * play-settled port, sign-in, the hub and the eligibility gate faked. It shows the single settlement door:
 * every kind of play sends exactly one PlaySettled per settled bet, after its commit.
 */
/**
 * Sign-in on real session rows: an instant play's batched statement checks its session row, so a token
 * names a row written here.
 */
class RowSessions implements SessionResolver {
  private readonly signedIn = new Map<string, SessionUser>();

  async signIn(userId: bigint): Promise<Record<string, string>> {
    const sessionId = randomUUID();
    await database.db
      .insertInto('sessions')
      .values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    this.signedIn.set(sessionId, { sessionId, userId, rank: 'other', banned: false });
    return { authorization: `Bearer ${sessionId}` };
  }

  async resolve(token: string): Promise<SessionUser | null> {
    return this.signedIn.get(token) ?? null;
  }

  async verify(token: string) {
    const player = this.signedIn.get(token);
    return player ? { sessionId: player.sessionId, userId: player.userId } : null;
  }
}

const quietHub = {
  publish: () => undefined,
  disconnectSessions: () => undefined,
  disconnectUser: () => undefined,
  listeners: async () => 0,
  connectedSockets: () => 0,
  disconnect: () => undefined,
  shutdown: async () => undefined,
  close: async () => undefined,
} satisfies RealtimeHub;

let database: DatabaseHandle;
let ledger: Ledger;
let app: FastifyInstance;
const sessions = new RowSessions();
const heard: PlaySettled[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = await Ledger.load(database.db);
  app = await moduleApp((api) => {
    const games = createGamesModule({
      db: database.db,
      prepared: database.prepared,
      tryLeadership: database.tryLeadership,
      ledger,
      hub: quietHub,
      sessions,
      eligibility: {
        play: async () => undefined,
        refusedPlay: async () => new AppError('FORBIDDEN', 'No play here.'),
      },
      config: testConfig(FAST_CRASH_ENV),
      playSettled: [(play) => heard.push(play)],
      log: { error: () => undefined },
    });
    games.routes(api);
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A player with 10,000 GC, signed in, whose pair on each of `games` has a client seed. */
async function player(games: string[] = []) {
  const userId = await createPlayer(database.db, ledger);
  await inTransaction(database.db, (trx) =>
    ledger.grantBonus(trx, { key: `grant:${userId}`, kind: 'bonus', userId, coin: 'GC', amount: 1_000_000n }),
  );
  const headers = await sessions.signIn(userId);
  for (const game of games)
    await post(headers, `/api/${game}/seeds`, { action: 'update_client', client_seed: 'door' });
  return { userId, headers };
}

const post = (headers: Record<string, string>, url: string, payload: object, key: string = randomUUID()) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

/** What the door said of this bet: every event for it. */
const eventsOf = (betId: string) => heard.filter((play) => play.id.toString() === betId);

/** The fields every event carries, as the bet row keeps them. */
async function expectEventOfBet(betId: string, userId: bigint, ownResultQueued: boolean) {
  const bet = await database.db
    .selectFrom('bets')
    .selectAll()
    .where('id', '=', BigInt(betId))
    .executeTakeFirstOrThrow();
  const events = eventsOf(betId);
  expect(events).toHaveLength(1);
  const [event] = events as [PlaySettled];
  expect(event).toMatchObject({
    id: bet.id,
    userId,
    game: bet.game,
    coin: bet.coin,
    wager: bet.wager,
    payout: bet.payout,
    multiplier: Number(bet.multiplier),
    highRoller: bet.high_roller,
    ownResultQueued,
    ownRow: { id: betId, user_id: userId.toString(), game: bet.game },
  });
  // A crash round's lost plays carry the round's crash time; their rows, the statement's clock a moment later.
  expect(Math.abs(event.settledAt.getTime() - (bet.settled_at as Date).getTime())).toBeLessThan(1_000);
}

describe('the single settlement door', () => {
  it('an instant play: one event, after the batch has committed it', async () => {
    const { userId, headers } = await player(['dicing']);
    const play = await post(headers, '/api/dicing', { wager: '5', multiplier: 2 }, 'dice-once');
    expect(play.statusCode, play.body).toBe(200);
    // The same key again is answered from the bet and settles nothing.
    const again = await post(headers, '/api/dicing', { wager: '5', multiplier: 2 }, 'dice-once');
    expect(again.json()).toEqual(play.json());
    await expectEventOfBet(play.json().bet.id, userId, false);
  });

  it('a step game: nothing while it is in play, one event when it ends', async () => {
    const { userId, headers } = await player(['mines']);
    const started = await post(headers, '/api/mines', { action: 'start', wager: '100', mines: 3 });
    expect(started.statusCode, started.body).toBe(200);
    const pair = await database.db
      .selectFrom('seed_pairs')
      .select(['server_seed', 'client_seed'])
      .where('user_id', '=', userId)
      .where('game', '=', 'mines')
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const seeds = { serverSeed: pair.server_seed, clientSeed: pair.client_seed as string, nonce: 1 };
    const mines = minePositions(floats(seeds, 3), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i));
    await post(headers, '/api/mines', { action: 'reveal', tile: safe });
    expect(heard.filter((event) => event.userId === userId)).toEqual([]);
    const cashed = await post(headers, '/api/mines', { action: 'cashout' });
    expect(cashed.json().status).toBe('settled');
    await expectEventOfBet(started.json().id, userId, true);
  });

  it('a duel: one event for each side once it is finished', async () => {
    const host = await player();
    const guest = await player();
    const duel = (await post(host.headers, '/api/duels', { pot: '200', seed: 'host' })).json();
    await post(guest.headers, `/api/duels/${duel.id}/join`, { seed: 'guest' });
    expect(heard.filter((event) => event.game === 'duels')).toEqual([]);
    const finished = await post(guest.headers, `/api/duels/${duel.id}/finish`, {});
    expect(finished.statusCode, finished.body).toBe(200);
    const bets = await database.db
      .selectFrom('duels')
      .select(['host_bet_id', 'guest_bet_id'])
      .where('id', '=', BigInt(duel.id))
      .executeTakeFirstOrThrow();
    await expectEventOfBet(String(bets.host_bet_id), host.userId, true);
    await expectEventOfBet(String(bets.guest_bet_id), guest.userId, true);
  });

  it('a crash play: one event when the round settles it (cashed out or lost)', async () => {
    const { userId, headers } = await player();
    let placed = await post(headers, '/api/crash', { action: 'bet', wager: '10', auto_cashout: 1.2 });
    for (let i = 0; i < 50 && placed.json().message === CRASH_TEXTS.notBetting; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      placed = await post(headers, '/api/crash', { action: 'bet', wager: '10', auto_cashout: 1.2 });
    }
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json().bet.id;
    for (let i = 0; i < 200 && eventsOf(betId).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Long enough for a second event to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectEventOfBet(betId, userId, true);
  });
});
