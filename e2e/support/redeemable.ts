import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACH_PAYEE_FORM } from '../../server/src/test/sample-people';
import { callApi } from './verified';

const key = () => crypto.randomUUID();

async function ok(page: Page, method: string, path: string, body?: unknown, idempotent = false) {
  const answer = await callApi(page, method, path, body, idempotent ? key() : undefined);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The player's SC, as `GET /api/rollover` reports them. */
export async function scOf(page: Page): Promise<{ redeemable: number; unplayed: number }> {
  const rollover = await ok(page, 'GET', '/rollover');
  return { redeemable: Number(rollover.redeemable), unplayed: Number(rollover.unplayed) };
}

/**
 * Gives a verified player redeemable SC the way a player gets them, by API: a bank account linked and
 * verified by its micro-deposits, a bundle (49.99 unless told) paid by ACH and settled by the sandbox bank
 * (its free SC arrive unplayed), then SC dice plays at 1.01x until they are played through (every win is
 * redeemable). The linked account is the one a bank redemption can then be paid to.
 */
export async function fundRedeemableSc(page: Page, atLeast: number, bundlePrice = '49.99'): Promise<void> {
  await ok(page, 'POST', '/location/check', {});
  await ok(page, 'POST', '/apt-pay/add/identity', ACH_PAYEE_FORM);
  const account = await ok(page, 'POST', '/apt-pay/verify-account', {
    routing_number: '011000015',
    account_number: '123456789012',
  });
  const { deposits } = await ok(page, 'GET', `/sandbox/apt-pay/statement/${account.id}`);
  await ok(page, 'POST', '/apt-pay/verify-micro', {
    account_id: account.id,
    amount1: deposits[0],
    amount2: deposits[1],
  });
  const bundles = await ok(page, 'GET', '/bundles');
  const all = JSON.stringify(bundles);
  const price = bundlePrice.replace('.', '\\.');
  // The bundle's own price, not a discount's `actual_price` (which ends in the same `"price":`).
  const bundleId = Number(
    new RegExp(`"id":(\\d+)[^{}]*[{,]"price":"${price}"`).exec(all)?.[1] ??
      new RegExp(`[{,]"price":"${price}"[^{}]*"id":(\\d+)`).exec(all)?.[1],
  );
  if (!bundleId) throw new Error(`no ${bundlePrice} bundle in ${all.slice(0, 400)}`);
  const debit = await ok(
    page,
    'POST',
    '/apt-pay/ach-debit/create',
    { amount: bundlePrice, bundleId, account_id: account.id },
    true,
  );
  await ok(page, 'POST', `/sandbox/apt-pay/debits/${encodeURIComponent(debit.merchantRefNum)}/decide`, {
    outcome: 'settled',
  });
  await expect.poll(async () => (await scOf(page)).unplayed, { timeout: 15_000 }).toBeGreaterThan(atLeast);
  await ok(page, 'POST', '/user/balance', { game_mode: 'SC' });
  await ok(page, 'POST', '/dicing/seeds', { action: 'update_client', client_seed: 'redeem-e2e' });
  // Unplayed SC are played first (a last fraction under a cent with a cent); at 1.01x nearly every play wins.
  for (let plays = 0; plays < 60; plays++) {
    const sc = await scOf(page);
    if (sc.unplayed === 0) {
      if (sc.redeemable >= atLeast) return;
      break;
    }
    // At most 10 SC a play: a rare loss (about one play in fifty) costs little of what is being funded.
    const wager = Math.max(0.01, Math.min(10, Math.floor(sc.unplayed * 100) / 100));
    await ok(page, 'POST', '/dicing', { wager: wager.toFixed(2), over: true, multiplier: 1.01 }, true);
  }
  throw new Error(`the dice did not leave ${atLeast} redeemable SC: ${JSON.stringify(await scOf(page))}`);
}

/** Asks by API for a 25 SC Amazon gift card, as the redeem page would; the new request's id. */
export async function requestGiftCard(page: Page): Promise<number> {
  const made = await callApi(
    page,
    'POST',
    '/redemptions',
    { method: 'gift_card', amount: '25', giftCardBrand: 'amazon' },
    key(),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.id as number;
}
