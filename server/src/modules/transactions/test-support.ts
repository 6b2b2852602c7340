import { LEDGER_CSV_COLUMNS, parseSignedAmount } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/database';

/** A line of the CSV download, read back. */
export interface CsvEntry {
  time: string;
  transferId: bigint;
  kind: string;
  coin: string;
  account: string;
  amount: bigint;
  running: bigint;
  reference: string;
}

/** The player's CSV download, read back (the app writes no quoted fields for the ledger's own kinds). */
export async function downloadCsv(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<CsvEntry[]> {
  const response = await app.inject({ url: '/api/transactions/export.csv', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...lines] = response.body.split('\r\n').filter(Boolean);
  expect(header).toBe(LEDGER_CSV_COLUMNS.join(','));
  return lines.map((line) => {
    const [time, transferId, kind, coin, account, amount, running, reference] = line.split(',');
    return {
      time: time ?? '',
      transferId: BigInt(transferId ?? ''),
      kind: kind ?? '',
      coin: coin ?? '',
      account: account ?? '',
      amount: signed(amount ?? ''),
      running: signed(running ?? ''),
      reference: reference ?? '',
    };
  });
}

function signed(text: string): bigint {
  const minor = parseSignedAmount(text);
  if (minor === null) throw new Error(`not an amount: ${text}`);
  return minor;
}

/**
 * Checks the CSV against the ledger to the cent: oldest first, each account's running balance is the
 * one before plus the amount and equals the entry's balance_after, and each account's last line is its
 * balance in ledger_accounts.
 */
export async function expectCsvMatchesLedger(
  db: Database,
  userId: bigint,
  entries: CsvEntry[],
): Promise<void> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('user_id', '=', userId)
    .execute();
  const ledgerEntries = await db
    .selectFrom('ledger_entries')
    .select(['transfer_id', 'account_id', 'amount', 'balance_after'])
    .where(
      'account_id',
      'in',
      accounts.map((a) => a.id),
    )
    .orderBy('transfer_id')
    .orderBy('account_id')
    .execute();
  // Every entry, in order, nothing left out or added.
  expect(entries.length).toBe(ledgerEntries.length);
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const running = new Map<string, bigint>();
  entries.forEach((entry, i) => {
    const ledger = ledgerEntries[i];
    expect(entry.transferId).toBe(ledger?.transfer_id);
    expect(entry.account).toBe(kindOf.get(ledger?.account_id ?? 0n));
    expect(entry.amount).toBe(ledger?.amount);
    const balance = (running.get(entry.account) ?? 0n) + entry.amount;
    expect(entry.running).toBe(balance);
    expect(entry.running).toBe(ledger?.balance_after);
    running.set(entry.account, balance);
  });
  for (const account of accounts) expect(running.get(account.kind) ?? 0n).toBe(account.balance);
}
