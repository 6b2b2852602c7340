import type { SandboxGame, SandboxRound } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { GameServer } from '../../modules/providers/launch/game-server';
import { toProtocolAmount } from '../../modules/providers/protocols/hub88/amount';
import { HUB88_SIGNATURE_HEADER, verifySignature } from '../../modules/providers/protocols/hub88/signature';
import { createTestDatabase } from '../../test/database';
import { moduleApp } from '../../test/module-app';
import { injectedTransport } from '../http-transport';
import { hub88Wallet } from './hub88-wallet';
import { sandboxHub88Keys } from './keys';
import { registerSandboxProvider } from './register';
import { retryDelayMs, SandboxRetries } from './retries';

/**
 * The sandbox provider in an app, its calls going through the app's HTTP stack (app.inject) to a
 * stand-in for the casino's Hub88 wallet registered beside it: a balance, the provider's signature checked.
 */
describe('the sandbox provider through HTTP', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gameServer: GameServer;
  let balance = 10_000n;
  /** While set, the stand-in wallet answers every win 503, as a casino that is down. */
  let winsDown = false;
  const received: { endpoint: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const keys = await sandboxHub88Keys(database.db);
    app = await moduleApp(async (api) => {
      api.post('/api/providers/hub88/*', async (request, reply) => {
        const raw = JSON.stringify(request.body);
        const body = request.body as Record<string, unknown>;
        const endpoint = request.url.replace('/api/providers/hub88/', '');
        received.push({ endpoint, body });
        if (winsDown && endpoint === 'transaction/win') return reply.code(503).send();
        const signed = verifySignature(
          keys.provider.publicKeyPem,
          raw,
          request.headers[HUB88_SIGNATURE_HEADER] as string,
        );
        const amount = BigInt(Number(body.amount ?? 0) / 1000);
        let status = signed ? 'RS_OK' : 'RS_ERROR_INVALID_SIGNATURE';
        if (signed && endpoint === 'transaction/bet') {
          if (amount > balance) status = 'RS_ERROR_NOT_ENOUGH_MONEY';
          else balance -= amount;
        }
        if (signed && endpoint === 'transaction/win') balance += amount;
        const answer = JSON.stringify({
          user: body.user,
          request_uuid: body.request_uuid,
          status,
          currency: 'GC',
          balance: toProtocolAmount(balance),
        });
        return reply.type('application/json').send(answer);
      });
      const started = await registerSandboxProvider(api, { db: database.db, config: { VENDORS: 'sandbox' } });
      if (!started) throw new Error('the sandbox provider starts with the sandbox vendors');
      gameServer = started;
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const launch = {
    protocol: 'hub88' as const,
    user: '7-GC',
    token: 'launch-token',
    coin: 'GC' as const,
    gameCode: 'silver-reef',
    platform: 'desktop' as const,
    lobbyUrl: '/relax/casino/games/relax-silver-reef',
  };
  const sessionOf = (url: string) => url.split('/').at(-1) as string;
  const api = (path: string) => `/api/sandbox/provider/sessions/${path}`;

  it('launches a game: a provider session of its own, and its game page to frame', async () => {
    const url = await gameServer.gameUrl(launch);
    expect(url).toMatch(/^\/provider-sandbox\/hub88\/[0-9a-f-]{36}$/);
    const loaded = await app.inject({ method: 'GET', url: api(sessionOf(url)) });
    const game = loaded.json<SandboxGame>();
    expect(game).toMatchObject({
      title: 'Silver Reef',
      coin: 'GC',
      balance: '100.00',
      lobbyUrl: launch.lobbyUrl,
      tile: { slug: 'relax-silver-reef', studio: 'Relax', kind: 'slots' },
    });
    expect(['video-slot', 'ways-slot']).toContain(game.engine);
    expect(game.stakes.length).toBeGreaterThan(0);
    await expect(gameServer.gameUrl({ ...launch, gameCode: 'no-such-game' })).rejects.toThrow();
  });

  it('plays rounds against the wallet: the balance follows every bet and win', async () => {
    const id = sessionOf(await gameServer.gameUrl(launch));
    const { stakes } = (await app.inject({ method: 'GET', url: api(id) })).json<SandboxGame>();
    for (let i = 0; i < 5; i++) {
      const before = balance;
      received.length = 0;
      const played = await app.inject({
        method: 'POST',
        url: api(`${id}/rounds`),
        payload: { stake: stakes[0] },
      });
      const round = played.json<SandboxRound>();
      expect(round.status, played.body).toBe('settled');
      expect(received[0]?.endpoint).toBe('transaction/bet');
      expect(received.at(-1)?.body.round_closed).toBe(true);
      const stake = BigInt(Math.round(Number(round.stake) * 100));
      const win = BigInt(Math.round(Number(round.win) * 100));
      expect(balance).toBe(before - stake + win);
    }
    const refused = await app.inject({
      method: 'POST',
      url: api(`${id}/rounds`),
      payload: { stake: '0.01' },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('misbehaves as the tester asks, per session or for every session', async () => {
    const id = sessionOf(await gameServer.gameUrl(launch));
    const { stakes } = (await app.inject({ method: 'GET', url: api(id) })).json<SandboxGame>();
    const faults = {
      retryBet: false,
      retryWin: false,
      rollbackBet: true,
      duplicates: false,
      reorder: 'none',
      latePromoWin: false,
      badSignature: false,
      correction: false,
    };
    const set = await app.inject({ method: 'PUT', url: api(`${id}/faults`), payload: faults });
    expect(set.json()).toEqual({ scope: 'session', faults });
    received.length = 0;
    const round = (
      await app.inject({ method: 'POST', url: api(`${id}/rounds`), payload: { stake: stakes[0] } })
    ).json();
    expect(round.status).toBe('rolled_back');
    expect(received.map((call) => call.endpoint)).toEqual(['transaction/bet', 'transaction/rollback']);

    await app.inject({ method: 'DELETE', url: api(`${id}/faults`) });
    await app.inject({
      method: 'PUT',
      url: '/api/sandbox/provider/faults',
      payload: { ...faults, rollbackBet: false, badSignature: true },
    });
    const global = await app.inject({ method: 'GET', url: api(`${id}/faults`) });
    expect(global.json()).toMatchObject({ scope: 'global', faults: { badSignature: true } });
    const unsigned = (
      await app.inject({ method: 'POST', url: api(`${id}/rounds`), payload: { stake: stakes[0] } })
    ).json();
    expect(unsigned).toMatchObject({ status: 'refused' });
    await app.inject({ method: 'DELETE', url: '/api/sandbox/provider/faults' });
    expect((await app.inject({ method: 'GET', url: api(`${id}/faults`) })).json()).toMatchObject({
      scope: 'none',
    });
  });

  it('keeps a win the casino did not answer and sends it again in the background until it is answered', async () => {
    const id = sessionOf(await gameServer.gameUrl(launch));
    const { stakes } = (await app.inject({ method: 'GET', url: api(id) })).json<SandboxGame>();
    const before = balance;
    winsDown = true;
    const round = (
      await app.inject({ method: 'POST', url: api(`${id}/rounds`), payload: { stake: stakes[0] } })
    ).json<SandboxRound>();
    expect(round.status).toBe('pending');
    const kept = await database.db
      .selectFrom('sandbox_provider_retries')
      .select(['transaction_id', 'amount', 'last', 'next_at'])
      .where('round_id', '=', round.round)
      .execute();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)?.last).toBe(true);
    expect(kept.every((retry) => retry.next_at.getTime() > Date.now())).toBe(true);

    const keys = await sandboxHub88Keys(database.db);
    const retries = new SandboxRetries(
      database.db,
      (session) => hub88Wallet(injectedTransport(app), keys.provider, session),
      { warn: () => undefined },
    );
    // Not due yet: nothing is sent. Still down when due: kept, with a longer wait.
    expect(await retries.runDue()).toBe(0);
    await database.db
      .updateTable('sandbox_provider_retries')
      .set({ next_at: new Date(0) })
      .execute();
    expect(await retries.runDue()).toBe(0);
    const waiting = await database.db
      .selectFrom('sandbox_provider_retries')
      .select(['attempts', 'last_answer'])
      .where('round_id', '=', round.round)
      .execute();
    expect(waiting.every((retry) => retry.attempts === 1 && retry.last_answer === 'HTTP 503')).toBe(true);

    // The casino is back: each kept win is answered once, and the round pays what it won.
    winsDown = false;
    await database.db
      .updateTable('sandbox_provider_retries')
      .set({ next_at: new Date(0) })
      .execute();
    expect(await retries.runDue()).toBe(kept.length);
    const stake = BigInt(Math.round(Number(round.stake) * 100));
    const win = BigInt(Math.round(Number(round.win) * 100));
    expect(balance).toBe(before - stake + win);
    expect(await database.db.selectFrom('sandbox_provider_retries').selectAll().execute()).toEqual([]);
    expect(retryDelayMs(0)).toBe(5_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('answers 404 for a session it never opened', async () => {
    const missing = await app.inject({ method: 'GET', url: api('00000000-0000-4000-8000-000000000000') });
    expect(missing.statusCode).toBe(404);
  });

  it('starts nothing with live vendors', async () => {
    const live = await moduleApp(async (api) => {
      expect(await registerSandboxProvider(api, { db: database.db, config: { VENDORS: 'live' } })).toBeNull();
    });
    expect(
      (await live.inject({ method: 'GET', url: api('00000000-0000-4000-8000-000000000000') })).statusCode,
    ).toBe(404);
    await live.close();
  });
});
