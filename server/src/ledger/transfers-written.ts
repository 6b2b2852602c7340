import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * How many transfers the whole deployment has written, from every door (the Ledger, the plays' batched
 * statement, the providers' wallet functions): the transfer id sequence's last value, one read however
 * large the ledger grows. A transfer rolled back after taking its id (a refusal for insufficient funds)
 * counts too; a sequence never gives an id back.
 */
export async function transfersWritten(db: Database): Promise<number> {
  const { rows } = await sql<{ written: bigint }>`
    SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS written FROM ledger_transfers_id_seq`.execute(
    db,
  );
  return Number(rows[0]?.written ?? 0n);
}
