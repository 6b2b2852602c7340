import { formatAmount, LEDGER_CSV_COLUMNS, type PlayerAccount } from '@casino/contract';
import { csvLine } from '../../http/csv';
import type { EntryRow } from './repository';

/** The CSV's first line. */
export const CSV_HEADER = csvLine(LEDGER_CSV_COLUMNS);

/**
 * One entry as a CSV line. Amounts are coins with two decimals, as everywhere on the wire;
 * `runningBalance` is the account's balance after the entry.
 */
export function entryLine(entry: EntryRow, account: PlayerAccount, runningBalance: bigint): string {
  const reference = entry.reference_type ? `${entry.reference_type}:${entry.reference_id ?? ''}` : '';
  return csvLine([
    entry.created_at.toISOString(),
    entry.transfer_id.toString(),
    entry.kind,
    entry.coin,
    account,
    formatAmount(entry.amount),
    formatAmount(runningBalance),
    reference,
  ]);
}
