import { CRYPTO_TEXTS, RESPONSIBLE_PLAY_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, testAppForSuite } from '../../test/app';
import {
  askDepositAddress,
  BLOCK_MS,
  blocksPass,
  depositAddressOf,
  depositsOf,
  sendDeposit,
} from './crypto/test-support';
import { watchDeposits } from './crypto/watcher';
import { balances, purchaser } from './test-support';

const t = testAppForSuite({
  CHAIN_SANDBOX_BLOCK_MS: String(BLOCK_MS),
  CRYPTO_WATCH_MS: '0',
  CRYPTO_USD_RATES: 'BTC=50000',
  CRYPTO_CONFIRMATIONS: 'BTC=2',
  STATE_RULES: '{"TX":"gc_only"}',
});

/** GC and unplayed SC as numbers of coins, to compare before and after. */
async function coins(headers: Record<string, string>) {
  const b = await balances(t.app, headers);
  return { gc: Number(b.gc), sc: Number(b.sc.unplayed) };
}

/**
 * A new purchaser's deposit to their `addressFor` address, sent as `sent`, confirmed by `blocks` and
 * watched: their first deposit as listed, and their coins before it and after.
 */
async function watchedDeposit(
  addressFor: string,
  sent: { currency: string; amount: string },
  blocks: number,
) {
  const p = await purchaser(t.app);
  const before = await coins(p.headers);
  const { address } = await depositAddressOf(t.app, p.headers, addressFor);
  const tx = await sendDeposit(t.app, { ...sent, address });
  await blocksPass(t.infra.db, tx, blocks);
  await watchDeposits(t.infra);
  const deposit = (await depositsOf(t.app, p.headers))[0];
  return { deposit, before, after: await coins(p.headers) };
}

describe('deposit addresses', () => {
  it('the same player gets the same address again; another player gets another', async () => {
    const ada = await purchaser(t.app);
    const first = await depositAddressOf(t.app, ada.headers, 'BTC');
    expect(first).toMatchObject({ currency: 'BTC', network: 'Bitcoin', tag: null, confirmations: 2 });
    expect(first.address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect((await depositAddressOf(t.app, ada.headers, 'BTC')).address).toBe(first.address);
    const bob = await purchaser(t.app);
    expect((await depositAddressOf(t.app, bob.headers, 'BTC')).address).not.toBe(first.address);
    expect((await depositAddressOf(t.app, ada.headers, 'ETH')).address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await depositAddressOf(t.app, ada.headers, 'TRX')).address).toMatch(/^T\w{33}$/);
  });

  it('XRP and EOS share one address and tell players apart by a destination tag or memo', async () => {
    const ada = await purchaser(t.app);
    const bob = await purchaser(t.app);
    const adaXrp = await depositAddressOf(t.app, ada.headers, 'XRP');
    const bobXrp = await depositAddressOf(t.app, bob.headers, 'XRP');
    expect(adaXrp.address).toBe(bobXrp.address);
    expect(adaXrp.tag).toMatch(/^\d{9}$/);
    expect(adaXrp.tag).not.toBe(bobXrp.tag);
    expect(adaXrp).toMatchObject({ tag_name: 'Destination tag' });
    expect(await depositAddressOf(t.app, ada.headers, 'EOS')).toMatchObject({ tag_name: 'Memo' });
  });

  it('a player on a break is told before they send coins; a guest is asked to sign in', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/coins', payload: { currency: 'BTC' } });
    expect(guest.statusCode).toBe(401);
    const unlocated = await registerPlayer(t.app);
    const refused = await askDepositAddress(t.app, bearer(unlocated.token), 'BTC');
    expect(refused.json()).toMatchObject({ code: 'LOCATION_REQUIRED' });
  });

  it('lists fiat and crypto currencies with their minimum deposits', async () => {
    const list = (await t.app.inject({ url: '/api/currencies' })).json();
    expect(list).toContainEqual(expect.objectContaining({ id: 'USD', is_crypto: false, min_deposit: null }));
    expect(list).toContainEqual(
      expect.objectContaining({
        id: 'USDTE',
        parent_currency_id: 'USDT',
        is_crypto: true,
        min_deposit: '10',
      }),
    );
    expect(list).toContainEqual(expect.objectContaining({ id: 'BTC', usd_rate: '50000', confirmations: 2 }));
  });
});

describe('deposits', () => {
  it('is pending, then confirming, then credited once as GC at 10,000 per dollar with free SC', async () => {
    const p = await purchaser(t.app);
    const before = await coins(p.headers);
    const { address } = await depositAddressOf(t.app, p.headers, 'BTC');
    const tx = await sendDeposit(t.app, { currency: 'BTC', address, amount: '0.001' });
    expect((await depositsOf(t.app, p.headers))[0]).toMatchObject({
      tx_hash: tx,
      status: 'pending',
      confirmations: 0,
    });

    await blocksPass(t.infra.db, tx, 1);
    await watchDeposits(t.infra);
    expect((await depositsOf(t.app, p.headers))[0]).toMatchObject({ status: 'confirming', confirmations: 1 });
    expect(await coins(p.headers)).toEqual(before);

    await blocksPass(t.infra.db, tx, 1);
    await watchDeposits(t.infra);
    await watchDeposits(t.infra);
    await t.app.inject({ method: 'POST', url: `/api/sandbox/chain/deposits/${tx}/replay` });
    // 0.001 BTC at 50,000 USD is 50 USD: 500,000 GC and 50 free SC.
    expect((await depositsOf(t.app, p.headers))[0]).toMatchObject({
      status: 'credited',
      usd_amount: '50.00',
      gc: '500000.00',
      sc: '50.00',
    });
    expect(await coins(p.headers)).toEqual({ gc: before.gc + 500_000, sc: before.sc + 50 });
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });

  it('below the minimum is never credited, however many blocks confirm it', async () => {
    const { deposit, before, after } = await watchedDeposit(
      'BTC',
      { currency: 'BTC', amount: '0.00005' },
      10,
    );
    expect(deposit).toMatchObject({ status: 'below_minimum', gc: null });
    expect(after).toEqual(before);
  });

  it('sent on a network the address was not given for, it is the player’s but never credited', async () => {
    const { deposit, before, after } = await watchedDeposit('ETH', { currency: 'BNB-BSC', amount: '1' }, 20);
    expect(deposit).toMatchObject({ status: 'wrong_network', gc: null });
    expect(after).toEqual(before);
  });

  it('in a GC-only state the deposit gives Gold Coins without the free SC', async () => {
    const registered = await registerPlayer(t.app, { state: 'TX' });
    const texan = { headers: bearer(registered.token) };
    await t.app.inject({ method: 'POST', url: '/api/location/check', headers: texan.headers, payload: {} });
    const before = await coins(texan.headers);
    const { address } = await depositAddressOf(t.app, texan.headers, 'BTC');
    const tx = await sendDeposit(t.app, { currency: 'BTC', address, amount: '0.0002' });
    await blocksPass(t.infra.db, tx, 2);
    await watchDeposits(t.infra);
    expect((await depositsOf(t.app, texan.headers))[0]).toMatchObject({ status: 'credited', sc: '0.00' });
    expect(await coins(texan.headers)).toEqual({ gc: before.gc + 100_000, sc: before.sc });
  });

  it('a gate that refuses at credit time holds the deposit for staff: never credited, never lost', async () => {
    const p = await purchaser(t.app);
    const before = await coins(p.headers);
    const { address } = await depositAddressOf(t.app, p.headers, 'BTC');
    const limit = await t.app.inject({
      method: 'PUT',
      url: '/api/responsible-play/limits',
      headers: p.headers,
      payload: { kind: 'purchase', period: 'day', value: '10.00' },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const tx = await sendDeposit(t.app, { currency: 'BTC', address, amount: '0.001' });
    await blocksPass(t.infra.db, tx, 2);
    await watchDeposits(t.infra);
    expect((await depositsOf(t.app, p.headers))[0]).toMatchObject({
      status: 'held',
      usd_amount: '50.00',
      note: RESPONSIBLE_PLAY_TEXTS.purchaseLimit,
    });
    expect(await coins(p.headers)).toEqual(before);
  });
});

describe('live vendors', () => {
  it('have no chain tester routes and no crypto deposits until a chain vendor is integrated', async () => {
    const live = await createTestApp(LIVE_VENDORS);
    try {
      expect(live.infra.chain).toBeNull();
      const send = await live.app.inject({
        method: 'POST',
        url: '/api/sandbox/chain/deposits',
        payload: { currency: 'BTC', address: 'bc1qx', amount: '1' },
      });
      expect(send.statusCode).toBe(404);
      const player = await registerPlayer(live.app);
      const refused = await askDepositAddress(live.app, bearer(player.token), 'BTC');
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: CRYPTO_TEXTS.unavailable });
    } finally {
      await live.close();
    }
  });
});
