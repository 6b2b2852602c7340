import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';
import type { RedemptionRow } from './repository';

/**
 * One movement of a request's coins: its whole SC amount from one account to another, keyed on the request
 * (`<key>:<id>`) so it happens once, and referenced to it.
 */
async function moveCoins(
  trx: Trx,
  ledger: Ledger,
  row: RedemptionRow,
  move: { key: string; kind: string; from: bigint; to: bigint },
): Promise<void> {
  await ledger.transfer(trx, {
    key: `${move.key}:${row.id}`,
    kind: move.kind,
    coin: 'SC',
    postings: [
      { accountId: move.from, amount: -row.amount },
      { accountId: move.to, amount: row.amount },
    ],
    referenceType: 'redemption',
    referenceId: String(row.id),
  });
}

/**
 * The three movements of a request's coins, each keyed on the request so it happens once: held (the
 * player's redeemable SC to `redemptions_payable`), paid (payable to `redemptions_paid`), returned
 * (payable back to redeemable). A request ends either paid or returned, never both: the status change
 * that calls one of them is exclusive (see `moveStatus`), and one key covers every way of returning.
 */
export async function holdCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  const accounts = await ledger.playerAccounts(trx, row.user_id);
  await moveCoins(trx, ledger, row, {
    key: 'redemption',
    kind: 'redemption',
    from: accounts.scRedeemable.id,
    to: ledger.systemAccount('redemptions_payable', 'SC'),
  });
}

export async function payCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  await moveCoins(trx, ledger, row, {
    key: 'redemption-paid',
    kind: 'redemption_paid',
    from: ledger.systemAccount('redemptions_payable', 'SC'),
    to: ledger.systemAccount('redemptions_paid', 'SC'),
  });
}

export async function returnCoins(trx: Trx, ledger: Ledger, row: RedemptionRow): Promise<void> {
  const accounts = await ledger.playerAccounts(trx, row.user_id);
  await moveCoins(trx, ledger, row, {
    key: 'redemption-return',
    kind: 'redemption_return',
    from: ledger.systemAccount('redemptions_payable', 'SC'),
    to: accounts.scRedeemable.id,
  });
}
