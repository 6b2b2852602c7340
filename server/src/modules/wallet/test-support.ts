import type { Bundle, BundlesAnswer } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, registerPlayer } from '../../test/app';
import { passLocationCheck } from '../../test/locations';
import type { PurchaseFreeRounds } from './ports';

export type Headers = Record<string, string>;

/** The sandbox's test card that succeeds. */
export const GOOD_CARD = '4111111111111111';

/** A signed-up player who has passed a location check (purchases ask for one by default). */
export async function purchaser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(app, overrides);
  await passLocationCheck(app, player.token);
  return { ...player, headers: bearer(player.token) };
}

/** The ladder bundle at this price ("9.99"), as the player sees it. */
export async function ladderBundle(app: FastifyInstance, headers: Headers, price: string): Promise<Bundle> {
  const catalog = (await app.inject({ url: '/api/bundles', headers })).json() as BundlesAnswer;
  const bundle = catalog.bundles.find((b) => b.price === price);
  if (!bundle) throw new Error(`no ${price} bundle`);
  return bundle;
}

/** Starts a payment for a bundle; answers the raw response. */
export function startPayment(
  app: FastifyInstance,
  headers: Headers,
  bundle: Pick<Bundle, 'id' | 'price'>,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/paysafe',
    headers,
    payload: {
      form: {
        firstName: 'Ada',
        lastName: 'Player',
        email: 'ada@example.com',
        amount: bundle.price,
        payment_method: 'card',
        bundleId: bundle.id,
        promotionId: null,
        ...extra,
      },
    },
  });
}

/** Enters a card (or `{account_number}`) at the sandbox's hosted checkout; answers its callback. */
export async function checkout(app: FastifyInstance, merchantRefNum: string, instrument: string | object) {
  const payload =
    typeof instrument === 'string'
      ? { card_number: instrument, expiry: '12/30', cvv: '123', holder: 'Ada Player' }
      : { routing_number: '011000015', holder: 'Ada Player', ...instrument };
  const answer = await app.inject({
    method: 'POST',
    url: `/api/sandbox/paysafe/${merchantRefNum}/instrument`,
    payload,
  });
  return answer.json() as {
    status: string;
    paymentHandleToken: string | null;
    error: { code: number } | null;
  };
}

export function finalise(
  app: FastifyInstance,
  headers: Headers,
  start: { merchantRefNum: string; amount: number },
  paymentHandleToken: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/paysafe/finalise',
    headers,
    payload: {
      merchantRefNum: start.merchantRefNum,
      amount: start.amount,
      paymentHandleToken,
      currencyCode: 'USD',
    },
  });
}

/** What a started payment answers: the reference and cents a finalise callback repeats. */
export interface StartedPayment {
  merchantRefNum: string;
  amount: number;
  checkoutUrl: string;
}

/** Starts a payment for the ladder bundle at `price`; the test fails unless the start is accepted. */
export async function startedPayment(
  app: FastifyInstance,
  headers: Headers,
  price = '1.99',
): Promise<StartedPayment> {
  const answer = await startPayment(app, headers, await ladderBundle(app, headers, price));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as StartedPayment;
}

/** Starts a payment and enters `card` at checkout: the start and the handle a finalise callback sends. */
export async function checkedOut(app: FastifyInstance, headers: Headers, price = '1.99', card = GOOD_CARD) {
  const start = await startedPayment(app, headers, price);
  const handle = await checkout(app, start.merchantRefNum, card);
  if (!handle.paymentHandleToken) throw new Error(`checkout failed: ${JSON.stringify(handle)}`);
  return { start, token: handle.paymentHandleToken };
}

/** Buys the ladder bundle at `price` by card, start to finalise; answers the start and the finalise. */
export async function buy(app: FastifyInstance, headers: Headers, price: string, card = GOOD_CARD) {
  const { start, token } = await checkedOut(app, headers, price, card);
  return { start, token, finalised: await finalise(app, headers, start, token) };
}

/** What the web app's poll (`GET /api/payments/paysafe/result`) answers about the payment `ref`. */
export async function paymentResult(app: FastifyInstance, headers: Headers, ref: string) {
  return (await app.inject({ url: `/api/payments/paysafe/result?merchantRefNum=${ref}`, headers })).json();
}

/** The player's balances as the wallet shows them. */
export async function balances(app: FastifyInstance, headers: Headers) {
  return (await app.inject({ url: '/api/user/balance', headers })).json() as {
    gc: string;
    sc: { unplayed: string; redeemable: string };
  };
}

/** For a test whose purchases give no free spins: a grant reaching it is a mistake in the test. */
export const noFreeRounds: PurchaseFreeRounds = {
  grant: async () => {
    throw new Error('this test buys no bundle with free spins');
  },
};
