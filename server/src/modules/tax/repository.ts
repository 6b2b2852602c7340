import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/** A pool connection or a transaction: the reads here run in either. */
export type Executor = Database | Trx;

/** The start of a calendar year, UTC: tax years are calendar years. */
export function yearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1));
}

/** A player's redemptions of one calendar year, in SC minor units = USD cents, by where they stand. */
export interface YearRedemptions {
  /** Paid out during the year: the prizes a 1099 reports. */
  paid: bigint;
  /** Approved, waiting for the payout. */
  approved: bigint;
  /** Requested, waiting for staff's review. */
  pending: bigint;
}

/**
 * The year's redemptions of a player. A paid prize counts in the year it was paid (as the redemptions
 * module's `paidRedemptionsTotal` counts it); an approved or pending one in the year it was requested.
 * Read here rather than through the redemptions module because that module asks `taxDetailsRequired`
 * before each request: importing it back would be a cycle.
 */
export async function yearRedemptions(
  executor: Executor,
  userId: bigint,
  year: number,
): Promise<YearRedemptions> {
  const from = yearStart(year);
  const to = yearStart(year + 1);
  const { rows } = await sql<{ paid: string; approved: string; pending: string }>`
    SELECT
      coalesce(sum(amount) FILTER (WHERE status = 'paid' AND finished_at >= ${from} AND finished_at < ${to}), 0)::text
        AS paid,
      coalesce(sum(amount) FILTER (WHERE status = 'approved' AND created_at >= ${from} AND created_at < ${to}), 0)::text
        AS approved,
      coalesce(sum(amount) FILTER (WHERE status = 'pending_review' AND created_at >= ${from} AND created_at < ${to}), 0)::text
        AS pending
      FROM redemptions
     WHERE user_id = ${userId} AND status IN ('paid', 'approved', 'pending_review')`.execute(executor);
  return {
    paid: BigInt(rows[0]?.paid ?? 0),
    approved: BigInt(rows[0]?.approved ?? 0),
    pending: BigInt(rows[0]?.pending ?? 0),
  };
}

/** The name and mailing address a player's 1099 is sent to, as `tax_details` holds them. */
export const MAILING_ADDRESS_COLUMNS = [
  'legal_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;

/** The details on file, the SSN still sealed. */
export async function taxDetailsOf(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('tax_details')
    .select([...MAILING_ADDRESS_COLUMNS, 'ssn_sealed', 'ssn_last4', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the player has sent the form. */
export async function hasTaxDetails(executor: Executor, userId: bigint): Promise<boolean> {
  const row = await executor
    .selectFrom('tax_details')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The form, first time or again: the latest answer replaces the earlier one. */
export async function saveTaxDetails(
  executor: Executor,
  details: {
    user_id: bigint;
    legal_name: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
    ssn_sealed: string;
    ssn_last4: string;
  },
): Promise<void> {
  const { user_id: _, ...changes } = details;
  await executor
    .insertInto('tax_details')
    .values(details)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: sql`now()` }))
    .execute();
}

/** A 1099 line: a player paid `paid` in the year, with their details if on file. */
export interface ReportablePrize {
  user_id: bigint;
  username: string | null;
  paid: string;
  legal_name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  ssn_last4: string | null;
}

/** Every player whose prizes paid in the year reach `thresholdCents`, by player id. */
export async function reportablePrizes(
  executor: Executor,
  year: number,
  thresholdCents: bigint,
): Promise<ReportablePrize[]> {
  const { rows } = await sql<ReportablePrize>`
    SELECT u.id AS user_id, u.username, paid.total::text AS paid,
           t.legal_name, t.address1, t.address2, t.city, t.state, t.zip, t.ssn_last4
      FROM (SELECT user_id, sum(amount) AS total FROM redemptions
             WHERE status = 'paid'
               AND finished_at >= ${yearStart(year)} AND finished_at < ${yearStart(year + 1)}
             GROUP BY user_id
            HAVING sum(amount) >= ${thresholdCents}) AS paid
      JOIN users u ON u.id = paid.user_id
      LEFT JOIN tax_details t ON t.user_id = paid.user_id
     ORDER BY u.id`.execute(executor);
  return rows;
}
