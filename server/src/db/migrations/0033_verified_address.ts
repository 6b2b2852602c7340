/**
 * The address and phone number the identity vendor read with the person (Veriff's parsed address), kept
 * on the verification beside the name and date of birth: staff read them on the player's page, and what
 * a verified identity already knows need not be asked again.
 */
export const statements = [
  `ALTER TABLE identity_verifications
     ADD COLUMN address_line1 text,
     ADD COLUMN city text,
     ADD COLUMN zip text,
     ADD COLUMN phone_number text`,
];
