/**
 * Compliance's refund of a denied purchase is a durable job (issue 20): the decision (coins taken back,
 * the purchase out of the queue, the audit row) commits with a `purchase.refund` job, and the job asks
 * the payment vendor to refund under the purchase's merchantRefNum until it answers. These columns hold
 * the vendor's answer; a refunded purchase with neither is a refund still on its way to the card.
 */
export const statements = [
  `ALTER TABLE purchases ADD COLUMN vendor_refund_id text, ADD COLUMN vendor_refunded_at timestamptz`,
];
