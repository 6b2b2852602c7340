import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { FreeRoundsRefused, type GameLaunch } from '../../modules/providers/launch/game-server';
import { generateSigningKeyPair } from '../../modules/providers/protocols/hub88/key-pair';
import { HUB88_OPERATOR_API } from '../../modules/providers/protocols/hub88/operator-api';
import { HUB88_SIGNATURE_HEADER, signBody } from '../../modules/providers/protocols/hub88/signature';
import { createTestDatabase } from '../../test/database';
import { moduleApp } from '../../test/module-app';
import { SANDBOX_HUB88_API, SANDBOX_HUB88_OPERATOR_ID } from '../game-provider/hub88-operator-api';
import { sandboxHub88Keys } from '../game-provider/keys';
import { registerSandboxProvider } from '../game-provider/register';
import { injectedTransport } from '../http-transport';
import { Hub88GameServer } from './game-server';

/**
 * The casino's calls to Hub88's Operator API, answered by the sandbox provider in the same app over its
 * HTTP stack: each signed with the casino's key and checked by the provider before anything is written.
 */
describe("Hub88's Operator API, the casino calling the sandbox provider", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let hub88: Hub88GameServer;
  let casinoPrivateKeyPem: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await moduleApp(async (api) => {
      await registerSandboxProvider(api, { db: database.db, config: { VENDORS: 'sandbox' } });
    });
    casinoPrivateKeyPem = (await sandboxHub88Keys(database.db)).casino.privateKeyPem;
    hub88 = new Hub88GameServer({
      transport: injectedTransport(app),
      basePath: SANDBOX_HUB88_API,
      operatorId: SANDBOX_HUB88_OPERATOR_ID,
      casinoPrivateKeyPem,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const launch: GameLaunch = {
    protocol: 'hub88',
    user: '7-SC',
    token: 'launch-token-7',
    coin: 'SC',
    gameCode: 'silver-reef',
    platform: 'mobile',
    lobbyUrl: '/relax/casino/games/relax-silver-reef',
  };
  const grant = {
    protocol: 'hub88' as const,
    user: '7-SC',
    coin: 'SC' as const,
    gameCode: 'silver-reef',
    rounds: 10,
    roundValue: 100n,
    reference: 'free-rounds-7',
    expiresAt: new Date(Date.now() + 86_400_000),
  };
  /** A reward as another party might ask for it, by hand: 5 rounds of 1.00 GC. */
  const rewardCreate = (reference: string) => ({
    operator_id: SANDBOX_HUB88_OPERATOR_ID,
    user: '9-GC',
    game_code: 'silver-reef',
    currency: 'GC',
    bet_value: 100_000,
    bet_count: 5,
    start_time: new Date().toISOString(),
    end_time: new Date(Date.now() + 60_000).toISOString(),
    operator_reference: reference,
  });
  const campaigns = () => database.db.selectFrom('sandbox_provider_free_rounds').selectAll().execute();

  /** A call as another party would send it: its own body, signed with `key`. */
  const rawCall = (endpoint: string, body: object, key = casinoPrivateKeyPem) => {
    const payload = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: `${SANDBOX_HUB88_API}${HUB88_OPERATOR_API}/${endpoint}`,
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(key, payload) },
      payload,
    });
  };

  it('launches a game: the provider opens its session for the token and answers the page to frame', async () => {
    const url = await hub88.gameUrl(launch);
    expect(url).toMatch(/^\/provider-sandbox\/hub88\/[0-9a-f-]{36}$/);
    const session = await database.db
      .selectFrom('sandbox_provider_sessions')
      .selectAll()
      .where('id', '=', url.split('/').at(-1) as string)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      protocol: 'hub88',
      user_id: '7-SC',
      token: 'launch-token-7',
      coin: 'SC',
      game_code: 'silver-reef',
      platform: 'mobile',
    });
    await expect(hub88.gameUrl({ ...launch, gameCode: 'no-such-game' })).rejects.toThrow(/game not found/);
  });

  it('grants free rounds once under our reference, lists what is left and cancels the rest', async () => {
    const reward = await hub88.grantFreeRounds(grant);
    expect(await hub88.grantFreeRounds(grant)).toBe(reward);
    expect(await campaigns()).toHaveLength(1);
    expect(await campaigns()).toMatchObject([{ rounds: 10, remaining: 10, round_value: 100n, coin: 'SC' }]);
    expect(await hub88.freeRoundsLeft([reward, 'unknown'])).toEqual(new Map([[reward, 10]]));

    await hub88.cancelFreeRounds({
      protocol: 'hub88',
      reference: grant.reference,
      providerReference: reward,
    });
    await hub88.cancelFreeRounds({
      protocol: 'hub88',
      reference: grant.reference,
      providerReference: reward,
    });
    expect(await hub88.freeRoundsLeft([reward])).toEqual(new Map([[reward, 0]]));
    // Never answered: there is no reward to name, and nothing is asked.
    await hub88.cancelFreeRounds({ protocol: 'hub88', reference: 'free-rounds-8', providerReference: null });
  });

  it('refuses for good a grant in a game it does not have or at a stake it cannot play', async () => {
    await expect(hub88.grantFreeRounds({ ...grant, reference: 'r-1', gameCode: 'nope' })).rejects.toThrow(
      FreeRoundsRefused,
    );
    await expect(hub88.grantFreeRounds({ ...grant, reference: 'r-2', roundValue: 3n })).rejects.toThrow(
      FreeRoundsRefused,
    );
    expect(await campaigns()).toHaveLength(1);
  });

  it('answers a call not signed by the casino, or from another operator, 401 and writes nothing', async () => {
    const body = rewardCreate('forged');
    const forged = await rawCall('freebet/rewards/create', body, generateSigningKeyPair().privateKeyPem);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'invalid signature' });
    const stranger = await rawCall('freebet/rewards/create', { ...body, operator_id: 2 });
    expect(stranger.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: `${SANDBOX_HUB88_API}${HUB88_OPERATOR_API}/game/url`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await campaigns()).toHaveLength(1);
  });

  it('answers a body of the wrong shape, a currency it does not hold or a fraction of a coin 400', async () => {
    const body = rewardCreate('shape');
    for (const wrong of [
      { ...body, bet_count: 'five' },
      { ...body, currency: 'USD' },
      { ...body, bet_value: 100_001 },
    ]) {
      const answer = await rawCall('freebet/rewards/create', wrong);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toHaveProperty('error');
    }
    expect(await campaigns()).toHaveLength(1);
  });
});
