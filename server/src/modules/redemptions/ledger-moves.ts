import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';
import type { RedemptionRow } from './repository';

/**
 * The three movements of a request's coins, each keyed on the request so it happens once: held (the
 * player's redeemable SC to `redemptions_payable`), paid (payable to `redemptions_paid`), returned
 * (payable back to redeemable). A request ends either paid or returned, never both: the status change
 * that calls one of them is exclusive (see `moveStatus`), and one key covers every way of returning.
 */
export async function holdCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  const accounts = await ledger.playerAccounts(trx, row.user_id);
  await ledger.transfer(trx, {
    key: `redemption:${row.id}`,
    kind: 'redemption',
    coin: 'SC',
    postings: [
      { accountId: accounts.scRedeemable.id, amount: -row.amount },
      { accountId: ledger.systemAccount('redemptions_payable', 'SC'), amount: row.amount },
    ],
    referenceType: 'redemption',
    referenceId: String(row.id),
  });
}

export async function payCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  await ledger.transfer(trx, {
    key: `redemption-paid:${row.id}`,
    kind: 'redemption_paid',
    coin: 'SC',
    postings: [
      { accountId: ledger.systemAccount('redemptions_payable', 'SC'), amount: -row.amount },
      { accountId: ledger.systemAccount('redemptions_paid', 'SC'), amount: row.amount },
    ],
    referenceType: 'redemption',
    referenceId: String(row.id),
  });
}

export async function returnCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  const accounts = await ledger.playerAccounts(trx, row.user_id);
  await ledger.transfer(trx, {
    key: `redemption-return:${row.id}`,
    kind: 'redemption_return',
    coin: 'SC',
    postings: [
      { accountId: ledger.systemAccount('redemptions_payable', 'SC'), amount: -row.amount },
      { accountId: accounts.scRedeemable.id, amount: row.amount },
    ],
    referenceType: 'redemption',
    referenceId: String(row.id),
  });
}
