import { ACH_DEBIT_STATES } from '@casino/contract';
import { z } from 'zod';
import type { VendorDebit, VendorDisbursement } from './interface';

/** The vendor's debit event: the debit's id, its reference (our merchantRefNum) and where it stands. */
export const debitEventSchema = z.object({
  event: z.literal('ach_debit.updated'),
  debit: z.object({
    id: z.string().min(1),
    reference: z.string().min(1),
    status: z.enum(ACH_DEBIT_STATES),
    return_code: z.enum(['R01', 'R02', 'R03', 'R10']).nullable(),
  }),
});

/** The vendor's payout event: the disbursement's id, our reference and where it stands. */
export const disbursementEventSchema = z.object({
  event: z.literal('disbursement.updated'),
  disbursement: z.object({
    id: z.string().min(1),
    reference: z.string().min(1),
    status: z.enum(['pending', 'paid', 'failed']),
    failure_code: z
      .string()
      .regex(/^R\d{2}$/)
      .nullable(),
  }),
});

/** The vendor's event that a payee's instant-verification session finished, whatever its outcome. */
export const payeeVerificationEventSchema = z.object({
  event: z.literal('payee_verification.completed'),
  verification: z.object({
    payee_id: z.string().min(1),
    reference: z.string().min(1),
    result: z.enum(['linked', 'failed', 'cancelled']),
    error_code: z.string().nullable(),
  }),
});

/** A finished verification session, in the product's words. */
export interface VendorPayeeVerification {
  payeeId: string;
  /** The widget's referenceId: the session the player's tab opened. */
  reference: string;
  result: 'linked' | 'failed' | 'cancelled';
  errorCode: string | null;
}

export function payeeVerificationBody(verification: VendorPayeeVerification): string {
  return JSON.stringify({
    event: 'payee_verification.completed',
    verification: {
      payee_id: verification.payeeId,
      reference: verification.reference,
      result: verification.result,
      error_code: verification.errorCode,
    },
  });
}

/** The event as a finished verification, or null when the body is not one. */
export function parsePayeeVerificationEvent(json: unknown): VendorPayeeVerification | null {
  const parsed = payeeVerificationEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { payee_id, reference, result, error_code } = parsed.data.verification;
  return { payeeId: payee_id, reference, result, errorCode: error_code };
}

export function debitBody(debit: VendorDebit): string {
  return JSON.stringify({
    event: 'ach_debit.updated',
    debit: { id: debit.id, reference: debit.reference, status: debit.status, return_code: debit.returnCode },
  });
}

export function disbursementBody(disbursement: VendorDisbursement): string {
  return JSON.stringify({
    event: 'disbursement.updated',
    disbursement: {
      id: disbursement.id,
      reference: disbursement.reference,
      status: disbursement.status,
      failure_code: disbursement.failureCode,
    },
  });
}

/** The event as a debit, or null when the body is not one. */
export function parseDebitEvent(json: unknown): VendorDebit | null {
  const parsed = debitEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, reference, status, return_code } = parsed.data.debit;
  return { id, reference, status, returnCode: return_code };
}

/** The event as a payout, or null when the body is not one. */
export function parseDisbursementEvent(json: unknown): VendorDisbursement | null {
  const parsed = disbursementEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, reference, status, failure_code } = parsed.data.disbursement;
  return { id, reference, status, failureCode: failure_code };
}
