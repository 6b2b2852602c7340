import { randomUUID } from 'node:crypto';
import type { Redemption, SavedAccount } from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import { addAchPayee } from '../../test/ach-payee';
import type { TestApp } from '../../test/app';
import { locatedPlayer } from '../../test/verified-players';

export type Headers = Record<string, string>;

/** A player who may redeem: email verified, identity approved, a passed location check where they live. */
export { locatedPlayer as redeemer, staffMember } from '../../test/verified-players';

/** SC the player has won (redeemable) and, optionally, SC still unplayed; in minor units. */
export async function giveSc(t: TestApp, userId: bigint, redeemable: bigint, unplayed = 0n): Promise<void> {
  await inTransaction(t.infra.db, async (trx) => {
    if (redeemable > 0n)
      await t.infra.ledger.creditWin(trx, {
        key: `test-win:${randomUUID()}`,
        userId,
        coin: 'SC',
        amount: redeemable,
      });
    if (unplayed > 0n)
      await t.infra.ledger.grantBonus(trx, {
        key: `test-bonus:${randomUUID()}`,
        kind: 'test_bonus',
        userId,
        coin: 'SC',
        amount: unplayed,
      });
  });
}

/** The player's SC balances in minor units. */
export async function scBalances(t: TestApp, userId: bigint) {
  const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
  return { redeemable: accounts.scRedeemable.balance, unplayed: accounts.scUnplayed.balance };
}

/** The SC held as payable and paid out, over every request (system accounts). */
export async function systemSc(t: TestApp) {
  const balance = async (kind: 'redemptions_payable' | 'redemptions_paid') =>
    (
      await t.infra.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', t.infra.ledger.systemAccount(kind, 'SC'))
        .executeTakeFirstOrThrow()
    ).balance;
  return { payable: await balance('redemptions_payable'), paid: await balance('redemptions_paid') };
}

/** Links a bank account the sandbox bank knows, verified by its micro-deposits. */
export async function verifiedBank(t: TestApp, headers: Headers): Promise<SavedAccount> {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  await addAchPayee(t.app, headers);
  const added = await post('/api/apt-pay/verify-account', {
    routing_number: '011000015',
    account_number: '123456789012',
  });
  if (added.statusCode !== 200) throw new Error(`verify-account failed: ${added.body}`);
  const account = added.json() as SavedAccount;
  const statement = await t.app.inject({ url: `/api/sandbox/apt-pay/statement/${account.id}`, headers });
  const [amount1, amount2] = (statement.json() as { deposits: [number, number] }).deposits;
  const verified = await post('/api/apt-pay/verify-micro', { account_id: account.id, amount1, amount2 });
  if (verified.statusCode !== 200) throw new Error(`verify-micro failed: ${verified.body}`);
  return verified.json() as SavedAccount;
}

/** A redeemer holding this much SC (minor units) with a verified bank account: the usual bank request's player. */
export async function bankRedeemer(t: TestApp, redeemable = 50_000n, unplayed = 0n) {
  const player = await locatedPlayer(t);
  await giveSc(t, player.userId, redeemable, unplayed);
  return { ...player, account: await verifiedBank(t, player.headers) };
}

/** Asks for a redemption with its own Idempotency-Key unless one is given. */
export function redeem(
  t: TestApp,
  headers: Headers,
  payload: object,
  key: string = randomUUID(),
  app = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/redemptions',
    headers: { ...headers, 'idempotency-key': key },
    payload,
  });
}

/** A staff call on a request: approve, reject {reason}, mark-paid {reference}, fail {reason}, reveal-code. */
export function staffCall(
  t: TestApp,
  headers: Headers,
  id: number,
  action: 'approve' | 'reject' | 'mark-paid' | 'fail' | 'reveal-code',
  payload: object = {},
  app = t.app,
) {
  return app.inject({ method: 'POST', url: `/api/admin/redemptions/${id}/${action}`, headers, payload });
}

export async function redemptionOf(t: TestApp, headers: Headers, id: number): Promise<Redemption> {
  return (await t.app.inject({ url: `/api/redemptions/${id}`, headers })).json() as Redemption;
}

/**
 * A new player (with `overrides`, such as where they live) given 100 SC who asks for an Amazon gift card of
 * `amount`: the player and the answer to the request.
 */
export async function giftCardRequest(t: TestApp, amount = '25', overrides: Record<string, unknown> = {}) {
  const player = await locatedPlayer(t, overrides);
  await giveSc(t, player.userId, 10_000n);
  const request = await redeem(t, player.headers, { method: 'gift_card', amount, giftCardBrand: 'amazon' });
  return { player, request };
}
