import {
  formatAmount,
  parseAmount,
  TAX_REPORTING_THRESHOLD,
  type TaxDetails,
  type TaxDetailsAnswer,
  type TaxSummary,
  type taxDetailsRequestSchema,
} from '@casino/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { csvLine } from '../../http/csv';
import { recordStaffAction } from '../staff';
import {
  type Executor,
  hasTaxDetails,
  MAILING_ADDRESS_COLUMNS,
  reportablePrizes,
  saveTaxDetails,
  taxDetailsOf,
  yearRedemptions,
} from './repository';
import { ssnSealer } from './sealed-ssn';

/** 600 USD in cents (SC minor units: one SC is one USD of prize). */
export const TAX_THRESHOLD_CENTS = parseAmount(TAX_REPORTING_THRESHOLD) ?? 60_000n;

/** The current calendar year, UTC, which is the year a tax summary or gate speaks of by default. */
export function currentTaxYear(): number {
  return new Date().getUTCFullYear();
}

/**
 * Whether a redemption of `additionalCents` must wait for the player's tax details: this year's paid,
 * approved and pending prizes with it reach 600 USD and no details are on file (sweepstakes.md: prizes
 * of 600 USD or more in a year are reported, so the W-9 is asked for before, not after).
 */
export async function taxDetailsRequired(
  executor: Executor,
  userId: bigint,
  additionalCents: bigint,
): Promise<boolean> {
  const year = await yearRedemptions(executor, userId, currentTaxYear());
  if (year.paid + year.approved + year.pending + additionalCents < TAX_THRESHOLD_CENTS) return false;
  return !(await hasTaxDetails(executor, userId));
}

/** `GET /api/tax/summary`: the year's redemptions and where the player stands with the threshold. */
export async function taxSummary(db: Database, userId: bigint, year: number): Promise<TaxSummary> {
  const totals = await yearRedemptions(db, userId, year);
  const onFile = await hasTaxDetails(db, userId);
  const reaches = totals.paid + totals.approved + totals.pending >= TAX_THRESHOLD_CENTS;
  return {
    year,
    paid: formatAmount(totals.paid),
    approved: formatAmount(totals.approved),
    pending: formatAmount(totals.pending),
    threshold: TAX_REPORTING_THRESHOLD,
    reaches_threshold: reaches,
    details_on_file: onFile,
    details_required: reaches && !onFile,
  };
}

/** `PUT /api/tax/details`: seals the SSN, keeps its last four in clear, answers the masked details. */
export async function saveDetails(
  db: Database,
  userId: bigint,
  form: z.output<typeof taxDetailsRequestSchema>,
): Promise<TaxDetailsAnswer> {
  const sealer = await ssnSealer(db);
  await saveTaxDetails(db, {
    user_id: userId,
    legal_name: form.legal_name,
    address1: form.address1,
    address2: form.address2?.trim() || null,
    city: form.city,
    state: form.state,
    zip: form.zip,
    ssn_sealed: sealer.seal(form.ssn),
    ssn_last4: form.ssn.slice(-4),
  });
  return details(db, userId);
}

/** `GET /api/tax/details`: the details on file with the SSN masked, or null. */
export async function details(db: Database, userId: bigint): Promise<TaxDetailsAnswer> {
  const row = await taxDetailsOf(db, userId);
  if (!row) return { details: null };
  const masked: TaxDetails = {
    legal_name: row.legal_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    ssn_masked: `***-**-${row.ssn_last4}`,
    updated_at: new Date(row.updated_at).toISOString(),
  };
  return { details: masked };
}

export const FORM_1099_COLUMNS = [
  'user_id',
  'username',
  ...MAILING_ADDRESS_COLUMNS,
  'ssn_last4',
  'year_total_usd',
] as const;

/**
 * `GET /api/admin/tax/1099`: one CSV line per player whose prizes paid in the year reach 600 USD, their
 * details where on file (empty where the player has none: staff must chase those). RFC 4180 lines. The
 * export reads players' personal data, so it is in the audit log (who, which year, how many players).
 */
export async function form1099Csv(db: Database, staffId: bigint, year: number): Promise<string> {
  const prizes = await inTransaction(db, async (trx) => {
    const found = await reportablePrizes(trx, year, TAX_THRESHOLD_CENTS);
    await recordStaffAction(trx, {
      staffId,
      action: 'tax.export',
      subjectType: 'tax_year',
      subjectId: String(year),
      after: { players: found.length },
    });
    return found;
  });
  const lines = prizes.map((prize) =>
    csvLine([
      prize.user_id.toString(),
      prize.username ?? '',
      ...MAILING_ADDRESS_COLUMNS.map((column) => prize[column] ?? ''),
      prize.ssn_last4 ?? '',
      formatAmount(BigInt(prize.paid)),
    ]),
  );
  return [csvLine(FORM_1099_COLUMNS), ...lines].join('');
}
