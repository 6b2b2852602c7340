import { type AdminPurchase, formatAmount } from '@casino/contract';
import { type purchasesOf, refundsAtVendor } from '../../wallet';
import { iso } from '../paging';

type PurchaseRow = Awaited<ReturnType<typeof purchasesOf>>[number];

const amountOrNull = (value: bigint | null) => (value === null ? null : formatAmount(value));

/** A purchase as staff see it: USD and coins as decimal strings. */
export function purchaseView(row: PurchaseRow): AdminPurchase {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    username: row.username,
    email: row.email,
    payment_method: row.payment_method,
    amount_usd: formatAmount(row.amount),
    gc: formatAmount(row.gc),
    sc: formatAmount(row.sc),
    status: row.status,
    confirmation: row.confirmation,
    credited_gc: amountOrNull(row.credited_gc),
    credited_sc: amountOrNull(row.credited_sc),
    refunded_at: iso(row.refunded_at),
    refunded_gc: amountOrNull(row.refunded_gc),
    refunded_sc: amountOrNull(row.refunded_sc),
    vendor_refund: vendorRefund(row),
    compliance_cleared_at: iso(row.compliance_cleared_at),
    created_at: row.created_at.toISOString(),
    confirmed_at: iso(row.confirmed_at),
    free_spins: freeSpins(row),
  };
}

/** The free spins the purchase's promotion gave, when it gave some. */
function freeSpins(row: PurchaseRow): AdminPurchase['free_spins'] {
  const { free_spins, free_spin_value, free_spin_coin, free_spins_status, free_spins_game } = row;
  if (free_spins === null || free_spin_value === null || free_spin_coin === null) return null;
  if (free_spins_status === null || free_spins_game === null) return null;
  return {
    rounds: free_spins,
    round_value: formatAmount(free_spin_value),
    coin: free_spin_coin,
    game: free_spins_game,
    status: free_spins_status,
  };
}

/** Where a refunded purchase's money stands: with the card (`refunded`), on its way (`pending`), or a bank debit staff return by hand. */
function vendorRefund(row: PurchaseRow): AdminPurchase['vendor_refund'] {
  if (!row.refunded_at) return null;
  if (!refundsAtVendor(row)) return 'by_hand';
  return row.vendor_refunded_at ? 'refunded' : 'pending';
}
