import { type Coin, formatAmount } from '@casino/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { usingRealPostgres } from '../../test/database';
import { ledgerDatabaseForSuite } from '../../test/ledger-database';
import { createPlayer } from '../../test/players';
import { PoolContributions } from './contributions';
import { poolAmounts } from './pools-repository';
import { contributionShares, type JackpotDraw } from './rules';

const MINOR_RANGE = 500_000;

/** The draw under the test's control: Minor is won by every bet while `minorWins` is on, nothing else ever. */
class ScriptedDraw implements JackpotDraw {
  minorWins = false;
  below(range: number): number {
    return this.minorWins && range === MINOR_RANGE ? 0 : range - 1;
  }
}

// PGlite runs one statement at a time, so the races here are real only on PostgreSQL.
describe.skipIf(!usingRealPostgres)('jackpot pools under concurrent bets (real PostgreSQL)', () => {
  const t = ledgerDatabaseForSuite();
  const draw = new ScriptedDraw();
  let pools: PoolContributions;
  let jackpotGame: number;
  let plainGame: number;
  let players: bigint[];
  let bets = 0;

  beforeAll(async () => {
    pools = new PoolContributions(t.db, t.ledger, draw);
    await pools.fundFirstSeeds();
    await pools.fundFirstSeeds(); // every instance runs it at start: the second moves nothing
    const game = (hasJackpot: boolean) =>
      t.db
        .selectFrom('games')
        .select('id')
        .where('has_jackpot', '=', hasJackpot)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    jackpotGame = (await game(true)).id;
    plainGame = (await game(false)).id;
    // Twelve players over different house shards, each with 10,000.00 of both coins.
    players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(t.db, t.ledger)));
    for (const userId of players) {
      for (const coin of ['GC', 'SC'] as const) {
        await inTransaction(t.db, (trx) =>
          t.ledger.grantBonus(trx, {
            key: `jp-fund:${userId}:${coin}`,
            kind: 'test_bonus',
            userId,
            coin,
            amount: 1_000_000n,
          }),
        );
      }
    }
  });

  /**
   * One bet as a wallet places it: the wager to the house, then the contribution, in one transaction.
   * Not retried: a deadlock between bets would fail the test, not hide in a retry.
   */
  function bet(userId: bigint, coin: Coin, wager: bigint, gameId = jackpotGame, key = `jp-bet:${++bets}`) {
    const betId = BigInt(bets);
    return t.db.transaction().execute(async (trx) => {
      await t.ledger.debitPlay(trx, { key, userId, coin, amount: wager });
      return pools.contribute(trx, { userId, coin, gameId, betId, wager, key });
    });
  }

  const minorPool = async (coin: Coin) => (await poolAmounts(t.db, coin)).Minor;
  const minorWins = (coin: Coin) =>
    t.db
      .selectFrom('jackpot_wins')
      .selectAll()
      .where('coin', '=', coin)
      .where('tier', '=', 'Minor')
      .orderBy('round')
      .execute();

  it('starts every pool at its seed, funded from the house once', async () => {
    expect(await poolAmounts(t.db, 'GC')).toEqual({
      Minor: 500n,
      Major: 5_000n,
      Mega: 50_000n,
      Grand: 500_000n,
    });
    expect(await poolAmounts(t.db, 'SC')).toEqual({
      Minor: 500n,
      Major: 5_000n,
      Mega: 50_000n,
      Grand: 500_000n,
    });
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('240 concurrent bets each add their share; other games and bets under 1.00 add nothing', async () => {
    const before = await poolAmounts(t.db, 'SC');
    const wagers = Array.from({ length: 240 }, (_, i) => BigInt(100 + i * 37));
    const results = await Promise.all(
      wagers.map((wager, i) => bet(players[i % players.length] as bigint, 'SC', wager)),
    );
    expect(results.every((r) => r === null)).toBe(true);
    await bet(players[0] as bigint, 'SC', 50_000n, plainGame);
    await bet(players[0] as bigint, 'SC', 99n);
    const after = await poolAmounts(t.db, 'SC');
    for (const tier of ['Minor', 'Major', 'Mega', 'Grand'] as const) {
      const added = wagers.reduce((sum, w) => sum + contributionShares(w)[tier], 0n);
      expect(after[tier] - before[tier], tier).toBe(added);
    }
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.db)).toEqual([]);
  });

  it('a won pool is paid whole once, then reseeded; concurrent winners each win what the one before left', async () => {
    const pool = await minorPool('GC');
    const balanceOf = async (userId: bigint) => (await t.ledger.playerAccounts(t.db, userId)).gc.balance;
    const first = players[0] as bigint;
    draw.minorWins = true;
    const win = await bet(first, 'GC', 10_000n);
    draw.minorWins = false;
    // The winner's own share goes to the next round, on top of the seed.
    expect(win).toEqual({ tier: 'Minor', coin: 'GC', amount: pool });
    expect(await minorPool('GC')).toBe(500n + contributionShares(10_000n).Minor);
    // The winner is told, once the win commits (the event outbox).
    const { rows: told } = await sql<{ payload: unknown }>`
      SELECT payload FROM event_outbox WHERE event = 'JackpotWon' AND channel = ${`App.User.${first}`}`.execute(
      t.db,
    );
    expect(told.map((row) => row.payload)).toEqual([
      { tier: 'Minor', coin: 'GC', amount: formatAmount(pool), game: expect.any(String) },
    ]);

    // 36 bets all drawing Minor at once: they queue on the pool's row, each wins the pool as the one
    // before left it (the seed and the shares since), never the whole pool twice.
    const seedsBefore = (await minorWins('GC')).length;
    const poolBefore = await minorPool('GC');
    const balancesBefore = await Promise.all(players.map(balanceOf));
    draw.minorWins = true;
    const wins = await Promise.all(
      Array.from({ length: 36 }, (_, i) => bet(players[i % players.length] as bigint, 'GC', 20_000n)),
    );
    draw.minorWins = false;
    const rows = await minorWins('GC');
    expect(rows.length - seedsBefore).toBe(36);
    expect(new Set(rows.map((r) => r.round)).size).toBe(rows.length);
    const paid = wins.reduce((sum, w) => sum + (w?.amount ?? 0n), 0n);
    const share = contributionShares(20_000n).Minor;
    // What was in the pool, plus 36 reseeds and 36 shares, is what was paid plus what is left.
    expect(paid + (await minorPool('GC'))).toBe(poolBefore + 36n * (500n + share));
    expect(await minorPool('GC')).toBe(500n + share);
    expect(wins.every((w) => w !== null && w.amount < poolBefore + 500n + share)).toBe(true);
    const balancesAfter = await Promise.all(players.map(balanceOf));
    const moved = balancesAfter.reduce((sum, b, i) => sum + b - (balancesBefore[i] as bigint), 0n);
    expect(moved).toBe(paid - 36n * 20_000n);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.db)).toEqual([]);
  });

  it('a bet seen again moves nothing and answers its first win, without a second draw', async () => {
    draw.minorWins = true;
    const key = 'jp-replayed-bet';
    const userId = players[1] as bigint;
    const first = await bet(userId, 'SC', 1_000n, jackpotGame, key);
    const poolAfter = await poolAmounts(t.db, 'SC');
    const again = await inTransaction(t.db, (trx) =>
      pools.contribute(trx, { userId, coin: 'SC', gameId: jackpotGame, betId: 0n, wager: 1_000n, key }),
    );
    draw.minorWins = false;
    expect(first).toMatchObject({ tier: 'Minor', coin: 'SC' });
    expect(again).toEqual(first);
    expect(await poolAmounts(t.db, 'SC')).toEqual(poolAfter);
    // An SC jackpot is a win: it is redeemable at once.
    expect((await t.ledger.playerAccounts(t.db, userId)).scRedeemable.balance).toBeGreaterThanOrEqual(
      first?.amount ?? 0n,
    );
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('wins of different pools at once, in both coins, end with every sum zero and no deadlock', async () => {
    // Each tier is drawn won 3 times in 10: the bets win Minor, Major, Mega and Grand at once, in both
    // coins, and take their pools' stripes while the others contribute to theirs.
    const often: JackpotDraw = { below: (range) => (Math.random() < 0.3 ? 0 : range - 1) };
    const racing = new PoolContributions(t.db, t.ledger, often);
    const results = await Promise.all(
      Array.from({ length: 48 }, (_, i) => {
        const userId = players[i % players.length] as bigint;
        const coin: Coin = i % 2 === 0 ? 'GC' : 'SC';
        const key = `jp-race:${i}`;
        return t.db.transaction().execute(async (trx) => {
          await t.ledger.debitPlay(trx, { key, userId, coin, amount: 200n });
          return racing.contribute(trx, {
            userId,
            coin,
            gameId: jackpotGame,
            betId: BigInt(i),
            wager: 200n,
            key,
          });
        });
      }),
    );
    expect(new Set(results.map((r) => r?.tier)).size).toBeGreaterThan(2);
    expect(await t.ledger.totals(t.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.db)).toEqual([]);
    const wins = await t.db.selectFrom('jackpot_wins').select(['coin', 'tier', 'round']).execute();
    expect(new Set(wins.map((w) => `${w.coin}:${w.tier}:${w.round}`)).size).toBe(wins.length);
  });
});
