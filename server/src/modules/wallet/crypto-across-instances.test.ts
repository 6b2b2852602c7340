import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import type { TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { twoInstancesForSuite } from '../../test/second-instance';
import { BLOCK_MS, blocksPass, depositAddressOf, depositsOf, sendDeposit } from './crypto/test-support';
import { watchDeposits } from './crypto/watcher';
import { type Headers, purchaser } from './test-support';

const PLAYERS = 10;
const DEPOSITS_EACH = 3;
const REPLAYS_EACH = 4;

const env = {
  CHAIN_SANDBOX_BLOCK_MS: String(BLOCK_MS),
  CRYPTO_WATCH_MS: '0',
  CRYPTO_USD_RATES: 'BTC=50000',
  CRYPTO_CONFIRMATIONS: 'BTC=2',
};

/**
 * The watchers of two app instances and a tester replaying every transaction through both, all at
 * once on one PostgreSQL schema: each deposit is credited exactly once and each coin still sums to
 * zero. Only the database (the deposit's unique hash and row lock) keeps them from crediting twice.
 */
describe.skipIf(!usingRealPostgres)('crypto deposits racing through two instances', () => {
  const { one, two } = twoInstancesForSuite(env);

  it('credits each confirmed deposit exactly once', async () => {
    const players: Headers[] = [];
    const hashes: string[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const player = await purchaser(one.app);
      players.push(player.headers);
      const { address } = await depositAddressOf(one.app, player.headers, 'BTC');
      for (let n = 0; n < DEPOSITS_EACH; n++)
        hashes.push(await sendDeposit(two.app, { currency: 'BTC', address, amount: '0.0002' }));
    }
    for (const hash of hashes) await blocksPass(one.infra.db, hash, 3);

    const replay = (app: TestApp, hash: string) =>
      app.app.inject({ method: 'POST', url: `/api/sandbox/chain/deposits/${hash}/replay` });
    const replays = hashes.flatMap((hash) =>
      Array.from({ length: REPLAYS_EACH }, (_, i) => replay(i % 2 ? two : one, hash)),
    );
    const answers = await Promise.all([
      ...replays,
      watchDeposits(one.infra),
      watchDeposits(two.infra),
      watchDeposits(one.infra),
    ]);
    const failed = answers.filter((a) => typeof a === 'object' && a.statusCode !== 200);
    expect(failed.map((a) => (typeof a === 'object' ? a.body : a))).toEqual([]);

    const credits = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_transfers
      WHERE reference_type = 'crypto_deposit' AND coin = 'GC'`.execute(one.infra.db);
    expect(Number(credits.rows[0]?.n)).toBe(PLAYERS * DEPOSITS_EACH);
    for (const headers of players) {
      const deposits = await depositsOf(one.app, headers);
      expect(deposits.map((d) => d.status)).toEqual(Array(DEPOSITS_EACH).fill('credited'));
    }
    // The ledger's keys alone would hide a second credit; the purchase total (10 USD each) would not.
    const totals = await one.infra.db
      .selectFrom('users')
      .select('total_purchases')
      .where('total_purchases', '>', 0n)
      .execute();
    expect(totals.map((t) => t.total_purchases)).toEqual(Array(PLAYERS).fill(BigInt(DEPOSITS_EACH * 1000)));
    expect(await ledgerInvariantBreaks(one.infra.db)).toEqual([]);
  });
});
