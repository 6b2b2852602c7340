import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { createTestApp, type TestApp } from '../test/app';
import { usingRealPostgres } from '../test/database';
import { holdLedgerAccount } from '../test/held-rows';
import { setPlayerRow } from '../test/players';
import { seededPlayer } from '../test/plays';
import { type PlayPosting, type PlayPostingRules, PlayPostings } from './play-postings';

// Drives ledger_post_plays with chosen wagers and payouts (the games' outcomes are random), several
// players' plays in one statement, on PGlite and on real PostgreSQL.
let t: TestApp;
let postings: PlayPostings;
/** The games' rules as the function takes them (minor units): GC min, max, max payout, SC's; high-roller wagers. */
const rules: PlayPostingRules = {
  limits: ['1', '1000000000', '100000000000', '1', '1000000', '10000000'],
  highRoller: ['50000000', '5000'],
};
beforeAll(async () => {
  t = await createTestApp();
  postings = new PlayPostings(t.infra.prepared, rules, 1);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof newPlayer>>;

/** A player with a client seed on dice and limbo; sign-up gives 10,000.00 GC and 1.00 SC (unplayed). */
async function newPlayer(coin: 'GC' | 'SC' = 'GC') {
  const player = await seededPlayer(t.app, 'batch', ['dicing', 'limbo'], coin);
  const session = await t.infra.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  const accounts = [
    ...(await t.infra.ledger.playerAccountIds(t.infra.db, player.userId)),
    t.infra.ledger.houseAccountFor('GC', player.userId),
    t.infra.ledger.houseAccountFor('SC', player.userId),
  ].map(String);
  return { ...player, sessionId: session.id, accounts };
}

/** The play of `player`'s next nonce on `game`, wagering and paying what the test says. */
async function playOf(player: Player, wager: bigint, payout: bigint, game = 'dicing'): Promise<PlayPosting> {
  const pair = await t.infra.db
    .selectFrom('seed_pairs')
    .select(['id', 'nonce'])
    .where('user_id', '=', player.userId)
    .where('game', '=', game)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    sessionId: player.sessionId,
    userId: player.userId,
    game,
    seedPairId: pair.id,
    nonce: pair.nonce,
    wager,
    payout,
    multiplier: (Number(payout) / Number(wager)).toFixed(4),
    maxMultiplier: '2',
    outcome: { roll: 50.5 },
    accounts: player.accounts,
    requestKey: randomUUID(),
  };
}

async function balances(player: Player) {
  const a = await t.infra.ledger.playerAccounts(t.infra.db, player.userId);
  return { gc: a.gc.balance, unplayed: a.scUnplayed.balance, redeemable: a.scRedeemable.balance };
}

/** Settles the plays as one batch: a first play holds the lane, so the rest queue and go together. */
async function inOneBatch(opener: PlayPosting, plays: PlayPosting[]) {
  const first = postings.post(opener);
  const rest = plays.map((play) =>
    postings.post(play).then(
      (row) => row,
      (error: unknown) => error,
    ),
  );
  await first;
  return Promise.all(rest);
}

/** Every account's entries chain: each balance_after is the previous one plus the amount, the last is the balance. */
async function ledgerChains() {
  const broken = await sql<{ account_id: string }>`
    SELECT account_id::text FROM (
      SELECT account_id, amount, balance_after,
             lag(balance_after) OVER (PARTITION BY account_id ORDER BY transfer_id) AS before
        FROM ledger_entries) e
      WHERE before IS NOT NULL AND before + amount <> balance_after
    UNION ALL
    SELECT a.id::text FROM ledger_accounts a
      JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id
                    ORDER BY transfer_id DESC LIMIT 1) last ON true
      WHERE last.balance_after <> a.balance`.execute(t.infra.db);
  return broken.rows;
}

describe('ledger_post_plays', () => {
  it('settles each play of a batch on its own merits, and a refused one moves nothing', async () => {
    const opener = await newPlayer();
    const winner = await newPlayer();
    const short = await newPlayer();
    const shortSc = await newPlayer('SC');
    const stale = await newPlayer();
    const banned = await newPlayer();
    const allIn = await newPlayer('SC');
    await setPlayerRow(t.infra.db, banned.userId, { banned_at: new Date() });
    const before = await Promise.all([short, shortSc, stale, banned].map(balances));
    const stalePlay = { ...(await playOf(stale, 100n, 0n)), nonce: 7 };

    const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
      await playOf(winner, 1_000n, 2_000n),
      // More than the balance, though it would win: the wager must be covered, not only the net.
      await playOf(short, 1_000_001n, 2_000_002n),
      // A push (payout = wager) beyond the SC balance is refused too.
      await playOf(shortSc, 500n, 500n),
      stalePlay,
      await playOf(banned, 100n, 0n),
      // The whole SC balance is a valid wager, and the win lands in redeemable.
      await playOf(allIn, 100n, 250n),
    ]);

    expect(rows.map((r) => (r as { o_status: string }).o_status)).toEqual([
      'ok',
      'insufficient',
      'insufficient',
      'stale_seed',
      'banned',
      'ok',
    ]);
    expect(rows[0]).toMatchObject({ o_coin: 'GC', o_balance: 1_001_000n, o_bet: expect.any(BigInt) });
    expect(rows[5]).toMatchObject({ o_coin: 'SC', o_balance: 250n });
    expect(await balances(winner)).toEqual({ gc: 1_001_000n, unplayed: 100n, redeemable: 0n });
    expect(await balances(allIn)).toEqual({ gc: 1_000_000n, unplayed: 0n, redeemable: 250n });
    expect(await Promise.all([short, shortSc, stale, banned].map(balances))).toEqual(before);
    const refusedBets = await t.infra.db
      .selectFrom('bets')
      .select('id')
      .where(
        'user_id',
        'in',
        [short, shortSc, stale, banned].map((p) => p.userId),
      )
      .execute();
    expect(refusedBets).toEqual([]);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerChains()).toEqual([]);
  });

  it('plays on one house shard carry its running balance, and a player’s second play waits its turn', async () => {
    const opener = await newPlayer();
    const a = await newPlayer();
    const b = await newPlayer();
    // b settles against a's house shard here, so one statement moves that shard twice (a’s limbo play waits for the next).
    const onSharedShard = (play: PlayPosting) => ({
      ...play,
      accounts: [...play.accounts.slice(0, 3), ...a.accounts.slice(3)],
    });
    const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
      await playOf(a, 300n, 0n),
      onSharedShard(await playOf(b, 200n, 500n)),
      await playOf(a, 1_000n, 1_500n, 'limbo'),
    ]);
    expect(rows.map((r) => (r as { o_status: string }).o_status)).toEqual(['ok', 'ok', 'ok']);
    expect(await balances(a)).toEqual({ gc: 1_000_200n, unplayed: 100n, redeemable: 0n });
    expect(await balances(b)).toEqual({ gc: 1_000_300n, unplayed: 100n, redeemable: 0n });
    const shardEntries = await t.infra.db
      .selectFrom('ledger_entries')
      .select(['amount'])
      .where('account_id', '=', BigInt(a.accounts[3] as string))
      .where('transfer_id', 'in', (eb) =>
        eb
          .selectFrom('ledger_transfers')
          .select('id')
          .where('reference_type', '=', 'bet')
          .where(
            'reference_id',
            'in',
            rows.map((r) => String((r as { o_bet: bigint }).o_bet)),
          ),
      )
      .orderBy('transfer_id')
      .execute();
    expect(shardEntries.map((e) => e.amount)).toEqual([300n, -300n, -500n]);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerChains()).toEqual([]);
  });

  it('answers a limit refusal with its status and the coin whose limit refused it, in separate columns', async () => {
    const opener = await newPlayer();
    const tiny = await newPlayer('SC');
    const greedy = await newPlayer();
    const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
      await playOf(tiny, 0n, 0n),
      { ...(await playOf(greedy, 100_000n, 0n)), maxMultiplier: '1000000000' },
    ]);
    expect(rows).toMatchObject([
      { o_status: 'below_min', o_coin: 'SC', o_bet: null, o_high_roller: null },
      { o_status: 'above_max_payout', o_coin: 'GC', o_bet: null, o_high_roller: null },
    ]);
  });

  it('flags a bet for the high-rollers feed as it writes it, and says so', async () => {
    const opener = await newPlayer();
    const whale = await newPlayer('SC');
    const minnow = await newPlayer('SC');
    await inTransaction(t.infra.db, (trx) =>
      t.infra.ledger.grantBonus(trx, {
        key: randomUUID(),
        kind: 'bonus',
        userId: whale.userId,
        coin: 'SC',
        amount: 5_000n,
      }),
    );
    const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
      await playOf(whale, 5_000n, 0n),
      await playOf(minnow, 100n, 0n),
    ]);
    expect(rows).toMatchObject([
      { o_status: 'ok', o_high_roller: true },
      { o_status: 'ok', o_high_roller: false },
    ]);
  });

  it('a batch that fails as a whole is settled again play by play, so only the bad play fails', async () => {
    const opener = await newPlayer();
    const good = await newPlayer();
    const broken = await newPlayer();
    const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
      await playOf(good, 100n, 0n),
      // Not a uuid: the batch statement fails on it before anything is written.
      { ...(await playOf(broken, 100n, 0n)), sessionId: 'not-a-session' },
    ]);
    expect(rows[0]).toMatchObject({ o_status: 'ok' });
    expect(rows[1]).toBeInstanceOf(Error);
    expect(await balances(good)).toMatchObject({ gc: 999_900n });
    expect(await balances(broken)).toMatchObject({ gc: 1_000_000n });
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  // Without the bound the held play's batch waits until the long transaction ends, and every play of the
  // lane behind it with it: this test would time out.
  it.skipIf(!usingRealPostgres)(
    'a batch waits at most its lock bound for a row a long transaction holds: the others settle, the held play fails busy',
    async () => {
      const opener = await newPlayer();
      const free = await newPlayer();
      const held = await newPlayer();
      const { gc } = await t.infra.ledger.playerAccounts(t.infra.db, held.userId);
      const lock = await holdLedgerAccount(t.infra.db, gc.id);
      try {
        const started = performance.now();
        const rows = await inOneBatch(await playOf(opener, 100n, 0n), [
          await playOf(held, 100n, 0n),
          await playOf(free, 100n, 0n),
        ]);
        expect(rows[0]).toMatchObject({ code: '55P03' });
        expect(rows[1]).toMatchObject({ o_status: 'ok' });
        // The batch's 2 s, then the held play's own 2 s alone; the lock is still held.
        expect(performance.now() - started).toBeLessThan(10_000);
        expect(await balances(free)).toMatchObject({ gc: 999_900n });
      } finally {
        await lock.release();
      }
      expect(await balances(held)).toMatchObject({ gc: 1_000_000n });
      expect(await ledgerChains()).toEqual([]);
      expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    },
  );
});
