import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { secretSealer } from '../auth';
import type { RedemptionRow } from './repository';

/**
 * The sealer of gift-card codes under its own server secret, `gift-card-codes`: a code is bearer value,
 * so a copy of `redemptions` alone spends nothing.
 */
const giftCardSealer = secretSealer('gift-card-codes');

/** The columns a newly issued code is stored in: sealed, and its last four for the masked view. */
export async function sealedCodeColumns(
  db: Database,
  code: string,
): Promise<Pick<RedemptionRow, 'gift_card_code_sealed' | 'gift_card_code_last4'>> {
  const sealer = await giftCardSealer(db);
  return { gift_card_code_sealed: sealer.seal(code), gift_card_code_last4: code.slice(-4) };
}

/** The code in full, for its player or an audited reveal; null when no card was issued. */
export async function openedCode(db: Database, row: RedemptionRow): Promise<string | null> {
  if (!row.gift_card_code_sealed) return null;
  return (await giftCardSealer(db)).open(row.gift_card_code_sealed);
}

/** The code as staff and realtime events show it: only its last four characters. */
export function maskedCode(row: RedemptionRow): string | null {
  return row.gift_card_code_last4 ? `••••-••••-••••-${row.gift_card_code_last4}` : null;
}

/**
 * Seals the codes stored in plain text before migration 31 and empties the plain column: run by every
 * instance as it starts (a migration has no key). Each row is sealed once: the UPDATE only takes a row
 * whose plain code is still there, so two instances starting together do not both seal it.
 */
export async function sealStoredGiftCardCodes(db: Database): Promise<number> {
  const { rows } = await sql<{ id: bigint; code: string }>`
    SELECT id, gift_card_code AS code FROM redemptions WHERE gift_card_code IS NOT NULL`.execute(db);
  if (rows.length === 0) return 0;
  const sealer = await giftCardSealer(db);
  let sealed = 0;
  for (const row of rows) {
    const result = await sql`
      UPDATE redemptions
         SET gift_card_code_sealed = ${sealer.seal(row.code)}, gift_card_code_last4 = ${row.code.slice(-4)},
             gift_card_code = NULL
       WHERE id = ${row.id} AND gift_card_code = ${row.code}`.execute(db);
    sealed += Number(result.numAffectedRows ?? 0n);
  }
  return sealed;
}
