import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { usingRealPostgres } from '../../../test/database';
import { holdLedgerAccount } from '../../../test/held-rows';
import { ledgerDatabaseForSuite } from '../../../test/ledger-database';
import { createPlayer, setPlayerRow } from '../../../test/players';
import { type PlaySettled, PlaySettlements } from '../../games';
import { createJackpotsModule } from '../../jackpots';
import { type ProviderCall, ProviderWallet, type WalletAnswer } from '.';

const t = ledgerDatabaseForSuite();
let sequence = 0;
const SESSION_LIFETIME_MS = 30 * 60_000;

/** A wallet over the suite's database, the real gate, and a settlement door whose plays are kept. */
function walletHearing(lanes = 8) {
  const heard: PlaySettled[] = [];
  const settlements = new PlaySettlements({ error: () => undefined });
  settlements.onPlaySettled((play) => heard.push(play));
  const wallet = new ProviderWallet({
    db: t.db,
    ledger: t.ledger,
    settlements,
    jackpots: createJackpotsModule({ db: t.db, ledger: t.ledger }).contributions,
    balanceChanged: () => undefined,
    sessionLifetimeMs: SESSION_LIFETIME_MS,
    lanes,
  });
  return { wallet, heard };
}

async function slotGame(): Promise<{ id: number; identifier: string }> {
  const { rows } = await sql<{ id: number; identifier: string }>`
    SELECT id, identifier FROM games WHERE kind = 'slots' ORDER BY id LIMIT 1`.execute(t.db);
  return rows[0] as { id: number; identifier: string };
}

/** A player holding `gc` Gold Coins. */
async function playerWith(gc: bigint): Promise<bigint> {
  const userId = await createPlayer(t.db, t.ledger);
  if (gc > 0n)
    await inTransaction(t.db, (trx) =>
      t.ledger.grantBonus(trx, { key: `seed:${userId}`, kind: 'test_bonus', userId, coin: 'GC', amount: gc }),
    );
  return userId;
}

/** A launch session of the call's player, game and coin, fresh, as the gateway finds a bet's token. */
async function launchSession(call: Omit<ProviderCall, 'sessionId'>) {
  const { id } = await t.db
    .insertInto('game_sessions')
    .values({
      token_hash: randomUUID(),
      user_id: call.userId,
      game_id: call.gameId,
      protocol: 'hub88',
      coin: call.coin,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function callOf(userId: bigint, fields: Partial<ProviderCall> = {}): Promise<ProviderCall> {
  sequence += 1;
  const call = {
    provider: 'hub88',
    transactionId: `tx-${sequence}`,
    userId,
    roundId: `round-${sequence}`,
    roundClosed: false,
    gameId: (await slotGame()).id,
    gameIdentifier: (await slotGame()).identifier,
    coin: 'GC' as const,
    amount: 100n,
    isFree: false,
    ...fields,
  };
  return { sessionId: await launchSession(call), ...call };
}

/** An applied call's answer: the balance after it, and the wallet's record of it. */
const okWith = (balance: bigint) => ({ status: 'ok', coin: 'GC', balance, transaction: expect.any(BigInt) });

const gcBalance = async (userId: bigint) => (await t.ledger.playerAccounts(t.db, userId)).gc.balance;

const betsOf = (userId: bigint) =>
  t.db
    .selectFrom('bets')
    .select(['game', 'wager', 'payout', 'status', 'multiplier', 'provider_round'])
    .where('user_id', '=', userId)
    .execute();

const transferCount = async (like: string) =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('idempotency_key', 'like', like)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the seamless wallet', () => {
  it('a bet, a win and the round closing: coins move once, one bets row settles, PlaySettled heard once', async () => {
    const { wallet, heard } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId, { amount: 300n });
    expect(await wallet.bet(bet)).toEqual(okWith(700n));
    expect(await betsOf(userId)).toMatchObject([
      { wager: 300n, payout: 0n, status: 'active', provider_round: true },
    ]);
    const win = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.win({ ...win, amount: 450n, roundClosed: true })).toEqual(okWith(1_150n));
    const game = await slotGame();
    expect(await betsOf(userId)).toEqual([
      {
        game: game.identifier,
        wager: 300n,
        payout: 450n,
        status: 'settled',
        multiplier: '1.5000',
        provider_round: true,
      },
    ]);
    expect(heard.map((p) => [p.userId, p.wager, p.payout, p.game])).toEqual([
      [userId, 300n, 450n, game.identifier],
    ]);
  });

  it('the same bet twice moves the coins once and answers the same', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId);
    const first = await wallet.bet(bet);
    expect(await wallet.bet(bet)).toEqual(first);
    expect(await gcBalance(userId)).toBe(900n);
    expect(await transferCount(`provider:hub88:${bet.transactionId}`)).toBe(1);
  });

  it('the same transaction id with another amount is a duplicate and changes nothing', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId);
    await wallet.bet(bet);
    expect(await wallet.bet({ ...bet, amount: 200n })).toEqual({
      status: 'duplicate_transaction',
      coin: 'GC',
      balance: 900n,
    });
    expect(await wallet.win({ ...bet })).toMatchObject({ status: 'duplicate_transaction' });
    expect(await gcBalance(userId)).toBe(900n);
  });

  it('a win for a bet never seen does not exist and pays nothing', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(0n);
    const win = await callOf(userId, { referenceTransactionId: 'never-sent', amount: 500n });
    expect(await wallet.win(win)).toEqual({ status: 'transaction_does_not_exist', coin: 'GC', balance: 0n });
    expect(await wallet.win({ ...win, referenceTransactionId: undefined })).toMatchObject({
      status: 'transaction_does_not_exist',
    });
    expect(await gcBalance(userId)).toBe(0n);
  });

  it('a rollback before its bet answers ok, and the late bet never applies', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId);
    const rollback = {
      ...bet,
      transactionId: `${bet.transactionId}-rb`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.rollback(rollback)).toEqual(okWith(1_000n));
    expect(await wallet.bet(bet)).toEqual({ status: 'transaction_rolled_back', coin: 'GC', balance: 1_000n });
    expect(await wallet.bet(bet)).toEqual({ status: 'transaction_rolled_back', coin: 'GC', balance: 1_000n });
    expect(await wallet.rollback(rollback)).toEqual(okWith(1_000n));
    expect(await gcBalance(userId)).toBe(1_000n);
    expect(await betsOf(userId)).toEqual([]);
  });

  it('a rollback of an applied bet gives the coins back once; sent again it answers the same', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId, { amount: 250n });
    await wallet.bet(bet);
    const rollback = {
      ...bet,
      transactionId: `${bet.transactionId}-rb`,
      referenceTransactionId: bet.transactionId,
    };
    const first = await wallet.rollback(rollback);
    expect(first).toEqual(okWith(1_000n));
    expect(await wallet.rollback(rollback)).toEqual(first);
    const another = { ...rollback, transactionId: `${rollback.transactionId}-2` };
    expect(await wallet.rollback(another)).toEqual(okWith(1_000n));
    expect(await gcBalance(userId)).toBe(1_000n);
    expect(await betsOf(userId)).toMatchObject([{ wager: 0n, status: 'active' }]);
    const win = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.win(win)).toMatchObject({ status: 'transaction_rolled_back', balance: 1_000n });
  });

  it('not enough money answers the real balance and writes nothing', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(50n);
    const bet = await callOf(userId, { amount: 100n });
    expect(await wallet.bet(bet)).toEqual({ status: 'not_enough_money', coin: 'GC', balance: 50n });
    expect(await betsOf(userId)).toEqual([]);
    const records = await t.db
      .selectFrom('provider_transactions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(records).toEqual([]);
  });

  it('a banned player and one on a break cannot bet; a win still pays after the break began', async () => {
    const { wallet } = walletHearing();
    const banned = await playerWith(1_000n);
    await setPlayerRow(t.db, banned, { banned_at: new Date() });
    expect(await wallet.bet(await callOf(banned))).toMatchObject({
      status: 'user_disabled',
      balance: 1_000n,
    });
    // Freezing stops purchases, not play: a frozen player bets here as at the house's own games.
    const frozen = await playerWith(1_000n);
    await setPlayerRow(t.db, frozen, { frozen_at: new Date(), freeze_reason: 'A denied purchase.' });
    expect(await wallet.bet(await callOf(frozen))).toMatchObject({ status: 'ok', balance: 900n });

    const resting = await playerWith(1_000n);
    const bet = await callOf(resting);
    await wallet.bet(bet);
    await sql`INSERT INTO player_gates (user_id, play_refused_until, limited)
              VALUES (${resting}, now() + interval '1 day', false)`.execute(t.db);
    expect(await wallet.bet(await callOf(resting))).toMatchObject({
      status: 'play_restricted',
      balance: 900n,
    });
    const win = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.win({ ...win, amount: 300n })).toMatchObject({ status: 'ok', balance: 1_200n });
  });

  it("a bet checks its launch session's end in its statement, and extends one in its second half", async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const endOf = async (sessionId: bigint) =>
      (
        await t.db
          .selectFrom('game_sessions')
          .select('expires_at')
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).expires_at.getTime();

    // Ended: refused, nothing written, so the same transaction id is still new on a live session.
    const late = await callOf(userId);
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', late.sessionId as bigint)
      .execute();
    expect(await wallet.bet(late)).toEqual({ status: 'token_expired', coin: 'GC', balance: 1_000n });
    expect(await betsOf(userId)).toEqual([]);
    const live = { ...late, sessionId: await launchSession(late) };
    expect(await wallet.bet(live)).toEqual(okWith(900n));

    // In its first half: left as it is. In its second half: a full lifetime from now.
    const firstHalf = await callOf(userId);
    const before = await endOf(firstHalf.sessionId as bigint);
    await wallet.bet(firstHalf);
    expect(await endOf(firstHalf.sessionId as bigint)).toBe(before);
    const secondHalf = await callOf(userId);
    const sessionId = secondHalf.sessionId as bigint;
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() + SESSION_LIFETIME_MS / 4) })
      .where('id', '=', sessionId)
      .execute();
    const asked = Date.now();
    expect(await wallet.bet(secondHalf)).toEqual(okWith(700n));
    expect(await endOf(sessionId)).toBeGreaterThan(asked + SESSION_LIFETIME_MS - 60_000);
  });

  it('a free round has a wager of 0 and its win is paid', async () => {
    const { wallet, heard } = walletHearing();
    const userId = await playerWith(0n);
    const bet = await callOf(userId, { isFree: true, amount: 100n });
    expect(await wallet.bet(bet)).toEqual(okWith(0n));
    const win = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.win({ ...win, isFree: false, amount: 80n, roundClosed: true })).toMatchObject({
      status: 'ok',
      balance: 80n,
    });
    expect(await betsOf(userId)).toMatchObject([
      { wager: 0n, payout: 80n, status: 'settled', multiplier: '0.0000' },
    ]);
    expect(heard.map((p) => p.ownRow.multiplier)).toEqual(['0.00']);
  });

  it('a free round is not refused by a loss limit it cannot move, where a paid bet is', async () => {
    const { wallet } = walletHearing();
    const userId = await createPlayer(t.db, t.ledger);
    await inTransaction(t.db, (trx) =>
      t.ledger.grantBonus(trx, {
        key: `seed:${userId}`,
        kind: 'test_bonus',
        userId,
        coin: 'SC',
        amount: 1_000n,
      }),
    );
    // A 1.00 SC daily loss limit, and SC play allowed where the player is.
    await sql`INSERT INTO player_limits (user_id, kind, period, amount, effective_from)
              VALUES (${userId}, 'loss', 'day', 100, now() - interval '1 hour')`.execute(t.db);
    await sql`INSERT INTO player_gates (user_id, limited, sc_play_until)
              VALUES (${userId}, true, now() + interval '1 day')`.execute(t.db);
    const sc = { coin: 'SC' as const, amount: 100n };
    expect(await wallet.bet(await callOf(userId, { ...sc, roundClosed: true }))).toMatchObject({
      status: 'ok',
    });
    expect(await wallet.bet(await callOf(userId, sc))).toMatchObject({
      status: 'limit_reached',
      balance: 900n,
    });
    expect(await wallet.bet(await callOf(userId, { ...sc, isFree: true }))).toMatchObject({
      status: 'ok',
      coin: 'SC',
      balance: 900n,
    });
  });

  it('a win after the round closed is paid and added to the settled round, announced only once', async () => {
    const { wallet, heard } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId, { amount: 200n, roundClosed: true });
    await wallet.bet(bet);
    expect(heard).toHaveLength(1);
    const win = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      referenceTransactionId: bet.transactionId,
    };
    expect(await wallet.win({ ...win, amount: 500n })).toMatchObject({ status: 'ok', balance: 1_300n });
    expect(await betsOf(userId)).toMatchObject([
      { wager: 200n, payout: 500n, status: 'settled', multiplier: '2.5000' },
    ]);
    expect(heard).toHaveLength(1);
    // A bet into a closed round is refused.
    expect(await wallet.bet({ ...bet, transactionId: `${bet.transactionId}-again` })).toMatchObject({
      status: 'invalid_round',
    });
  });

  it('a promotion win is paid once, after a break began, and never again as a normal win', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(0n);
    await sql`INSERT INTO player_gates (user_id, play_refused_until, limited)
              VALUES (${userId}, now() + interval '1 day', false)`.execute(t.db);
    const promo = await callOf(userId, { amount: 700n, roundClosed: true });
    expect(await wallet.promoWin(promo)).toEqual(okWith(700n));
    expect(await wallet.promoWin(promo)).toEqual(okWith(700n));
    expect(await wallet.win(promo)).toMatchObject({ status: 'duplicate_transaction', balance: 700n });
    expect(await gcBalance(userId)).toBe(700n);
    expect(await betsOf(userId)).toEqual([]);
  });

  it('a player may have two rounds of the same game open at once', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    await wallet.bet(await callOf(userId));
    await wallet.bet(await callOf(userId));
    expect(await betsOf(userId)).toMatchObject([{ status: 'active' }, { status: 'active' }]);
  });

  it("a jackpot game's bet that wins a pool is told the balance with it, and a retry gets the same", async () => {
    const settlements = new PlaySettlements({ error: () => undefined });
    // Every bet wins Minor (drawn in 500,000), and no other tier.
    const jackpots = createJackpotsModule({
      db: t.db,
      ledger: t.ledger,
      draw: { below: (range) => (range === 500_000 ? 0 : range - 1) },
    });
    await jackpots.fundFirstSeeds();
    const wallet = new ProviderWallet({
      db: t.db,
      ledger: t.ledger,
      settlements,
      jackpots: jackpots.contributions,
      balanceChanged: () => undefined,
      sessionLifetimeMs: SESSION_LIFETIME_MS,
      lanes: 1,
    });
    const { rows } = await sql<{ id: number; identifier: string }>`
      SELECT id, identifier FROM games WHERE has_jackpot ORDER BY id LIMIT 1`.execute(t.db);
    const game = rows[0] as { id: number; identifier: string };
    const userId = await playerWith(10_000n);
    const bet = await callOf(userId, { amount: 1_000n, gameId: game.id, gameIdentifier: game.identifier });
    const won = await wallet.bet(bet);
    const balance = await gcBalance(userId);
    expect(balance).toBeGreaterThan(9_000n);
    expect(won).toEqual(okWith(balance));
    expect(await wallet.bet(bet)).toEqual(won);
    expect(await gcBalance(userId)).toBe(balance);
  });

  it('calls posted together: one the statement cannot take fails alone, the others apply once', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    // The first goes alone; the next two wait for it and go together, and the second cannot be written
    // (a bet must name its game): the statement fails whole and each is posted again alone.
    const calls = [
      await callOf(userId),
      await callOf(userId, { gameIdentifier: null }),
      await callOf(userId),
    ];
    const [first, unwritable, third] = await Promise.allSettled(calls.map((call) => wallet.bet(call)));
    expect(first).toEqual({ status: 'fulfilled', value: okWith(900n) });
    expect(unwritable?.status).toBe('rejected');
    expect(third).toEqual({ status: 'fulfilled', value: okWith(800n) });
    expect(await gcBalance(userId)).toBe(800n);
    expect(await betsOf(userId)).toHaveLength(2);
  });

  it('leaves each coin summing to zero across the ledger', async () => {
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });
});

// PGlite runs one statement at a time, so races can only be shown on a real PostgreSQL server.
describe.skipIf(!usingRealPostgres)('the seamless wallet under concurrency (real PostgreSQL)', () => {
  it('20 concurrent copies of a bet apply once and answer the same', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(1_000n);
    const bet = await callOf(userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => wallet.bet(bet)));
    const shown = (a: WalletAnswer) =>
      JSON.stringify({ ...a, balance: a.balance.toString(), transaction: a.transaction?.toString() });
    expect(new Set(answers.map(shown)).size).toBe(1);
    expect(await gcBalance(userId)).toBe(900n);
    expect(await transferCount(`provider:hub88:${bet.transactionId}`)).toBe(1);
  });

  it('bets and their rollbacks interleaved: every bet ends rolled back, the coins back where they were', async () => {
    const { wallet } = walletHearing();
    const userId = await playerWith(10_000n);
    const bets = await Promise.all(Array.from({ length: 10 }, () => callOf(userId)));
    const calls = bets.flatMap((bet, i) => {
      const rollback = {
        ...bet,
        transactionId: `${bet.transactionId}-rb`,
        referenceTransactionId: bet.transactionId,
      };
      const copies = [() => wallet.bet(bet), () => wallet.rollback(rollback), () => wallet.bet(bet)];
      return i % 2 === 0 ? copies : copies.reverse();
    });
    await Promise.all(calls.map((call) => call()));
    expect(await gcBalance(userId)).toBe(10_000n);
    const states = await t.db
      .selectFrom('provider_transactions')
      .select('state')
      .where(
        'transaction_id',
        'in',
        bets.map((b) => b.transactionId),
      )
      .execute();
    expect(states.map((r) => r.state)).toEqual(Array(10).fill('rolled_back'));
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  // One lane is one queue: without the bound on the batch's lock waits, a bet whose player's row a long
  // transaction holds would hold every call behind it (this test would time out).
  it('a call whose player a long transaction holds fails after the lock bound; the calls behind it go on', async () => {
    const { wallet } = walletHearing(1);
    const held = await playerWith(1_000n);
    const free = await playerWith(1_000n);
    const heldBet = await callOf(held);
    const { gc } = await t.ledger.playerAccounts(t.db, held);
    const lock = await holdLedgerAccount(t.db, gc.id);
    try {
      const started = performance.now();
      const [heldAnswer, freeAnswer] = await Promise.allSettled([
        wallet.bet(heldBet),
        wallet.bet(await callOf(free)),
      ]);
      expect(heldAnswer).toMatchObject({ status: 'rejected', reason: { code: '55P03' } });
      expect(freeAnswer).toEqual({ status: 'fulfilled', value: okWith(900n) });
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await lock.release();
    }
    // Nothing of the held bet was written: sent again (the provider's retry), it applies once.
    expect(await gcBalance(held)).toBe(1_000n);
    expect(await wallet.bet(heldBet)).toEqual(okWith(900n));
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });
});
