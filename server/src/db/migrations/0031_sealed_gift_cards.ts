/**
 * Gift-card codes sealed at rest (issue 20): a code is bearer value, so it is kept sealed (AES-256-GCM
 * under the server secret `gift-card-codes`, as SSNs are) with its last four characters beside it for
 * the staff's masked view. A migration cannot seal (the key is the app's), so the app seals the codes
 * still in `gift_card_code` when it starts (`sealStoredGiftCardCodes`) and nulls them; nothing writes
 * that column any more. The sandbox gift-card vendor gets an outage switch a tester (or a fault test)
 * turns on for every instance at once.
 */
export const statements = [
  `ALTER TABLE redemptions ADD COLUMN gift_card_code_sealed text, ADD COLUMN gift_card_code_last4 text`,
  `UPDATE redemptions SET gift_card_code_last4 = right(gift_card_code, 4) WHERE gift_card_code IS NOT NULL`,
  `CREATE TABLE sandbox_vendor_outages (
     vendor text PRIMARY KEY,
     until timestamptz NOT NULL
   )`,
];
