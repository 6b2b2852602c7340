/**
 * What each kind of money job is, in staff's words. A kind not listed (a new one) shows its raw name, so
 * nothing is hidden while the list catches up.
 */
const KIND_LABELS: Record<string, string> = {
  'purchase.finalise': 'Card payment: finalise',
  'purchase.reconcile': 'Card payment: ask the vendor',
  'purchase.refund': 'Card refund (denied purchase)',
  'free_rounds.grant': 'Free spins: grant at the provider',
  'free_rounds.cancel': 'Free spins: cancel (refunded purchase)',
  'redemption.payout': 'Prize payout',
  'redemption.reconcile': 'Prize payout: ask the vendor',
  'mail.send': 'Email',
  'sms.send': 'SMS',
};

export function jobKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** The admin page a job's subject lives on, read from its key (`payout:redemption-42`), if any. */
export function jobSubjectLink(key: string): string | null {
  const redemption = /redemption-(\d+)/.exec(key);
  if (redemption) return `/admin/redemptions?status=approved&id=${redemption[1]}`;
  return null;
}
