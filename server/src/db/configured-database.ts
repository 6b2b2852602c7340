import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './database';

/**
 * The database a command-line tool works on: the one the server would use (DATABASE_URL, else PGlite in
 * DATA_DIR), with the small pool a one-off command needs; and how to name it in what the tool prints.
 */
export async function openConfiguredDatabase(): Promise<{ database: DatabaseHandle; where: string }> {
  const config = loadConfig();
  const database = await openDatabase({
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  const where = database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL';
  return { database, where };
}
