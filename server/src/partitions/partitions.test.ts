import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { MIGRATIONS, migrate } from '../db/migrate';
import { inTransaction, type Trx } from '../db/transaction';
import { ledgerInvariantBreaks } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger';
import { testAppForSuite } from '../test/app';
import { createPlayer } from '../test/players';
import { keyedPost, seededPlayer } from '../test/plays';
import { ArchiveRefused, archiveMonths, KEEP_MONTHS, livePartitions } from './archive';
import { readArchiveFile } from './archive-file';
import { addMonths, monthStart, partitionName } from './months';
import { ensureMonthPartitions, MONTHS_AHEAD } from './upkeep';

// Runs in the real-PostgreSQL tier too: PostgreSQL 15's partitioning and locks, not only PGlite's.
const t = testAppForSuite();
const thisMonth = monthStart(new Date());
const archiveDir = mkdtempSync(join(tmpdir(), 'casino-archive-'));
afterAll(() => rmSync(archiveDir, { recursive: true, force: true }));

const rowsIn = async (table: string) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.infra.db))
      .rows[0]?.n,
  );

async function playDice(plays: number) {
  const { headers, userId } = await seededPlayer(t.app, 'partition-client', ['dicing']);
  for (let i = 0; i < plays; i++) {
    const play = await keyedPost(t.app, '/api/dicing', headers, crypto.randomUUID(), {
      wager: '1.00',
      over: true,
      multiplier: 2,
    });
    expect(play.statusCode, play.body).toBe(200);
  }
  return { headers, userId };
}

describe('monthly partitions of bets and ledger entries', () => {
  it("writes a play into its month's partitions, with the next months made ahead", async () => {
    await playDice(3);
    expect(await rowsIn(partitionName('bets', thisMonth))).toBeGreaterThanOrEqual(3);
    expect(await rowsIn(partitionName('ledger_entries', thisMonth))).toBeGreaterThanOrEqual(6);
    expect(await rowsIn('bets_default')).toBe(0);
    const names = (await livePartitions(t.infra.db)).map((p) => p.name);
    for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++)
      for (const table of ['bets', 'ledger_entries'] as const)
        expect(names).toContain(partitionName(table, addMonths(thisMonth, ahead)));
    // The hourly upkeep finds nothing missing.
    expect(await ensureMonthPartitions(t.infra.db)).toBe(0);
  });

  it("keeps each month's ledger rows append-only, as the whole table's", async () => {
    const month = partitionName('ledger_entries', thisMonth);
    for (const statement of [
      sql`DELETE FROM ${sql.table(month)}`,
      sql`UPDATE ${sql.table(month)} SET amount = amount + 1`,
      sql`TRUNCATE ${sql.table(month)}`,
      sql`TRUNCATE ledger_entries_default`,
    ])
      await expect(statement.execute(t.infra.db)).rejects.toThrow(/append-only/);
  });

  it('keeps one active game per player and game across months', async () => {
    const { headers, userId } = await seededPlayer(t.app, 'partition-client', ['mines']);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mines',
        headers,
        payload: { action: 'start', wager: '1', mines: 3 },
      });
    expect((await start()).statusCode).toBe(200);
    // The game began last month: its row is in another partition than a start now would be.
    await sql`UPDATE bets SET created_at = created_at - interval '40 days' WHERE user_id = ${userId}`.execute(
      t.infra.db,
    );
    const again = await start();
    expect(again.statusCode, again.body).toBe(409);
    expect(
      (await t.infra.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length,
    ).toBe(1);
  });

  it('refuses a second active game raced in from another connection once the first commits', async () => {
    const { userId } = await seededPlayer(t.app, 'partition-client', []);
    const activeBet = (trx: Trx) =>
      sql`INSERT INTO bets (user_id, game, coin, wager, status) VALUES (${userId}, 'tower', 'GC', 1, 'active')`.execute(
        trx,
      );
    let inserted = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = t.infra.db.transaction().execute(async (trx) => {
      await activeBet(trx);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await firstInserted;
    // On PostgreSQL this waits on the first's lock, then sees its row; on PGlite it runs after it.
    const second = t.infra.db.transaction().execute(activeBet);
    await first;
    await expect(second).rejects.toMatchObject({ code: '23505' });
  });

  it('archives a month whole: its rows to a file, every balance still provable, plays going on', async () => {
    const { userId } = await playDice(4);
    const young = archiveMonths(t.infra.db, { through: thisMonth, dir: archiveDir });
    await expect(young).rejects.toThrow(ArchiveRefused);
    await expect(young).rejects.toThrow(`The last ${KEEP_MONTHS} months stay in the database`);

    const betsBefore = await rowsIn(partitionName('bets', thisMonth));
    const entriesBefore = await rowsIn(partitionName('ledger_entries', thisMonth));
    const balances = await t.infra.db.selectFrom('ledger_accounts').select(['id', 'balance']).execute();
    // As if KEEP_MONTHS months had passed: this month is then the latest that may go.
    const later = addMonths(thisMonth, KEEP_MONTHS);
    const archived = await archiveMonths(t.infra.db, { through: thisMonth, dir: archiveDir, now: later });
    expect(archived.map((a) => a.table).sort()).toEqual(['bets', 'ledger_entries']);
    const ledgerFile = archived.find((a) => a.table === 'ledger_entries');
    expect(ledgerFile?.rows).toBe(entriesBefore);
    expect(archived.find((a) => a.table === 'bets')?.rows).toBe(betsBefore);
    for (const month of archived) {
      expect(await readArchiveFile(month.file)).toEqual({ rows: month.rows, digest: month.digest });
      const recorded = await t.infra.db
        .selectFrom('archived_partitions')
        .selectAll()
        .where('table_name', '=', month.table)
        .executeTakeFirstOrThrow();
      expect(recorded).toMatchObject({ row_count: BigInt(month.rows), digest: month.digest });
    }
    expect(
      (
        await t.infra.db
          .selectFrom('archived_partitions')
          .select('amount_sum')
          .where('table_name', '=', 'ledger_entries')
          .executeTakeFirstOrThrow()
      ).amount_sum,
    ).toBe(0n);
    const names = (await livePartitions(t.infra.db)).map((p) => p.name);
    expect(names).not.toContain(partitionName('bets', thisMonth));
    expect(names).not.toContain(partitionName('ledger_entries', thisMonth));
    // Nothing moved: the balances are as they were, and each replays from its archived balance.
    expect(await t.infra.db.selectFrom('ledger_accounts').select(['id', 'balance']).execute()).toEqual(
      balances,
    );
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
    // The upkeep does not make an archived month again; plays go on (into the DEFAULT partition here).
    expect(await ensureMonthPartitions(t.infra.db)).toBe(0);
    await playDice(2);
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
    expect(await rowsIn('ledger_entries_default')).toBeGreaterThan(0);
    // The player's history holds only what is live.
    expect(
      (await t.infra.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length,
    ).toBe(0);
  });
});

describe('migration 47 on a database with plays', () => {
  it('moves every bet and entry into its month, the ids going on from where they were', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.id < 47),
      );
      // A player with a grant through the ledger (this month's entries) and a bet of March 2025.
      const ledger = await Ledger.load(db);
      const userId = await createPlayer(db, ledger);
      await inTransaction(db, (trx) =>
        ledger.grantBonus(trx, { key: 'old-grant', kind: 'signup', userId, coin: 'GC', amount: 500n }),
      );
      await sql`INSERT INTO bets (user_id, game, coin, wager, created_at, settled_at)
        VALUES (${userId}, 'dicing', 'GC', 1, '2025-03-10T12:00:00Z', '2025-03-10T12:00:00Z'),
               (${userId}, 'dicing', 'GC', 1, now(), now())`.execute(db);

      expect(
        await migrate(
          db,
          MIGRATIONS.filter((m) => m.id <= 47),
        ),
      ).toEqual([47]);
      const march = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bets_y2025m03`.execute(db);
      expect(march.rows[0]?.n).toBe(1);
      for (const [table, rows] of [
        ['bets', 1],
        ['ledger_entries', 2],
      ] as const) {
        const current = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ${sql.table(partitionName(table, thisMonth))}`.execute(db);
        expect(current.rows[0]?.n, table).toBe(rows);
      }
      // Every month from the oldest row's through three ahead.
      const months = (await livePartitions(db)).filter((p) => p.table === 'bets');
      expect(months[0]?.name).toBe('bets_y2025m03');
      expect(months.at(-1)?.name).toBe(partitionName('bets', addMonths(thisMonth, MONTHS_AHEAD)));
      // The id sequence still belongs to bets and goes on past the copied rows.
      const next = await sql<{ id: bigint }>`
        INSERT INTO bets (user_id, game, coin, wager) VALUES (${userId}, 'dicing', 'GC', 1) RETURNING id`.execute(
        db,
      );
      expect(next.rows[0]?.id).toBe(3n);
      expect(await ledgerInvariantBreaks(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
