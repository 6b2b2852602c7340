/**
 * Ledger throughput on real PostgreSQL, beside a raw single-statement transfer in the same run.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (default 5)
 * Prints transfers per second and latency for each path, and the ratios the targets are stated in.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { inTransaction } from '../../server/src/db/transaction';
import { HOUSE_SHARDS } from '../../server/src/ledger/house-shards';
import { Ledger } from '../../server/src/ledger/ledger';
import { measure, table } from '../lib/measure';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = 32;
const PLAYERS = 64;

const schema = `bench_${randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ url: URL, dataDir: '', poolSize: 1 });
await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
await admin.close();
const { db, close } = await openDatabase({
  url: URL,
  dataDir: '',
  poolSize: WORKERS + 4,
  searchPath: schema,
});

try {
  await migrate(db);
  const ledger = await Ledger.load(db);

  // Players with plenty of GC, so debits never run dry during the run.
  const players: { userId: bigint; gc: bigint }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const userId = await inTransaction(db, async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: `bench_${i}`,
          email: `bench${i}@example.com`,
          password_hash: 'x',
          date_of_birth: '1990-01-01',
          state: 'CA',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ledger.openPlayerAccounts(trx, user.id);
      await ledger.grantBonus(trx, {
        key: `bench-seed:${user.id}`,
        kind: 'bench',
        userId: user.id,
        coin: 'GC',
        amount: 10n ** 12n,
      });
      return user.id;
    });
    players.push({ userId, gc: (await ledger.playerAccounts(db, userId)).gc.id });
  }

  // The raw baseline: one statement moves 0.01 between two rows and logs it, autocommit.
  await sql`CREATE TABLE raw_accounts (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`.execute(
    db,
  );
  await sql`CREATE TABLE raw_log (id bigserial PRIMARY KEY, from_id int, to_id int, amount bigint, created_at timestamptz DEFAULT now())`.execute(
    db,
  );
  await sql`INSERT INTO raw_accounts SELECT g, 1000000000000 FROM generate_series(0, ${WORKERS * 2 - 1}) g`.execute(
    db,
  );

  const raw = await measure(WORKERS, SECONDS, (w, i) => {
    const [from, to] = i % 2 ? [w * 2, w * 2 + 1] : [w * 2 + 1, w * 2];
    return sql`WITH debit AS (UPDATE raw_accounts SET balance = balance - 1 WHERE id = ${from}),
                    credit AS (UPDATE raw_accounts SET balance = balance + 1 WHERE id = ${to})
               INSERT INTO raw_log (from_id, to_id, amount) VALUES (${from}, ${to}, 1)`.execute(db);
  });

  // A ledger transfer on its own: ledger_post (idempotency key, ordered locks, entries) in one round trip.
  const houseFor = (userId: bigint) => ledger.houseAccountFor('GC', userId);
  const transferTo = (house: (userId: bigint) => bigint) => (w: number, i: number) => {
    const player = players[(w * 2 + (i % 2)) % PLAYERS] as { userId: bigint; gc: bigint };
    const sign = i % 2 ? 1n : -1n;
    return ledger.transfer(db, {
      key: `bench:${house === houseFor ? 's' : '1'}:${w}:${i}`,
      kind: 'bench',
      coin: 'GC',
      postings: [
        { accountId: player.gc, amount: -sign },
        { accountId: house(player.userId), amount: sign },
      ],
    });
  };
  const sharded = await measure(WORKERS, SECONDS, transferTo(houseFor));
  const oneHouseRow = await measure(
    WORKERS,
    SECONDS,
    transferTo(() => ledger.systemAccount('house', 'GC', 0)),
  );

  // The shape a play takes: a transaction around the debit (or the win), as the games will call it.
  const inPlay = await measure(WORKERS, SECONDS, (w, i) => {
    const userId = (players[(w * 2 + (i % 2)) % PLAYERS] as { userId: bigint }).userId;
    const request = { key: `bench:play:${w}:${i}`, userId, coin: 'GC' as const, amount: 1n };
    return inTransaction(db, (trx) =>
      i % 2 ? ledger.creditWin(trx, request) : ledger.debitPlay(trx, request),
    );
  });

  const row = (name: string, r: typeof raw) => ({
    path: name,
    'transfers/s': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    errors: r.errors,
    'vs raw': (r.perSecond / raw.perSecond).toFixed(2),
  });
  console.log(
    `\nLedger benchmark: ${WORKERS} workers, ${SECONDS} s each, PostgreSQL at ${URL.replace(/:[^:@/]*@/, '@')}\n`,
  );
  table([
    row('raw single-statement transfer (baseline)', raw),
    row(`ledger.transfer, house sharded (${HOUSE_SHARDS} rows)`, sharded),
    row('ledger.transfer, one house row', oneHouseRow),
    row('ledger debitPlay/creditWin in a transaction', inPlay),
  ]);
  const totals = await ledger.totals(db);
  console.log(`\nledger / raw: ${(sharded.perSecond / raw.perSecond).toFixed(2)} (target >= 0.50)`);
  console.log(
    `sharded house / one house row: ${(sharded.perSecond / oneHouseRow.perSecond).toFixed(2)} (> 1 means the shards remove the hot row)`,
  );
  console.log(`per-coin totals after the run: GC ${totals.GC}, SC ${totals.SC} (must be 0)`);
} finally {
  await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
  await close();
}
