/**
 * A card payment taken is always credited (issue 20, docs/payments.md). Finalise records the checkout's
 * payment handle on the purchase, in the transaction that queues the `purchase.finalise` job, before it
 * calls the vendor: whatever dies after that commit, the job pays with the same handle (the vendor
 * answers the payment already made for the merchantRefNum) and settles once. The reconciliation sweep
 * reads the open purchases by age; one the vendor never heard of once its checkout could no longer be
 * paid is closed as 'expired' (abandoned), so it is neither asked about for ever nor counted as bought.
 */
export const statements = [
  `ALTER TABLE purchases ADD COLUMN payment_handle_token text`,
  `ALTER TABLE purchases DROP CONSTRAINT purchases_status_check`,
  `ALTER TABLE purchases ADD CONSTRAINT purchases_status_check
     CHECK (status IN ('initiated', 'processing', 'completed', 'failed', 'expired'))`,
  `CREATE INDEX purchases_open ON purchases (created_at) WHERE status IN ('initiated', 'processing')`,
];
