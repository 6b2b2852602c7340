import type { Trx } from '../db/transaction';
import type { Ledger, Posting } from './ledger';

/** A denied purchase compliance refunds: what it credited, and what the denial already took back. */
export interface RefundedPurchase {
  purchaseId: bigint;
  userId: bigint;
  /** Still with the player: credited minus what the denial took back. */
  outstandingGc: bigint;
  outstandingSc: bigint;
}

/**
 * When compliance refunds a denied purchase, the bundle's coins still with the player go back to the
 * purchases account, as far as the balances allow (coins played away are gone): GC from GC, SC from
 * unplayed first, then redeemable. Keyed `purchase-refund:<id>` (and `:sc`), so a refund takes back
 * once. Answers what it took back.
 */
export async function takeBackRefundedPurchase(
  ledger: Ledger,
  trx: Trx,
  purchase: RefundedPurchase,
): Promise<{ gc: bigint; sc: bigint }> {
  const accounts = await ledger.playerAccounts(trx, purchase.userId, true);
  const gc = min(accounts.gc.balance, purchase.outstandingGc);
  const fromUnplayed = min(accounts.scUnplayed.balance, purchase.outstandingSc);
  const fromRedeemable = min(accounts.scRedeemable.balance, purchase.outstandingSc - fromUnplayed);
  const reference = { referenceType: 'purchase', referenceId: String(purchase.purchaseId) };
  if (gc > 0n)
    await ledger.transfer(trx, {
      key: `purchase-refund:${purchase.purchaseId}`,
      kind: 'purchase_refund',
      coin: 'GC',
      postings: [
        { accountId: accounts.gc.id, amount: -gc },
        { accountId: ledger.purchasesAccountFor('GC', purchase.userId), amount: gc },
      ],
      ...reference,
    });
  const sc = fromUnplayed + fromRedeemable;
  if (sc > 0n) {
    const postings: Posting[] = [];
    if (fromUnplayed > 0n) postings.push({ accountId: accounts.scUnplayed.id, amount: -fromUnplayed });
    if (fromRedeemable > 0n) postings.push({ accountId: accounts.scRedeemable.id, amount: -fromRedeemable });
    postings.push({ accountId: ledger.purchasesAccountFor('SC', purchase.userId), amount: sc });
    await ledger.transfer(trx, {
      key: `purchase-refund:${purchase.purchaseId}:sc`,
      kind: 'purchase_refund',
      coin: 'SC',
      postings,
      ...reference,
    });
  }
  return { gc, sc };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
