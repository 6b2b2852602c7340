/**
 * The house's side of plays is spread over this many accounts per coin, so players do not queue on one row.
 * Migration 2 created exactly this many (its SQL is frozen with the number written out): a change here
 * needs a migration that opens or merges shards.
 */
export const HOUSE_SHARDS = 64;

/** The purchases account is spread the same way; migration 18 opened this many per coin (its SQL is frozen). */
export const PURCHASE_SHARDS = 16;
