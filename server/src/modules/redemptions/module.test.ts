import { type ErrorCode, REDEMPTION_TEXTS, type RedemptionOptions } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCardVendor } from '../../adapters/gift-cards/interface';
import type { DatabaseHandle } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { Ledger } from '../../ledger/ledger';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { FakeSessions, moduleApp, playerRow } from '../../test/module-app';
import { createRedemptionsModule, type RedeemGate, type RedemptionsPorts } from '.';

/**
 * The redemptions module alone, built on its ports: PGlite for its tables and the ledger, sign-in, the
 * mailer, the redeem gate and the payout vendors faked (or absent). No app, no sign-up.
 */
let database: DatabaseHandle;
let ledger: Ledger;
const sessions = new FakeSessions();
const apps: FastifyInstance[] = [];
const allowed: RedeemGate = { redeem: async () => {} };
/** A redeem gate that refuses everyone with this error. */
const refusingGate = (code: ErrorCode, message: string): RedeemGate => ({
  redeem: async () => {
    throw new AppError(code, message);
  },
});

/** One gift-card brand, any whole-dollar amount from 10 to 500 USD. */
const giftCards: GiftCardVendor = {
  name: 'sandbox',
  catalog: async () => [
    { id: 'books', name: 'Books', denominationsCents: null, minCents: 1_000n, maxCents: 50_000n },
  ],
  issue: async () => {
    throw new Error('no payout in these tests');
  },
  lookup: async () => null,
  tester: null,
};

async function redemptionsApp(ports: Partial<RedemptionsPorts>): Promise<FastifyInstance> {
  const redemptions = createRedemptionsModule({
    db: database.db,
    ledger,
    sessions,
    mailer: { send: async () => {} },
    eligibility: allowed,
    ach: null,
    giftCards: null,
    chain: null,
    config: testConfig(),
    ...ports,
  });
  const app = await moduleApp((api) => {
    redemptions.routes(api);
    redemptions.adminRoutes(api);
  });
  apps.push(app);
  return app;
}

/** A player with their coin accounts, signed in. */
async function player(): Promise<Record<string, string>> {
  const userId = await playerRow(database.db);
  await inTransaction(database.db, (trx) => ledger.openPlayerAccounts(trx, userId));
  return sessions.signIn(userId);
}

async function options(app: FastifyInstance, headers: Record<string, string>): Promise<RedemptionOptions> {
  const answer = await app.inject({ url: '/api/redemptions/options', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as RedemptionOptions;
}

const requirement = (answer: RedemptionOptions, name: string) =>
  answer.requirements.find((r) => r.requirement === name);

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = await Ledger.load(database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('the redemptions module on fakes', () => {
  it('offers a method only when its vendor port is there; with none, nothing can be redeemed', async () => {
    const none = await options(await redemptionsApp({}), await player());
    expect(none.methods.map((m) => m.available)).toEqual([false, false, false]);
    expect(requirement(none, 'balance')).toMatchObject({ met: false, message: REDEMPTION_TEXTS.unavailable });
    expect(none.can_redeem).toBe(false);

    const cards = await options(await redemptionsApp({ giftCards }), await player());
    expect(cards.methods.find((m) => m.method === 'gift_card')?.available).toBe(true);
    expect(cards.gift_cards).toEqual([
      { brand: 'books', name: 'Books', denominations: null, min: '10.00', max: '500.00' },
    ]);
  });

  it('shows the redeem gate’s own answer as the location requirement', async () => {
    const refused = await redemptionsApp({
      eligibility: refusingGate('FORBIDDEN', 'Redemption is not available in your state.'),
    });
    expect(requirement(await options(refused, await player()), 'location')).toMatchObject({
      met: false,
      message: 'Redemption is not available in your state.',
    });
    const unverified = await redemptionsApp({
      eligibility: refusingGate('VERIFICATION_REQUIRED', 'Please verify your identity to continue.'),
    });
    expect(requirement(await options(unverified, await player()), 'location')).toMatchObject({
      met: true,
      message: 'Your location is checked when you redeem.',
    });
  });

  it('guards the staff queue with the staff guard on the same sessions port', async () => {
    const app = await redemptionsApp({});
    const headers = await player();
    expect((await app.inject({ url: '/api/admin/redemptions', headers })).statusCode).toBe(403);
    const helper = sessions.signIn(await playerRow(database.db, 'helper'), 'helper');
    const queue = await app.inject({ url: '/api/admin/redemptions', headers: helper });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({ redemptions: [] });
  });
});
