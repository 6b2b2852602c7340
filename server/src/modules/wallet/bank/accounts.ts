import { BANK_TEXTS, type SavedAccount } from '@casino/contract';
import { AchVendorError } from '../../../adapters/ach/interface';
import { AppError } from '../../../http/errors';
import type { WalletPorts } from '../ports';
import { type AchAccountRow, ownAccount, saveAccount, savedAccounts, setAccountStatus } from './repository';
import { achVendor, askVendor, payeeId, vendorText } from './vendor';

function savedAccount(row: AchAccountRow): SavedAccount {
  return {
    id: Number(row.id),
    bank_name: row.bank_name,
    last4: row.last4,
    status: row.status === 'verified' ? 'verified' : 'micro_pending',
  };
}

/** The player's own saved account, or 404 (another player's account is not theirs to see or use). */
export async function accountOf(ports: WalletPorts, userId: bigint, id: number): Promise<AchAccountRow> {
  const row = await ownAccount(ports.db, userId, BigInt(id));
  if (!row) throw new AppError('NOT_FOUND', BANK_TEXTS.noSuchAccount);
  return row;
}

/**
 * Saves the account the widget linked (the `ach-debit/flinks` result): a failed link answers spec §8's
 * Flinks text with the vendor's code, a cancelled one a 422 the web shows as a warning.
 */
export async function linkFromWidget(
  ports: WalletPorts,
  userId: bigint,
  widget: { result: 'linked' | 'failed' | 'cancelled'; referenceId: string },
): Promise<AchAccountRow> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  if (widget.result === 'cancelled')
    throw new AppError('VALIDATION_FAILED', 'Bank linking was cancelled.', {
      result: ['Bank linking was cancelled.'],
    });
  if (widget.result === 'failed') throw new AppError('PAYMENT_FAILED', BANK_TEXTS.flinksError);
  const account = await askVendor(
    () => vendor.linkedAccount(payee, widget.referenceId),
    (error) => `${BANK_TEXTS.flinksError} ${error.errorCode}`,
  );
  return saveAccount(ports.db, userId, { vendorId: account.id, ...account });
}

/** `POST /api/apt-pay/verify-account`: an account by its numbers; the vendor sends two micro-deposits. */
export async function addAccountByNumbers(
  ports: WalletPorts,
  userId: bigint,
  numbers: { routing_number: string; account_number: string },
): Promise<SavedAccount> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  const account = await askVendor(() =>
    vendor.addAccount(payee, numbers.routing_number, numbers.account_number),
  );
  return savedAccount(await saveAccount(ports.db, userId, { vendorId: account.id, ...account }));
}

/** `POST /api/apt-pay/verify-micro`: the two deposits; three wrong tries and the account must be linked again. */
export async function verifyMicroDeposits(
  ports: WalletPorts,
  userId: bigint,
  body: { account_id: number; amount1: number; amount2: number },
): Promise<SavedAccount> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  const row = await accountOf(ports, userId, body.account_id);
  if (row.status === 'verified') return savedAccount(row);
  try {
    await vendor.verifyMicroDeposits(payee, row.vendor_account_id, [body.amount1, body.amount2]);
  } catch (error) {
    if (!(error instanceof AchVendorError)) throw error;
    if (error.errorCode !== 'MICRO_LOCKED') throw new AppError('PAYMENT_FAILED', vendorText(error));
    // The vendor locked the account: it is gone from the saved ones and must be linked again.
    await setAccountStatus(ports.db, row.id, 'removed');
    throw new AppError('PAYMENT_FAILED', `${BANK_TEXTS.microLocked} (error code ${error.errorCode})`);
  }
  await setAccountStatus(ports.db, row.id, 'verified');
  return savedAccount({ ...row, status: 'verified' });
}

/** `GET /api/apt-pay/getaccounts`: the player's saved accounts, by bank and last four digits. */
export async function listAccounts(ports: WalletPorts, userId: bigint): Promise<SavedAccount[]> {
  return (await savedAccounts(ports.db, userId)).map(savedAccount);
}

/** `POST /api/apt-pay/removesaved/{id}`: forgets a saved account, at the vendor and here. */
export async function removeAccount(ports: WalletPorts, userId: bigint, id: number): Promise<SavedAccount[]> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, userId);
  const row = await accountOf(ports, userId, id);
  await askVendor(() => vendor.removeAccount(payee, row.vendor_account_id));
  await setAccountStatus(ports.db, row.id, 'removed');
  return listAccounts(ports, userId);
}
