import type { AchDebitState } from '@casino/contract';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { AchAccountsTable, AchDebitsTable } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

type Executor = Database | Trx;
export type AchAccountRow = Selectable<AchAccountsTable>;
export type AchDebitRow = Selectable<AchDebitsTable>;

export function payeeOf(executor: Executor, userId: bigint) {
  return executor.selectFrom('ach_payees').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The player a vendor payee id belongs to, or null when it is none of ours. */
export async function playerOfPayee(executor: Executor, vendorPayeeId: string): Promise<bigint | null> {
  const row = await executor
    .selectFrom('ach_payees')
    .select('user_id')
    .where('vendor_payee_id', '=', vendorPayeeId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export function savePayee(executor: Executor, userId: bigint, vendorPayeeId: string) {
  return executor
    .insertInto('ach_payees')
    .values({ user_id: userId, vendor_payee_id: vendorPayeeId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ vendor_payee_id: vendorPayeeId }))
    .execute();
}

export function recordSsn(executor: Executor, userId: bigint, last4: string) {
  return executor.updateTable('ach_payees').set({ ssn_last4: last4 }).where('user_id', '=', userId).execute();
}

/** Saves the account the vendor holds, once: linking the same vendor account again answers the saved row. */
export async function saveAccount(
  executor: Executor,
  userId: bigint,
  account: { vendorId: string; bankName: string; last4: string; status: 'micro_pending' | 'verified' },
): Promise<AchAccountRow> {
  await executor
    .insertInto('ach_accounts')
    .values({
      user_id: userId,
      vendor_account_id: account.vendorId,
      bank_name: account.bankName,
      last4: account.last4,
      status: account.status,
    })
    .onConflict((oc) => oc.column('vendor_account_id').doNothing())
    .execute();
  return executor
    .selectFrom('ach_accounts')
    .selectAll()
    .where('vendor_account_id', '=', account.vendorId)
    .executeTakeFirstOrThrow();
}

/** The player's own saved account (another player's, or a removed one, is not found). */
export function ownAccount(executor: Executor, userId: bigint, id: bigint) {
  return executor
    .selectFrom('ach_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
}

export function savedAccounts(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('ach_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'removed')
    .orderBy('id')
    .execute();
}

export function setAccountStatus(executor: Executor, id: bigint, status: AchAccountsTable['status']) {
  return executor.updateTable('ach_accounts').set({ status }).where('id', '=', id).execute();
}

export function recordDebit(
  executor: Executor,
  debit: { purchaseId: bigint; accountId: bigint; vendorDebitId: string },
) {
  return executor
    .insertInto('ach_debits')
    .values({
      purchase_id: debit.purchaseId,
      account_id: debit.accountId,
      vendor_debit_id: debit.vendorDebitId,
    })
    .onConflict((oc) => oc.column('purchase_id').doNothing())
    .execute();
}

/** The debit, locked: webhooks and polls for one debit apply one at a time. */
export function lockDebitByVendorId(trx: Trx, vendorDebitId: string) {
  return trx
    .selectFrom('ach_debits')
    .selectAll()
    .where('vendor_debit_id', '=', vendorDebitId)
    .forUpdate()
    .executeTakeFirst();
}

export function debitByReference(executor: Executor, userId: bigint, merchantRefNum: string) {
  return executor
    .selectFrom('ach_debits')
    .innerJoin('purchases', 'purchases.id', 'ach_debits.purchase_id')
    .select([
      'purchases.merchant_ref_num',
      'ach_debits.status',
      'ach_debits.return_code',
      'ach_debits.vendor_debit_id',
    ])
    .where('purchases.merchant_ref_num', '=', merchantRefNum)
    .where('purchases.user_id', '=', userId)
    .executeTakeFirst();
}

export function updateDebit(
  trx: Trx,
  purchaseId: bigint,
  change: { status: AchDebitState; returnCode: string | null; afterSettle?: boolean },
) {
  return trx
    .updateTable('ach_debits')
    .set({
      status: change.status,
      return_code: change.returnCode,
      ...(change.afterSettle ? { returned_after_settle: true } : {}),
      updated_at: sql`now()`,
    })
    .where('purchase_id', '=', purchaseId)
    .execute();
}
