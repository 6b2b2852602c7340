import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * What must hold after any fault, read from the database: each coin's balances sum to zero, every
 * account's balance is the sum of its entries, every play acknowledged with 200 exists, no crash play
 * is left riding in a round that has ended, and every play riding in an interrupted round got its wager
 * back. Returns the problems found (empty when all hold).
 */
export async function invariantProblems(db: Database, acknowledgedBets: Iterable<string>): Promise<string[]> {
  const problems: string[] = [];
  const totals = await db
    .selectFrom('ledger_accounts')
    .select(['coin', sql<string>`sum(balance)::text`.as('total')])
    .groupBy('coin')
    .execute();
  for (const { coin, total } of totals) if (total !== '0') problems.push(`${coin} balances sum to ${total}`);

  const drifted = await sql<{ id: string; balance: string; entries: string }>`
    SELECT a.id::text, a.balance::text, coalesce(sum(e.amount), 0)::text AS entries
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  for (const a of drifted.rows) problems.push(`account ${a.id}: balance ${a.balance}, entries ${a.entries}`);

  const ids = [...acknowledgedBets].map(BigInt);
  if (ids.length) {
    const found = await db.selectFrom('bets').select('id').where('id', 'in', ids).execute();
    const present = new Set(found.map((b) => b.id.toString()));
    for (const id of ids) if (!present.has(id.toString())) problems.push(`acknowledged bet ${id} is missing`);
  }

  const riding = await db
    .selectFrom('crash_bets as cb')
    .innerJoin('bets as b', 'b.id', 'cb.bet_id')
    .innerJoin('crash_rounds as r', 'r.id', 'cb.round_id')
    .select(['cb.bet_id', 'r.status'])
    .where('b.status', '=', 'active')
    .where('r.status', 'in', ['crashed', 'interrupted'])
    .execute();
  for (const bet of riding) problems.push(`crash bet ${bet.bet_id} still riding in a ${bet.status} round`);

  const unrefunded = await db
    .selectFrom('crash_bets as cb')
    .innerJoin('bets as b', 'b.id', 'cb.bet_id')
    .innerJoin('crash_rounds as r', 'r.id', 'cb.round_id')
    .leftJoin('ledger_transfers as t', (join) =>
      join.on('t.idempotency_key', '=', sql<string>`'bet:' || cb.bet_id || ':refund'`),
    )
    .select('cb.bet_id')
    .where('r.status', '=', 'interrupted')
    .where('cb.cashout', 'is', null)
    .where((eb) => eb.or([eb('b.payout', '<>', eb.ref('b.wager')), eb('t.id', 'is', null)]))
    .execute();
  for (const bet of unrefunded)
    problems.push(`crash bet ${bet.bet_id} of an interrupted round was not refunded`);
  return problems;
}
