import type { Database } from '../database';
import { type MigrationStatus, migrate, migrationStatus, NEWEST_MIGRATION } from '../migrate';
import { tablesOf } from './catalog';
import { type Comparison, compareDatabases } from './compare';
import { type CopyProgress, copyTables } from './copy';

/** Why an export did not start: nothing was written anywhere. */
export class ExportRefused extends Error {}

export interface ExportOptions {
  /** Empty a target that already has tables (every row in it is lost) instead of refusing it. */
  replace?: boolean;
  progress?: CopyProgress;
}

/**
 * Moves everything in `source` (the embedded PGlite) into `target` (a PostgreSQL database): the target is
 * migrated with this code's migrations to the version the source is at, every table copied (copy.ts),
 * then both sides are compared row for row and the ledger's invariants checked on each (compare.ts).
 * The source is only read. Answers the comparison; its problems are empty when every row and coin arrived.
 */
export async function exportDatabase(
  source: Database,
  target: Database,
  options: ExportOptions = {},
): Promise<Comparison> {
  const sourceStatus = await migrationStatus(source);
  if (sourceStatus.applied.length === 0)
    throw new ExportRefused('The source holds no casino database: it has no migrations recorded.');
  const refusal = versionRefusal(sourceStatus);
  if (refusal) throw new ExportRefused(refusal);
  const targetTables = await tablesOf(target);
  if (targetTables.length > 0) {
    if (!options.replace)
      throw new ExportRefused(
        `The target is not empty: it has ${targetTables.length} tables (${targetTables.slice(0, 3).join(', ')}, …). ` +
          'db:export fills an empty database; give --replace to empty this one first (every row in it is lost).',
      );
    const newer = (await migrationStatus(target)).unknown;
    if (newer.length)
      throw new ExportRefused(`The target was migrated by a newer version (migration ${newer.at(-1)?.id}).`);
  }
  await migrate(target);
  await copyTables(source, target, options.progress);
  return compareDatabases(source, target);
}

/** Why a source at `status` cannot be exported by this code, or null when it is at this code's version. */
function versionRefusal(status: MigrationStatus): string | null {
  const at = status.applied.at(-1)?.id;
  if (status.unknown.length)
    return (
      `The source database was migrated by a newer version of the casino (migration ${status.unknown.at(-1)?.id}, ` +
      `this code knows up to ${NEWEST_MIGRATION}): export it with that version.`
    );
  if (status.pending.length)
    return (
      `The source database is at migration ${at} and this code at ${NEWEST_MIGRATION}: ` +
      `migrations ${status.pending.map((m) => m.id).join(', ')} are pending. Migrate it first with this ` +
      'version (`npm run db:migrate` with the same DATA_DIR), then export.'
    );
  return null;
}
