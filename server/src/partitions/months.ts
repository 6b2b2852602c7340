/**
 * The months of the monthly partitions (migration 47), in UTC as their bounds are: `bets_y2026m12` holds
 * December 2026's bets. The name's shape is also what the schema dump and the table types leave out.
 */
export const PARTITIONED_TABLES = ['bets', 'ledger_entries'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** The first instant of `date`'s month, UTC. */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** The first instant of the month `months` after `month`'s (before it when negative). */
export function addMonths(month: Date, months: number): Date {
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + months, 1));
}

/** `2026-12`, as the command line takes a month and the operator reads one. */
export function monthLabel(month: Date): string {
  return month.toISOString().slice(0, 7);
}

/** `2026-12` as that month's first instant; null for anything else. */
export function parseMonth(text: string): Date | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** The partition of `table` for `month`, as ensure_month_partitions.sql names it. */
export function partitionName(table: PartitionedTable, month: Date): string {
  return `${table}_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}
