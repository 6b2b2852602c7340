import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Trx } from './transaction';

/**
 * The database's functions live in `functions/<name>.sql`, one `CREATE OR REPLACE FUNCTION` per file holding
 * its current definition, read at start-up from `functions/` beside the running module (the source tree, or
 * server/dist/functions/ where the server build copies them for the bundle). The
 * migrator applies them after the numbered migrations on every start, so a rule change is an edit of one
 * file, not a copy of the whole function in a new migration. A change of a function's arguments or result
 * type still needs a migration that drops the old one first (CREATE OR REPLACE would add an overload).
 */
export const FUNCTIONS_DIR = new URL('./functions/', import.meta.url);

export interface LivingFunction {
  /** The function's name, which is also its file's. */
  name: string;
  definition: string;
}

/** Every living function, in file-name order. */
export function livingFunctions(): LivingFunction[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      definition: readFileSync(new URL(file, FUNCTIONS_DIR), 'utf8'),
    }));
}

/** What a function runs: the text between its `$$` quotes, as PostgreSQL keeps it and pg_dump writes it. */
export function functionBody(definition: string): string | null {
  return /\$\$([\s\S]*?)\$\$/.exec(definition)?.[1] ?? null;
}

/**
 * Creates or replaces every living function in the migrator's transaction. Bodies are not checked against
 * each other while they are created (as pg_dump restores them), so no file depends on another's order.
 */
export async function applyFunctions(trx: Trx): Promise<void> {
  await sql`SET LOCAL check_function_bodies = off`.execute(trx);
  for (const fn of livingFunctions()) await sql.raw(fn.definition).execute(trx);
}
