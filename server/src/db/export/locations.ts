import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../database';

/** A database named on the command line: a PostgreSQL URL, or else a PGlite data directory. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/**
 * Opens a database named on the command line. A PGlite directory must already hold a database: opening
 * an empty one would create a fresh database there, and export or compare nothing.
 */
export async function openLocation(location: string): Promise<DatabaseHandle> {
  if (isPostgresUrl(location)) return openDatabase({ url: location, dataDir: '', poolSize: 2 });
  if (!existsSync(join(location, 'PG_VERSION')))
    throw new Error(`${location} holds no embedded (PGlite) database: no PG_VERSION file there.`);
  return openDatabase({ dataDir: location });
}

/** A URL as it may be printed: without its password. */
export function withoutPassword(location: string): string {
  return isPostgresUrl(location) ? location.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@') : location;
}
