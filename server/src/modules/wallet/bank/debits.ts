import { randomUUID } from 'node:crypto';
import {
  ACH_RETURN_CODES,
  type AchDebit,
  type AchReturnCode,
  BANK_TEXTS,
  WALLET_TEXTS,
} from '@casino/contract';
import type { VendorDebit } from '../../../adapters/ach/interface';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import type { WalletPorts } from '../ports';
import { type OrderRequest, priceOrder, recordPurchase } from '../purchases/order';
import { freezePlayer, purchaseById, recordVendorStatus } from '../purchases/repository';
import { settlePurchase } from '../purchases/settle';
import { accountOf } from './accounts';
import {
  type AchAccountRow,
  debitByReference,
  lockDebitByVendorId,
  recordDebit,
  updateDebit,
} from './repository';
import { achVendor, askVendor, payeeId } from './vendor';

/** Why a debit came back, in the player's words. */
function returnText(code: string | null): string {
  return ACH_RETURN_CODES[(code ?? 'R01') as AchReturnCode] ?? 'Your bank returned the transfer.';
}

/**
 * Buys an order by debiting a verified account. The purchase is recorded once per Idempotency-Key, after
 * every purchase gate (`eligibility.purchase`); the vendor's debit is keyed on the purchase's
 * merchantRefNum, so a retry never debits twice. Nothing is credited until the debit settles.
 */
export async function debitAccount(
  ports: WalletPorts,
  request: RequestKey,
  account: AchAccountRow,
  orderRequest: OrderRequest,
): Promise<AchDebit> {
  const vendor = achVendor(ports);
  const payee = await payeeId(ports, request.userId);
  if (account.status !== 'verified')
    throw new AppError('VALIDATION_FAILED', BANK_TEXTS.accountNotVerified, {
      account_id: [BANK_TEXTS.accountNotVerified],
    });
  const order = await priceOrder(ports, request.userId, orderRequest);
  const purchase = await runOnce(ports.db, request, 'apt-pay:debit', async (trx) => {
    const row = await recordPurchase(ports, trx, request.userId, order, {
      merchantRefNum: `ach-${randomUUID()}`,
      method: 'ach_debit',
      billing: null,
    });
    return { answer: { id: String(row.id), merchantRefNum: row.merchant_ref_num } };
  });
  let debit: VendorDebit;
  try {
    debit = await askVendor(() =>
      vendor.createDebit({
        payeeId: payee,
        accountId: account.vendor_account_id,
        reference: purchase.merchantRefNum,
        amountCents: order.cents,
      }),
    );
  } catch (error) {
    await inTransaction(ports.db, (trx) =>
      recordVendorStatus(trx, BigInt(purchase.id), 'failed', 'FAILED', (error as Error).message),
    );
    throw error;
  }
  await recordDebit(ports.db, {
    purchaseId: BigInt(purchase.id),
    accountId: account.id,
    vendorDebitId: debit.id,
  });
  await inTransaction(ports.db, (trx) =>
    recordVendorStatus(trx, BigInt(purchase.id), 'processing', 'PROCESSING', null),
  );
  // A debit the vendor already decided (a retried call) is applied as its webhook would be.
  if (debit.status !== 'pending') await applyVendorDebit(ports, debit);
  return debitStatus(ports, request.userId, purchase.merchantRefNum);
}

/** `POST /api/apt-pay/ach-debit/create`: buys a bundle from a saved, verified account. */
export async function createDebit(
  ports: WalletPorts,
  request: RequestKey,
  body: OrderRequest & { account_id: number },
): Promise<AchDebit> {
  const account = await accountOf(ports, request.userId, body.account_id);
  return debitAccount(ports, request, account, body);
}

/**
 * Applies the vendor's word on a debit (its webhook, or the poll when a webhook is late), in one
 * transaction with the debit row locked. Settled credits the purchase through the purchase credit,
 * keyed on the purchase, so replayed or concurrent webhooks credit it exactly once. Returned before
 * settlement fails the purchase and credits nothing. Returned after settlement (a real bank can) keeps
 * the coins where they are but freezes the player pending compliance, as a denied purchase does.
 */
export async function applyVendorDebit(ports: WalletPorts, debit: VendorDebit): Promise<void> {
  await inTransaction(ports.db, async (trx: Trx) => {
    const locked = await lockDebitByVendorId(trx, debit.id);
    if (!locked || locked.status === 'returned') return;
    // The debit's purchase always exists (a foreign key); one of another reference is not this debit's.
    const row = await purchaseById(trx, locked.purchase_id);
    if (row?.merchant_ref_num !== debit.reference) return;
    if (debit.status === 'settled' && locked.status === 'pending') {
      await updateDebit(trx, row.id, { status: 'settled', returnCode: null });
      await settlePurchase(ports, trx, row, {
        id: debit.id,
        status: 'COMPLETED',
        errorCode: null,
        message: null,
      });
    } else if (debit.status === 'returned') {
      const afterSettle = locked.status === 'settled';
      await updateDebit(trx, row.id, { status: 'returned', returnCode: debit.returnCode, afterSettle });
      if (afterSettle) await freezePlayer(trx, row.user_id, WALLET_TEXTS.frozenReason);
      else
        await settlePurchase(ports, trx, row, {
          id: debit.id,
          status: 'FAILED',
          errorCode: null,
          message: returnText(debit.returnCode),
        });
    }
  });
}

/** `GET /api/apt-pay/ach-debit/{merchantRefNum}`: the debit as it stands; a pending one asks the vendor. */
export async function debitStatus(
  ports: WalletPorts,
  userId: bigint,
  merchantRefNum: string,
): Promise<AchDebit> {
  let row = await debitByReference(ports.db, userId, merchantRefNum);
  if (!row) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
  if (row.status === 'pending' && ports.ach) {
    const debit = await ports.ach.lookupDebit(row.vendor_debit_id);
    if (debit && debit.status !== 'pending') {
      await applyVendorDebit(ports, debit);
      row = (await debitByReference(ports.db, userId, merchantRefNum)) ?? row;
    }
  }
  return {
    merchantRefNum: row.merchant_ref_num,
    status: row.status,
    return_code: row.return_code,
    message:
      row.status === 'returned'
        ? returnText(row.return_code)
        : row.status === 'pending'
          ? BANK_TEXTS.debitPending
          : null,
  };
}
