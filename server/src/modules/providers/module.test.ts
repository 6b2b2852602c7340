import { randomUUID } from 'node:crypto';
import { REGION_BLOCKED_TEXT } from '@casino/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDatabaseForSuite } from '../../test/ledger-database';
import type { GameLaunch } from '.';
import { generateSigningKeyPair } from './protocols/hub88/key-pair';
import {
  gameOf,
  hub88Bet,
  hub88Call,
  launchGame,
  type ProvidersTestApp,
  playerWith,
  pragmaticCall,
  pragmaticRound,
  providersTestApp,
} from './test-support';

/**
 * The third-party games module alone on its ports (test-support.ts): launches, and both wallet protocols
 * played by hand as a provider plays them.
 */
const t = ledgerDatabaseForSuite();
let p: ProvidersTestApp;

beforeAll(async () => {
  p = await providersTestApp(t);
});
afterAll(() => p.app.close());

const gcBalance = async (userId: bigint) => (await t.ledger.playerAccounts(t.db, userId)).gc.balance;

const launch = (userId: bigint, software: string, gameId: number, coin: 'GC' | 'SC' = 'GC') =>
  launchGame(p, userId, software, gameId, coin);

/** Launches a hub88 game and answers what its provider then knows: user, token, game code. */
async function launched(userId: bigint) {
  const game = await gameOf(t, 'hub88');
  expect((await launch(userId, 'hub88', game.id)).statusCode).toBe(200);
  return p.launches.at(-1) as GameLaunch;
}

const hub88 = (endpoint: string, body: object, signer?: string) => hub88Call(p.app, endpoint, body, signer);

describe('launching a game', () => {
  it('issues a token for the player, the game and the coin, and answers the provider URL', async () => {
    const userId = await playerWith(t, 10_000n);
    const game = await gameOf(t, 'hub88');
    const response = await launch(userId, 'hub88', game.id, 'SC');
    expect(response.statusCode).toBe(200);
    const given = p.launches.at(-1) as GameLaunch;
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
    const userId = await playerWith(t, 0n);
    const game = await gameOf(t, 'hub88');
    expect((await launch(userId, 'pragmatic', game.id)).statusCode).toBe(404);
    p.restricted.add(userId);
    const refused = await launch(userId, 'hub88', (await gameOf(t, 'hub88', false)).id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'REGION_NOT_AVAILABLE', message: REGION_BLOCKED_TEXT });
  });
});

describe('the Hub88 wallet', () => {
  it('takes a signed bet once, pays its win, settles the round as a play and answers every retry alike', async () => {
    const userId = await playerWith(t, 10_000n);
    const game = await launched(userId);
    const placed = hub88Bet(game);
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
    expect(p.heard.filter((play) => play.userId === userId)).toMatchObject([
      { wager: 100n, payout: 250n, coin: 'GC', multiplier: 2.5 },
    ]);
  });

  it('refuses a bad signature with 401 and moves nothing', async () => {
    const userId = await playerWith(t, 10_000n);
    const game = await launched(userId);
    const forged = await hub88('transaction/bet', hub88Bet(game), generateSigningKeyPair().privateKeyPem);
    expect(forged).toMatchObject({ status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } });
    expect(await gcBalance(userId)).toBe(10_000n);
  });

  it('refuses a bet on an expired token but still pays the win of a bet made before', async () => {
    const userId = await playerWith(t, 10_000n);
    const game = await launched(userId);
    const placed = hub88Bet(game);
    await hub88('transaction/bet', placed);
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await hub88('transaction/bet', hub88Bet(game))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
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
    const userId = await playerWith(t, 10_000n);
    const game = await launched(userId);
    expect((await hub88('transaction/bet', hub88Bet(game, { currency: 'SC' }))).body.status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await hub88('transaction/bet', hub88Bet(game, { game_code: 'no-such-game' }))).body.status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    expect((await hub88('transaction/bet', hub88Bet(game, { token: 'not-ours' }))).body.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await hub88('user/info', { user: 'nobody' })).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await gcBalance(userId)).toBe(10_000n);
  });

  it('answers not enough money with the real balance', async () => {
    const userId = await playerWith(t, 50n);
    const game = await launched(userId);
    expect((await hub88('transaction/bet', hub88Bet(game))).body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 50 * 1000,
    });
  });
});

describe('the Pragmatic Play wallet', () => {
  const pragmatic = (method: string, params: Record<string, string>, secret?: string) =>
    pragmaticCall(p.app, method, params, secret);

  /** A Pragmatic game launched for the player: the ids its provider names a new round with. */
  async function launchedRound(userId: bigint, coin: 'GC' | 'SC') {
    // Pragmatic's studios are all outside the region-allowed providers: any player but a restricted one plays them.
    const game = await gameOf(t, 'pragmatic', false);
    expect((await launch(userId, 'pragmatic', game.id, coin)).statusCode).toBe(200);
    return pragmaticRound(p.launches.at(-1) as GameLaunch);
  }

  /** A Pragmatic round played and closed: bet, result and endRound; answers the round's ids. */
  async function settledRound(userId: bigint, coin: 'GC' | 'SC', stake: string, won: string) {
    const round = await launchedRound(userId, coin);
    expect(await pragmatic('bet', { ...round, reference: randomUUID(), amount: stake })).toMatchObject({
      error: 0,
    });
    expect(await pragmatic('result', { ...round, reference: randomUUID(), amount: won })).toMatchObject({
      error: 0,
    });
    expect(await pragmatic('endRound', round)).toMatchObject({ error: 0 });
    return round;
  }

  const roundRow = (userId: bigint) =>
    t.db
      .selectFrom('bets')
      .select(['wager', 'payout', 'multiplier', 'status'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('authenticates the token, takes a bet, pays its result and settles the round at endRound', async () => {
    const userId = await playerWith(t, 10_000n);
    const round = await launchedRound(userId, 'GC');
    expect(
      await pragmatic('authenticate', { providerId: 'pragmaticplay', token: round.token }),
    ).toMatchObject({
      error: 0,
      userId: round.userId,
      currency: 'GC',
      cash: 100,
    });
    const placed = await pragmatic('bet', { ...round, reference: randomUUID(), amount: '2.50' });
    expect(placed).toMatchObject({ error: 0, cash: 97.5 });
    expect(placed.transactionId).toMatch(/^\d+$/);
    expect(await pragmatic('result', { ...round, reference: randomUUID(), amount: '5.00' })).toMatchObject({
      error: 0,
      cash: 102.5,
    });
    expect(await pragmatic('endRound', round)).toMatchObject({ error: 0, cash: 102.5 });
    expect(p.heard.filter((play) => play.userId === userId)).toMatchObject([{ wager: 250n, payout: 500n }]);
    expect(await pragmatic('balance', round, 'wrong-secret')).toMatchObject({ error: 5 });
  });

  it('takes coins back with a negative adjustment: out of the payout first, then into the wager, once', async () => {
    const userId = await playerWith(t, 10_000n);
    const round = await settledRound(userId, 'GC', '2.50', '5.00');
    expect(await gcBalance(userId)).toBe(10_250n);

    const correction = { ...round, reference: randomUUID(), amount: '-2.00' };
    const taken = await pragmatic('adjustment', correction);
    expect(taken).toMatchObject({ error: 0, cash: 100.5 });
    // The same correction again answers the same and takes nothing more.
    expect(await pragmatic('adjustment', correction)).toEqual(taken);
    expect(await gcBalance(userId)).toBe(10_050n);
    expect(await roundRow(userId)).toMatchObject({
      wager: 250n,
      payout: 300n,
      multiplier: '1.2000',
      status: 'settled',
    });

    // Beyond the round's payout, the correction made the stake bigger.
    expect(
      await pragmatic('adjustment', { ...round, reference: randomUUID(), amount: '-4.00' }),
    ).toMatchObject({
      error: 0,
      cash: 96.5,
    });
    expect(await roundRow(userId)).toMatchObject({ wager: 350n, payout: 0n });

    // More than the player holds: insufficient balance, nothing moved, nothing recorded.
    const tooMuch = { ...round, reference: randomUUID(), amount: '-1000.00' };
    expect(await pragmatic('adjustment', tooMuch)).toMatchObject({ error: 1 });
    expect(await gcBalance(userId)).toBe(9_650n);
    const recorded = await t.db
      .selectFrom('provider_transactions')
      .select('kind')
      .where('transaction_id', '=', tooMuch.reference)
      .execute();
    expect(recorded).toEqual([]);
    // A round the player never played: nothing to correct (Pragmatic retries, 100).
    const unknown = { ...round, roundId: randomUUID(), reference: randomUUID(), amount: '-1.00' };
    expect(await pragmatic('adjustment', unknown)).toMatchObject({ error: 100 });
    expect(await gcBalance(userId)).toBe(9_650n);
    // Each take-back is one ledger transfer from the player to the house, shown among their plays.
    const { id: betId } = await t.db
      .selectFrom('bets')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('reference_type', '=', 'bet')
      .where('reference_id', '=', betId.toString())
      .orderBy('id')
      .execute();
    expect(transfers.map((transfer) => transfer.kind)).toEqual([
      'play',
      'win',
      'play_correction',
      'play_correction',
    ]);
  });

  it('takes Sweeps Coins back from redeemable first, where the round paid its win, then unplayed', async () => {
    const userId = await playerWith(t, 1_000n, 'SC');
    // SC play allowed where the player is.
    await sql`INSERT INTO player_gates (user_id, sc_play_until) VALUES (${userId}, now() + interval '1 day')`.execute(
      t.db,
    );
    const round = await settledRound(userId, 'SC', '2.00', '5.00');
    const before = await t.ledger.playerAccounts(t.db, userId);
    expect([before.scUnplayed.balance, before.scRedeemable.balance]).toEqual([800n, 500n]);
    expect(
      await pragmatic('adjustment', { ...round, reference: randomUUID(), amount: '-6.00' }),
    ).toMatchObject({
      error: 0,
      cash: 7,
    });
    const after = await t.ledger.playerAccounts(t.db, userId);
    expect([after.scUnplayed.balance, after.scRedeemable.balance]).toEqual([700n, 0n]);
  });
});
