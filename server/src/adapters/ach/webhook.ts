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
