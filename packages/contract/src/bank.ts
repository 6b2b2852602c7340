import { z } from 'zod';
import { dollarAmountSchema } from './wallet';

/**
 * Bank transfer purchases (spec §7 Wallet `apt-pay`): the payee's identity, bank accounts linked through
 * the instant-verification widget or by micro-deposits, and ACH debits that buy a bundle.
 */

/** Spec §8 bank-transfer texts, shared by server and web. */
export const BANK_TEXTS = {
  /** Spec §8: what a failed widget link shows, followed by the vendor's code. */
  flinksError: 'There is some error please try again error code',
  noPayee: 'Please complete the identity form first.',
  noSuchAccount: 'This bank account was not found.',
  accountNotVerified: 'Verify this bank account before paying with it.',
  microMismatch: 'The amounts do not match the deposits.',
  microLocked: 'Too many wrong amounts: link this account again.',
  invalidSsn: 'This SSN could not be validated.',
  unavailable: 'Bank transfer is not available.',
  debitPending: 'Your bank transfer is on its way: the coins arrive once your bank settles it.',
} as const;

/** Spec §5: a US social security number, nine digits (dashes allowed). */
export const ssnSchema = z.object({
  ssn: z
    .string()
    .trim()
    .regex(/^\d{3}-?\d{2}-?\d{4}$/, 'Enter the 9 digits of your SSN.')
    .transform((ssn) => ssn.replaceAll('-', '')),
});

/** `GET /api/apt-pay/verify`: how far the player's bank transfer set-up has come. */
export const payeeStatusSchema = z.object({
  identity: z.boolean(),
  ssn_validated: z.boolean(),
});
export type PayeeStatus = z.infer<typeof payeeStatusSchema>;

/** `GET /api/apt-pay/verification`: the instant-verification widget's session (Flinks-like). */
export const bankVerificationSchema = z.object({
  verification_id: z.string(),
  url: z.string(),
  qrcode: z.string(),
  session: z.string(),
});
export type BankVerification = z.infer<typeof bankVerificationSchema>;

/** A saved bank account: never the full number, only its last four digits. */
export const savedAccountSchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  last4: z.string(),
  status: z.enum(['micro_pending', 'verified']),
});
export type SavedAccount = z.infer<typeof savedAccountSchema>;

/** `POST /api/apt-pay/ach-debit/flinks`: what the widget reported, with the amount to buy. */
export const flinksResultSchema = z.object({
  amount: dollarAmountSchema,
  result: z.enum(['linked', 'failed', 'cancelled']),
  referenceId: z.string().min(1).max(100),
});

/** `POST /api/apt-pay/verify-account`: an account entered by hand, checked by micro-deposits. */
export const manualAccountSchema = z.object({
  routing_number: z.string().regex(/^\d{9}$/, 'The routing number is 9 digits.'),
  account_number: z.string().regex(/^\d{4,17}$/, 'The account number is 4 to 17 digits.'),
});

/** `POST /api/apt-pay/verify-micro`: the two small deposits, in cents, as the player read them. */
export const microDepositsSchema = z.object({
  account_id: z.number().int().positive(),
  amount1: z.number().int().min(1).max(99),
  amount2: z.number().int().min(1).max(99),
});

/** `POST /api/apt-pay/ach-debit/create`: buys a bundle by debiting a verified account. */
export const achDebitRequestSchema = z.object({
  account_id: z.number().int().positive(),
  bundleId: z.number().int().positive(),
  amount: dollarAmountSchema,
  promotionId: z.number().int().positive().optional(),
});

export const ACH_DEBIT_STATES = ['pending', 'settled', 'returned'] as const;
export type AchDebitState = (typeof ACH_DEBIT_STATES)[number];

/** An ACH debit as the player sees it; the purchase is credited when it settles. */
export const achDebitSchema = z.object({
  merchantRefNum: z.string(),
  status: z.enum(ACH_DEBIT_STATES),
  return_code: z.string().nullable(),
  message: z.string().nullable(),
});
export type AchDebit = z.infer<typeof achDebitSchema>;

/** NACHA return codes the sandbox can return a debit with, and what the player reads. */
export const ACH_RETURN_CODES = {
  R01: 'Insufficient funds in the bank account.',
  R02: 'The bank account is closed.',
  R03: 'No account, or the account could not be found.',
  R10: 'The account holder did not authorise this debit.',
} as const;
export type AchReturnCode = keyof typeof ACH_RETURN_CODES;

/** Sandbox widget banks and outcomes a tester picks (what Flinks can answer). */
export const SANDBOX_WIDGET_OUTCOMES = ['linked', 'failed', 'cancelled'] as const;
export const sandboxWidgetSchema = z.object({
  bank_name: z.string().min(1).max(60),
  outcome: z.enum(SANDBOX_WIDGET_OUTCOMES),
});
export const sandboxWidgetAnswerSchema = z.object({
  result: z.enum(SANDBOX_WIDGET_OUTCOMES),
  referenceId: z.string(),
  error_code: z.string().nullable(),
});
export const sandboxDebitSettleSchema = z.object({
  outcome: z.enum(['settled', 'returned']),
  return_code: z.enum(['R01', 'R02', 'R03', 'R10']).optional(),
});

/**
 * Spec §4: the vendor's word that a payee's instant bank verification finished, on the player's private
 * channel (App.User.{id}): the tab that opened the widget learns it even when the player finished it
 * elsewhere (the widget's QR code on a phone), where no window message reaches it.
 */
export const PAYEE_VERIFICATION_COMPLETED_EVENT = 'payee-verification-completed';
export const payeeVerificationCompletedSchema = sandboxWidgetAnswerSchema;
export type PayeeVerificationCompleted = z.infer<typeof payeeVerificationCompletedSchema>;

/** The widget page tells the page that embeds it what happened, as Flinks' script calls back. */
export const BANK_WIDGET_MESSAGE_SOURCE = 'apt-pay-widget';
/** What the widget posts to its host: the sandbox widget's answer, marked with its source. */
export type BankWidgetMessage = { source: typeof BANK_WIDGET_MESSAGE_SOURCE } & z.infer<
  typeof sandboxWidgetAnswerSchema
>;
