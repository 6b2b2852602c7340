import { BANK_TEXTS, type BankVerification, type IdentityForm, type PayeeStatus } from '@casino/contract';
import type { WalletPorts } from '../ports';
import { payeeOf, recordSsn, savePayee } from './repository';
import { achVendor, askVendor, payeeId } from './vendor';

/** `POST /api/apt-pay/add/identity`: registers the player as the vendor's payee (spec §5 identity form). */
export async function addIdentity(
  ports: WalletPorts,
  userId: bigint,
  identity: IdentityForm,
): Promise<PayeeStatus> {
  const vendor = achVendor(ports);
  const id = await askVendor(() => vendor.addPayee(userId, identity));
  await savePayee(ports.db, userId, id);
  return payeeStatus(ports, userId);
}

/** `POST /api/apt-pay/validatessn`: the vendor checks the SSN; only its last four digits are kept. */
export async function validateSsn(ports: WalletPorts, userId: bigint, ssn: string): Promise<PayeeStatus> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  await askVendor(
    () => vendor.validateSsn(payee, ssn),
    () => BANK_TEXTS.invalidSsn,
  );
  await recordSsn(ports.db, userId, ssn.slice(-4));
  return payeeStatus(ports, userId);
}

/** `GET /api/apt-pay/verify`: how far the player's bank-transfer set-up has come. */
export async function payeeStatus(ports: WalletPorts, userId: bigint): Promise<PayeeStatus> {
  const payee = await payeeOf(ports.db, userId);
  return { identity: Boolean(payee), ssn_validated: Boolean(payee?.ssn_last4) };
}

/** `GET /api/apt-pay/verification`: opens the instant-verification widget (Flinks-like) for the payee. */
export async function startVerification(ports: WalletPorts, userId: bigint): Promise<BankVerification> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  const widget = await askVendor(() => vendor.startVerification(payee));
  return { verification_id: widget.id, url: widget.url, qrcode: widget.url, session: widget.session };
}
