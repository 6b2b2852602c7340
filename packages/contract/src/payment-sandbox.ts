import { z } from 'zod';
import { THREE_D_SECURE_CODES } from './three-d-secure';

/** What a sandbox test card or bank account does at the hosted checkout and at payment time. */
export type SandboxOutcome = 'success' | 'decline' | 'challenge' | 'pending' | 'code';

export interface SandboxInstrument {
  number: string;
  outcome: SandboxOutcome;
  /** The checkout's failure code, for `code`. */
  code: number | null;
  label: string;
}

const fixedCards: SandboxInstrument[] = [
  { number: '4111111111111111', outcome: 'success', code: null, label: 'Succeeds' },
  { number: '4000000000000002', outcome: 'decline', code: null, label: 'Declined by the bank' },
  { number: '4000000000003220', outcome: 'challenge', code: null, label: '3-D Secure challenge' },
  { number: '4000000000000077', outcome: 'pending', code: null, label: 'Stays pending' },
];

/**
 * The sandbox checkout's test cards (integrations.md): one per outcome, and one per 3-D Secure failure
 * code, its last four digits the code (4000 0000 0000 5105 fails with 5105).
 */
export const SANDBOX_CARDS: readonly SandboxInstrument[] = [
  ...fixedCards,
  ...THREE_D_SECURE_CODES.map((code) => ({
    number: `400000000000${code}`,
    outcome: 'code' as const,
    code,
    label: `3-D Secure fails with ${code}`,
  })),
];

/** The sandbox's test bank accounts for pay by bank (any 9-digit routing number). */
export const SANDBOX_BANK_ACCOUNTS: readonly SandboxInstrument[] = [
  { number: '111111111', outcome: 'success', code: null, label: 'Succeeds' },
  { number: '222222222', outcome: 'decline', code: null, label: 'Insufficient funds' },
  { number: '333333333', outcome: 'pending', code: null, label: 'Stays pending' },
];

/** The sandbox checkout page's submission: a card or a bank account. */
export const sandboxCheckoutSchema = z.union([
  z.object({
    card_number: z.string().regex(/^\d{12,19}$/, 'Enter the card number, digits only.'),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY.'),
    cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code.'),
    holder: z.string().trim().min(1, 'Enter the name on the card.').max(100),
  }),
  z.object({
    account_number: z.string().regex(/^\d{6,17}$/, 'Enter the account number, digits only.'),
    routing_number: z.string().regex(/^\d{9}$/, 'Enter the 9-digit routing number.'),
    holder: z.string().trim().min(1, 'Enter the account holder.').max(100),
  }),
]);
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** What the hosted checkout calls back with (integrations.md step 2). */
export const checkoutOutcomeSchema = z.object({
  status: z.enum(['PAYABLE', 'CHALLENGE', 'FAILED', 'EXPIRED']),
  paymentHandleToken: z.string().nullable(),
  error: z
    .object({ code: z.number(), message: z.string(), detailedMessage: z.string(), correlationId: z.string() })
    .nullable(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;

/** The sandbox checkout page's view of the payment it takes. */
export const sandboxCheckoutViewSchema = z.object({
  merchantRefNum: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payment_type: z.string(),
  status: z.string(),
});
export type SandboxCheckoutView = z.infer<typeof sandboxCheckoutViewSchema>;

/** The `source` of the messages the hosted checkout posts to the page that embeds it. */
export const CHECKOUT_MESSAGE_SOURCE = 'paysafe-sandbox-checkout';

/** The checkout's callback to its host: the handle or the error, or a cancel (integrations.md step 2). */
export type CheckoutMessage =
  | { source: typeof CHECKOUT_MESSAGE_SOURCE; kind: 'outcome'; outcome: CheckoutOutcome }
  | { source: typeof CHECKOUT_MESSAGE_SOURCE; kind: 'cancelled' };
