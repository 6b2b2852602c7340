import { BANK_TEXTS } from '@casino/contract';
import { type AchVendor, AchVendorError } from '../../../adapters/ach/interface';
import { AppError } from '../../../http/errors';
import type { WalletPorts } from '../ports';
import { payeeOf } from './repository';

/** The ACH vendor, or the refusal a configuration without one answers. */
export function achVendor(ports: WalletPorts): AchVendor {
  if (!ports.ach) throw new AppError('FORBIDDEN', BANK_TEXTS.unavailable);
  return ports.ach;
}

/**
 * Runs a vendor call and turns its refusal into the answer spec §8 shows as an error toast: 402 with the
 * vendor's error code in the message (a 422 is a form problem the web shows as a warning).
 */
export async function askVendor<T>(
  call: () => Promise<T>,
  text?: (error: AchVendorError) => string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AchVendorError)) throw error;
    throw new AppError('PAYMENT_FAILED', text?.(error) ?? vendorText(error));
  }
}

/** The vendor's refusal with its code, as the player reads it. */
export function vendorText(error: AchVendorError): string {
  return `${error.message} (error code ${error.errorCode})`;
}

/** The player's payee id at the vendor; refused until the identity form was sent (add/identity). */
export async function payeeId(ports: WalletPorts, userId: bigint): Promise<string> {
  const payee = await payeeOf(ports.db, userId);
  if (!payee) throw new AppError('VALIDATION_FAILED', BANK_TEXTS.noPayee, { identity: [BANK_TEXTS.noPayee] });
  return payee.vendor_payee_id;
}
