import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One door to the ledger: only server/src/ledger (and the migrations that define its functions) write
 * the ledger's tables. The server has one database role, so the database cannot tell the ledger's
 * statements from any other; this test reads every server source instead and names each write
 * elsewhere. A trigger refusing balance updates without a setting only the ledger's functions set
 * would guard no better (any code can set it too) and would run once per account row on the hottest
 * statement, the batch of plays.
 */
const SERVER_SRC = join(import.meta.dirname, '..');
// The export's test changes a balance on the copy on purpose: the verification must catch it.
const DOORS = ['ledger/', 'db/migrations/', 'db/export/export.pg.test.ts'];
const LEDGER_TABLES = '(?:ledger_accounts|ledger_entries|ledger_transfers)\\b';
const WRITES = [
  new RegExp(`\\b(?:insertInto|updateTable|deleteFrom|mergeInto)\\(\\s*['"\`]${LEDGER_TABLES}`, 'i'),
  new RegExp(
    `\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?|MERGE\\s+INTO)\\s+${LEDGER_TABLES}`,
    'i',
  ),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each line of `text` that writes a ledger table, as 'line: text'. */
function ledgerWrites(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (WRITES.some((w) => w.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('the ledger door', () => {
  it('recognises a write of a ledger table however it is spelled', () => {
    expect(ledgerWrites("await trx.updateTable('ledger_accounts').set({ balance: 0n })")).toHaveLength(1);
    expect(ledgerWrites('UPDATE ledger_accounts a SET balance = a.balance + d.total')).toHaveLength(1);
    expect(ledgerWrites('  insert into ledger_entries (transfer_id) VALUES (1)')).toHaveLength(1);
    expect(ledgerWrites("db.selectFrom('ledger_accounts').select('balance')")).toEqual([]);
  });

  it('no code outside server/src/ledger writes the ledger’s tables', () => {
    const outside = sources(SERVER_SRC).flatMap((path) => {
      const file = relative(SERVER_SRC, path);
      if (DOORS.some((door) => file.startsWith(door))) return [];
      return ledgerWrites(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(outside).toEqual([]);
  });
});
