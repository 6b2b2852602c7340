import { randomUUID } from 'node:crypto';
import type { Coin } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { inTransaction } from '../../db/transaction';
import type { LedgerDatabase } from '../../test/ledger-database';
import { FakeSessions, moduleApp } from '../../test/module-app';
import { createPlayer } from '../../test/players';
import { type PlaySettled, PlaySettlements } from '../games';
import { createJackpotsModule } from '../jackpots';
import { createProvidersModule, type GameLaunch } from '.';
import { generateSigningKeyPair } from './protocols/hub88/key-pair';
import { HUB88_SIGNATURE_HEADER, signBody } from './protocols/hub88/signature';
import { pragmaticHash } from './protocols/pragmatic/hash';

/**
 * The third-party games module on its ports for a test, and a provider's side of the wire played by hand:
 * signed Hub88 bodies and hashed Pragmatic forms over HTTP. Sign-in is faked and the game server records
 * each launch (the sandbox provider is tested on its own); the bet gate and the settlement door are real.
 */
export const PRAGMATIC_SECRET = 'pragmatic-test-secret';
export const providerKeys = generateSigningKeyPair();

export interface ProvidersTestApp {
  app: FastifyInstance;
  sessions: FakeSessions;
  launches: GameLaunch[];
  /** Every play the settlement door sent. */
  heard: PlaySettled[];
  /** Players the catalog's region restriction applies to. */
  restricted: Set<bigint>;
}

export async function providersTestApp(t: LedgerDatabase): Promise<ProvidersTestApp> {
  const sessions = new FakeSessions();
  const launches: GameLaunch[] = [];
  const heard: PlaySettled[] = [];
  const restricted = new Set<bigint>();
  const settlements = new PlaySettlements({ error: () => undefined });
  settlements.onPlaySettled((play) => heard.push(play));
  const jackpots = createJackpotsModule({ db: t.db, ledger: t.ledger });
  await jackpots.fundFirstSeeds();
  const app = await moduleApp((api) =>
    createProvidersModule({
      db: t.db,
      ledger: t.ledger,
      sessions,
      settlements,
      eligibility: { play: async () => undefined },
      jackpots: jackpots.contributions,
      regionRestricted: async (userId) => restricted.has(userId),
      gameServer: {
        gameUrl: async (launch) => {
          launches.push(launch);
          return `https://games.example/${launch.gameCode}?token=${launch.token}`;
        },
        grantFreeRounds: async (grant) => grant.reference,
        cancelFreeRounds: async () => undefined,
        freeRoundsLeft: async () => new Map(),
      },
      keys: {
        hub88: { providerPublicKeyPem: providerKeys.publicKeyPem },
        pragmaticSecret: PRAGMATIC_SECRET,
      },
      balanceChanged: () => undefined,
      sessionLifetimeMs: 30 * 60_000,
      // Several lanes, so that batches of different players' calls also run side by side here.
      walletLanes: 8,
    }).routes(api),
  );
  return { app, sessions, launches, heard, restricted };
}

/** The player launches catalog game `gameId` of `software` in `coin`, as the web app asks for it. */
export function launchGame(
  p: ProvidersTestApp,
  userId: bigint,
  software: string,
  gameId: number,
  coin: Coin = 'GC',
) {
  return p.app.inject({
    method: 'POST',
    url: `/api/games/${software}/session`,
    headers: p.sessions.signIn(userId),
    payload: { channel: 'web', gameId, gameMode: 'real', currencyType: coin },
  });
}

/** A Hub88 bet of 1.00 GC in a new round of the launched game; `fields` replace any of it. */
export function hub88Bet(launch: GameLaunch, fields: object = {}) {
  return {
    user: launch.user,
    token: launch.token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    round_closed: false,
    game_code: launch.gameCode,
    currency: 'GC',
    amount: 100_000,
    is_free: false,
    ...fields,
  };
}

/** The ids a Pragmatic provider names a new round of the launched game with. */
export function pragmaticRound(launch: GameLaunch) {
  return {
    providerId: 'pragmaticplay',
    userId: launch.user,
    token: launch.token,
    gameId: launch.gameCode,
    roundId: randomUUID(),
  };
}

/** The first catalog game of `software`, of a region-allowed studio or not (any when unsaid). */
export async function gameOf(t: LedgerDatabase, software: string, regionAllowed?: boolean) {
  const { rows } = await sql<{ id: number; identifier: string }>`
    SELECT g.id, g.identifier FROM games g JOIN providers p ON p.id = g.provider_id
    WHERE g.software = ${software} AND (${regionAllowed ?? null}::boolean IS NULL OR p.region_allowed = ${regionAllowed ?? null})
    ORDER BY g.id LIMIT 1`.execute(t.db);
  const game = rows[0];
  if (!game) throw new Error(`no ${software} game in the catalog`);
  return game;
}

/** A player holding `amount` of `coin` (granted as a test bonus). */
export async function playerWith(t: LedgerDatabase, amount: bigint, coin: Coin = 'GC'): Promise<bigint> {
  const userId = await createPlayer(t.db, t.ledger);
  if (amount === 0n) return userId;
  await inTransaction(t.db, (trx) =>
    t.ledger.grantBonus(trx, { key: `seed:${userId}`, kind: 'test_bonus', userId, coin, amount }),
  );
  return userId;
}

/** A Hub88 call signed with the provider's key (or `signer`); as in Hub88's protocol, the answer is unsigned. */
export async function hub88Call(
  app: FastifyInstance,
  endpoint: string,
  body: object,
  signer = providerKeys.privateKeyPem,
) {
  const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const response = await app.inject({
    method: 'POST',
    url: `/api/providers/hub88/${endpoint}`,
    headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(signer, payload) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A Pragmatic form call hashed with the shared secret (or `secret`). */
export async function pragmaticCall(
  app: FastifyInstance,
  method: string,
  params: Record<string, string>,
  secret = PRAGMATIC_SECRET,
) {
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
