import { z } from 'zod';
import { US_STATES } from './states';

/**
 * Taxes on prizes (issue 14, sweepstakes.md "Prizes of 600 USD or more in a year flag the player for tax
 * reporting"): the year's redeemed total, the W-9 style details asked for before a player's prizes
 * reach the threshold, and staff's 1099 export. One SC redeemed is one USD of prize.
 */

/** The year's prizes at which the operator files a 1099 (USD, as a wire amount). */
export const TAX_REPORTING_THRESHOLD = '600.00';

export const TAX_TEXTS = {
  ssnInvalid: 'Enter the 9 digits of a valid SSN.',
  ssnNeverIssued: 'This is not an SSN the Social Security Administration issues.',
  stateInvalid: 'Choose a US state.',
  zipInvalid: 'Enter a 5-digit ZIP code (or ZIP+4).',
  required: 'This field is required.',
  detailsRequired:
    'Before your prizes this year reach 600 USD we need your tax details. Add them on the tax page, then request again.',
  yearInvalid: 'Choose a year from 2000 to next year.',
} as const;

/** SSA never issues area 000, 666 or 900-999, group 00 or serial 0000. */
export function isIssuableSsn(ssn: string): boolean {
  if (!/^\d{9}$/.test(ssn)) return false;
  const area = ssn.slice(0, 3);
  return !(
    area === '000' ||
    area === '666' ||
    area >= '900' ||
    ssn.slice(3, 5) === '00' ||
    ssn.slice(5) === '0000'
  );
}

const text = (max: number) =>
  z.string().trim().min(1, TAX_TEXTS.required).max(max, `At most ${max} characters.`);

/** `PUT /api/tax/details`: the W-9 style form. The SSN is stored sealed; only its last four come back. */
export const taxDetailsRequestSchema = z.object({
  legal_name: text(100),
  address1: text(100),
  address2: z.string().trim().max(100).nullable().optional(),
  city: text(60),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code in US_STATES, TAX_TEXTS.stateInvalid),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, TAX_TEXTS.zipInvalid),
  ssn: z
    .string()
    .trim()
    .regex(/^\d{3}-?\d{2}-?\d{4}$/, TAX_TEXTS.ssnInvalid)
    .transform((ssn) => ssn.replaceAll('-', ''))
    .refine(isIssuableSsn, TAX_TEXTS.ssnNeverIssued),
});
export type TaxDetailsForm = z.input<typeof taxDetailsRequestSchema>;

/** The details on file as the player and staff see them: the SSN masked to its last four digits. */
export const taxDetailsSchema = z.object({
  legal_name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  ssn_masked: z.string(),
  updated_at: z.string(),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/** `GET /api/tax/details`: null until the player has sent the form. */
export const taxDetailsAnswerSchema = z.object({ details: taxDetailsSchema.nullable() });
export type TaxDetailsAnswer = z.infer<typeof taxDetailsAnswerSchema>;

/** A calendar year; without one, the current year (UTC). */
export const taxYearQuerySchema = z.object({
  year: z.coerce
    .number()
    .int(TAX_TEXTS.yearInvalid)
    .min(2000, TAX_TEXTS.yearInvalid)
    .refine((year) => year <= new Date().getUTCFullYear() + 1, TAX_TEXTS.yearInvalid)
    .optional(),
});

/**
 * `GET /api/tax/summary?year=`: the year's redemptions in USD. `paid` is what counts for the 1099;
 * `pending` and `approved` are on their way and count towards the threshold before they are paid.
 */
export const taxSummarySchema = z.object({
  year: z.number(),
  paid: z.string(),
  approved: z.string(),
  pending: z.string(),
  threshold: z.string(),
  /** Whether paid, approved and pending together reach the threshold. */
  reaches_threshold: z.boolean(),
  details_on_file: z.boolean(),
  /** The details are needed (threshold reached, none on file): the next redemption asks for them. */
  details_required: z.boolean(),
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;
