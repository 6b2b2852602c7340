import type { LocationCheck } from '@casino/contract';
import type { Database } from '../../db/database';
import { playerRowCount } from '../../db/row-counts';
import { checkView } from './service';

/** A player's location checks for staff (issue 14 user detail), newest first, each with its id. */
export async function locationChecksOf(
  db: Database,
  userId: bigint,
  page: { limit: number; offset: number },
): Promise<(LocationCheck & { id: string })[]> {
  const rows = await db
    .selectFrom('location_checks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ id: String(row.id), ...checkView(row) }));
}

/** How many location checks a player made. */
export function locationCheckCount(db: Database, userId: bigint): Promise<number> {
  return playerRowCount(db, 'location_checks', userId);
}
