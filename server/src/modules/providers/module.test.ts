import { randomUUID } from 'node:crypto';
import { REGION_BLOCKED_TEXT } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerDatabaseForSuite } from '../../test/ledger-database';
import { FakeSessions, moduleApp } from '../../test/module-app';
import { createPlayer } from '../../test/players';
import { playGateRefusal } from '../eligibility';
import { type PlaySettled, PlaySettlements } from '../games';
import { createProvidersModule, type GameLaunch } from '.';
import { generateSigningKeyPair } from './protocols/hub88/key-pair';
import { HUB88_SIGNATURE_HEADER, signBody, verifySignature } from './protocols/hub88/signature';
import { pragmaticHash } from './protocols/pragmatic/hash';

/**
 * The third-party games module alone on its ports: the suite's database and ledger, the real bet gate,
 * sign-in faked, and a game server that records each launch (the sandbox provider is tested on its own).
 * The provider's side is played here by hand: signed Hub88 bodies and hashed Pragmatic forms over HTTP.
 */
const t = ledgerDatabaseForSuite();
const sessions = new FakeSessions();
const casino = generateSigningKeyPair();
const provider = generateSigningKeyPair();
const PRAGMATIC_SECRET = 'pragmatic-test-secret';
const launches: GameLaunch[] = [];
const heard: PlaySettled[] = [];
const restricted = new Set<bigint>();
let app: FastifyInstance;

beforeAll(async () => {
  const settlements = new PlaySettlements({ error: () => undefined });
  settlements.onPlaySettled((play) => heard.push(play));
  app = await moduleApp((api) =>
    createProvidersModule({
      db: t.db,
      ledger: t.ledger,
      sessions,
      settlements,
      eligibility: { play: async () => undefined },
      betGate: { betRefusal: playGateRefusal },
      regionRestricted: async (userId) => restricted.has(userId),
      gameServer: {
        gameUrl: async (launch) => {
          launches.push(launch);
          return `https://games.example/${launch.gameCode}?token=${launch.token}`;
        },
      },
      keys: {
        hub88: { casinoPrivateKeyPem: casino.privateKeyPem, providerPublicKeyPem: provider.publicKeyPem },
        pragmaticSecret: PRAGMATIC_SECRET,
      },
      balanceChanged: () => undefined,
      sessionLifetimeMs: 30 * 60_000,
    }).routes(api),
  );
});
afterAll(() => app.close());

async function gameOf(software: string, regionAllowed = true) {
  const { rows } = await sql<{ id: number; identifier: string }>`
    SELECT g.id, g.identifier FROM games g JOIN providers p ON p.id = g.provider_id
    WHERE g.software = ${software} AND p.region_allowed = ${regionAllowed} ORDER BY g.id LIMIT 1`.execute(
    t.db,
  );
  const game = rows[0];
  if (!game) throw new Error(`no ${software} game in the catalog`);
  return game;
}

async function playerWith(gc: bigint): Promise<bigint> {
  const userId = await createPlayer(t.db, t.ledger);
  if (gc === 0n) return userId;
  await inTransaction(t.db, (trx) =>
    t.ledger.grantBonus(trx, { key: `seed:${userId}`, kind: 'test_bonus', userId, coin: 'GC', amount: gc }),
  );
  return userId;
}

const gcBalance = async (userId: bigint) => (await t.ledger.playerAccounts(t.db, userId)).gc.balance;

async function launch(userId: bigint, software: string, gameId: number, coin: 'GC' | 'SC' = 'GC') {
  return app.inject({
    method: 'POST',
    url: `/api/games/${software}/session`,
    headers: sessions.signIn(userId),
    payload: { channel: 'web', gameId, gameMode: 'real', currencyType: coin },
  });
}

/** Launches a hub88 game and answers what its provider then knows: user, token, game code. */
async function launched(userId: bigint) {
  const game = await gameOf('hub88');
  expect((await launch(userId, 'hub88', game.id)).statusCode).toBe(200);
  return launches.at(-1) as GameLaunch;
}

async function hub88(endpoint: string, body: object, signer = provider.privateKeyPem) {
  const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const response = await app.inject({
    method: 'POST',
    url: `/api/providers/hub88/${endpoint}`,
    headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(signer, payload) },
    payload,
  });
  const signature = response.headers[HUB88_SIGNATURE_HEADER];
  expect(verifySignature(casino.publicKeyPem, response.body, String(signature))).toBe(true);
  return { status: response.statusCode, body: response.json() };
}

function bet(game: GameLaunch, fields: object = {}) {
  return {
    user: game.user,
    token: game.token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    round_closed: false,
    game_code: game.gameCode,
    currency: 'GC',
    amount: 100_000,
    is_free: false,
    ...fields,
  };
}

describe('launching a game', () => {
  it('issues a token for the player, the game and the coin, and answers the provider URL', async () => {
    const userId = await playerWith(10_000n);
    const game = await gameOf('hub88');
    const response = await launch(userId, 'hub88', game.id, 'SC');
    expect(response.statusCode).toBe(200);
    const given = launches.at(-1) as GameLaunch;
    expect(given).toMatchObject({
      protocol: 'hub88',
      user: `${userId}-SC`,
      coin: 'SC',
      gameCode: game.identifier,
    });
    expect(response.json()).toMatchObject({
      url: `https://games.example/${game.identifier}?token=${given.token}`,
      coin: 'SC',
    });
  });

  it("refuses a game of another software, and a restricted player's game outside the allowed providers", async () => {
    const userId = await playerWith(0n);
    const game = await gameOf('hub88');
    expect((await launch(userId, 'pragmatic', game.id)).statusCode).toBe(404);
    restricted.add(userId);
    const refused = await launch(userId, 'hub88', (await gameOf('hub88', false)).id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'REGION_NOT_AVAILABLE', message: REGION_BLOCKED_TEXT });
  });
});

describe('the Hub88 wallet', () => {
  it('takes a signed bet once, pays its win, settles the round as a play and answers every retry alike', async () => {
    const userId = await playerWith(10_000n);
    const game = await launched(userId);
    const placed = bet(game);
    const first = await hub88('transaction/bet', placed);
    expect(first.body).toMatchObject({ status: 'RS_OK', currency: 'GC', balance: 9_900 * 1000 });
    expect((await hub88('transaction/bet', placed)).body.balance).toBe(9_900 * 1000);
    const win = await hub88('transaction/win', {
      ...placed,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: placed.transaction_uuid,
      amount: 250_000,
      round_closed: true,
    });
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: 10_150 * 1000 });
    expect(await gcBalance(userId)).toBe(10_150n);
    expect(heard.filter((play) => play.userId === userId)).toMatchObject([
      { wager: 100n, payout: 250n, coin: 'GC', multiplier: 2.5 },
    ]);
  });

  it('refuses a bad signature with 401 and moves nothing', async () => {
    const userId = await playerWith(10_000n);
    const game = await launched(userId);
    const forged = await hub88('transaction/bet', bet(game), generateSigningKeyPair().privateKeyPem);
    expect(forged).toMatchObject({ status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } });
    expect(await gcBalance(userId)).toBe(10_000n);
  });

  it('refuses a bet on an expired token but still pays the win of a bet made before', async () => {
    const userId = await playerWith(10_000n);
    const game = await launched(userId);
    const placed = bet(game);
    await hub88('transaction/bet', placed);
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await hub88('transaction/bet', bet(game))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const win = await hub88('transaction/win', {
      ...placed,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: placed.transaction_uuid,
      amount: 300_000,
      round_closed: true,
    });
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: 10_200 * 1000 });
  });

  it("refuses another coin's currency, an unknown game, a foreign token and a call with no known player", async () => {
    const userId = await playerWith(10_000n);
    const game = await launched(userId);
    expect((await hub88('transaction/bet', bet(game, { currency: 'SC' }))).body.status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await hub88('transaction/bet', bet(game, { game_code: 'no-such-game' }))).body.status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    expect((await hub88('transaction/bet', bet(game, { token: 'not-ours' }))).body.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await hub88('user/info', { user: 'nobody' })).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await gcBalance(userId)).toBe(10_000n);
  });

  it('answers not enough money with the real balance', async () => {
    const userId = await playerWith(50n);
    const game = await launched(userId);
    expect((await hub88('transaction/bet', bet(game))).body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 50 * 1000,
    });
  });
});

describe('the Pragmatic Play wallet', () => {
  async function pragmatic(method: string, params: Record<string, string>, secret = PRAGMATIC_SECRET) {
    const payload = new URLSearchParams({ ...params, hash: pragmaticHash(params, secret) }).toString();
    const response = await app.inject({
      method: 'POST',
      url: `/api/providers/pragmatic/${method}.html`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('authenticates the token, takes a bet, pays its result and settles the round at endRound', async () => {
    const userId = await playerWith(10_000n);
    // Pragmatic's studios are all outside the region-allowed providers: any player but a restricted one plays them.
    const game = await gameOf('pragmatic', false);
    expect((await launch(userId, 'pragmatic', game.id)).statusCode).toBe(200);
    const { token, user } = launches.at(-1) as GameLaunch;
    expect(await pragmatic('authenticate', { providerId: 'pragmaticplay', token })).toMatchObject({
      error: 0,
      userId: user,
      currency: 'GC',
      cash: 100,
    });
    const round = {
      providerId: 'pragmaticplay',
      userId: user,
      token,
      gameId: game.identifier,
      roundId: randomUUID(),
    };
    const placed = await pragmatic('bet', { ...round, reference: randomUUID(), amount: '2.50' });
    expect(placed).toMatchObject({ error: 0, cash: 97.5 });
    expect(placed.transactionId).toMatch(/^\d+$/);
    expect(await pragmatic('result', { ...round, reference: randomUUID(), amount: '5.00' })).toMatchObject({
      error: 0,
      cash: 102.5,
    });
    expect(await pragmatic('endRound', round)).toMatchObject({ error: 0, cash: 102.5 });
    expect(heard.filter((play) => play.userId === userId)).toMatchObject([{ wager: 250n, payout: 500n }]);
    expect(await pragmatic('balance', round, 'wrong-secret')).toMatchObject({ error: 5 });
  });
});
