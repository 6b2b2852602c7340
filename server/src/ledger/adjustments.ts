import type { PlayerAccount } from '@casino/contract';
import type { Trx } from '../db/transaction';
import type { Ledger, TransferResult } from './ledger';

/** A staff member's manual correction of one of a player's accounts (issue 14 back office). */
export interface Adjustment {
  /** Unique per staff request: replayed, the adjustment moves nothing again. */
  key: string;
  userId: bigint;
  account: PlayerAccount;
  /** Signed minor units: positive credits the player, negative debits them. Never zero. */
  amount: bigint;
  staffId: bigint;
  reason: string;
}

const COIN_OF: Record<PlayerAccount, 'GC' | 'SC'> = { gc: 'GC', sc_unplayed: 'SC', sc_redeemable: 'SC' };

/**
 * Posts a manual adjustment against the promotions account of the account's coin (the operator's side
 * of every coin it gives away or takes back). A debit that would take the player below zero is refused
 * by the database's check (InsufficientFunds) and aborts the caller's transaction, so the audit row
 * written beside it goes too.
 */
export async function postAdjustment(
  ledger: Ledger,
  trx: Trx,
  adjustment: Adjustment,
): Promise<TransferResult> {
  const coin = COIN_OF[adjustment.account];
  const accounts = await ledger.playerAccounts(trx, adjustment.userId);
  const playerAccount = {
    gc: accounts.gc.id,
    sc_unplayed: accounts.scUnplayed.id,
    sc_redeemable: accounts.scRedeemable.id,
  }[adjustment.account];
  return ledger.transfer(trx, {
    key: adjustment.key,
    kind: 'adjustment',
    coin,
    postings: [
      { accountId: ledger.systemAccount('promotions', coin), amount: -adjustment.amount },
      { accountId: playerAccount, amount: adjustment.amount },
    ],
    referenceType: 'staff_adjustment',
    referenceId: String(adjustment.staffId),
    meta: { reason: adjustment.reason, account: adjustment.account },
  });
}

/** The coin an account holds (gc: GC; sc_unplayed and sc_redeemable: SC). */
export function coinOfAccount(account: PlayerAccount): 'GC' | 'SC' {
  return COIN_OF[account];
}
