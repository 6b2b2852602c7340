import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';

export interface ReconcileOptions {
  /**
   * How far behind now the recount stops (to a whole minute): longer than any play's transaction takes
   * from stamping `settled_at` to committing, so no round lands behind the line after it was drawn.
   */
  lagMs: number;
  /** Recount everything from the first bet (a first start, or a repair) instead of from `through`. */
  rebuild?: boolean;
  /** Wait for another instance's reconcile instead of leaving the work to it. */
  wait?: boolean;
}

/**
 * A flushed tally's tables: `totals`, exact sums over the settled bets before `reconciled.through`;
 * `recent`, what the instances heard since, keyed by a `minute` column; `reconciled`, the one row holding
 * `through`. Their sum is the figure, and the two never overlap because the `through` row orders every
 * flush against every reconcile: a flush holds it FOR SHARE and writes only minutes at or after it.
 */
export interface TallyTables {
  totals: string;
  recent: string;
  reconciled: string;
}

/**
 * Recounts the minutes from `through` to the line `lagMs` behind now from `bets` into the totals (the
 * caller's `recount`, over the bets `settledIn` selects), drops those minutes' recent buckets and moves
 * `through` on, in one transaction holding the `through` row FOR UPDATE. One instance at a time: the
 * others skip (or, with `wait`, queue). Answers whether it ran.
 */
export async function reconcileMinutes(
  db: Database,
  tables: TallyTables,
  options: ReconcileOptions,
  recount: (trx: Trx, settledIn: RawBuilder<unknown>) => Promise<unknown>,
): Promise<boolean> {
  const [totals, recent, reconciled] = [
    sql.table(tables.totals),
    sql.table(tables.recent),
    sql.table(tables.reconciled),
  ];
  // now() is the transaction's start: the same line in every statement below.
  const line = sql`date_trunc('minute', now() - ${`${options.lagMs} milliseconds`}::interval)`;
  return db.transaction().execute(async (trx) => {
    const lock = options.wait ? sql`FOR UPDATE` : sql`FOR UPDATE SKIP LOCKED`;
    const { rows } = await sql<{ due: boolean }>`
      SELECT ${line} > through AS due FROM ${reconciled} ${lock}`.execute(trx);
    const locked = rows[0];
    if (!locked || !(locked.due || options.rebuild)) return false;
    if (options.rebuild) await sql`DELETE FROM ${totals}`.execute(trx);
    const from = options.rebuild ? sql`` : sql`AND settled_at >= (SELECT through FROM ${reconciled})`;
    await recount(trx, sql`status = 'settled' AND settled_at < ${line} ${from}`);
    await sql`DELETE FROM ${recent} WHERE minute < ${line}`.execute(trx);
    await sql`UPDATE ${reconciled} SET through = ${line}`.execute(trx);
    return true;
  });
}
