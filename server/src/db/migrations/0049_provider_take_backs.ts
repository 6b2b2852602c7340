/**
 * A provider may take coins back from a round (issue 23): Pragmatic Play's `adjustment` below zero, a live
 * dealer's result corrected downwards. Its record is a `take_back`, its amount what it takes (at least
 * zero, as every record's), applied by `provider_wallet_take_back`. `ledger_debit_play` becomes
 * `ledger_take_from_player`, which takes a wager or a correction (with its own kind and SC order).
 */
export const statements = [
  `DROP FUNCTION IF EXISTS ledger_debit_play(text, bigint, text, bigint, bigint, text, text)`,
  `ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_kind_check`,
  `ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_kind_check
     CHECK (kind IN ('bet', 'win', 'promo_win', 'take_back', 'rollback'))`,
];
