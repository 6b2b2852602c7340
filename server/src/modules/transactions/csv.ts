import { formatAmount, LEDGER_CSV_COLUMNS, type PlayerAccount } from '@casino/contract';
import type { EntryRow } from './repository';

/** The CSV's first line. */
export const CSV_HEADER = `${LEDGER_CSV_COLUMNS.join(',')}\r\n`;

/**
 * One entry as a CSV line (RFC 4180: CRLF, a field with a comma, quote or line break quoted). Amounts
 * are coins with two decimals, as everywhere on the wire; `runningBalance` is the account's balance
 * after the entry.
 */
export function csvLine(entry: EntryRow, account: PlayerAccount, runningBalance: bigint): string {
  const reference = entry.reference_type ? `${entry.reference_type}:${entry.reference_id ?? ''}` : '';
  const fields = [
    entry.created_at.toISOString(),
    entry.transfer_id.toString(),
    entry.kind,
    entry.coin,
    account,
    formatAmount(entry.amount),
    formatAmount(runningBalance),
    reference,
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
