import { openConfiguredDatabase } from './configured-database';
import { migrate, migrationStatus, pendingStatements } from './migrate';

/**
 * `npm run db:migrate`: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR) as a
 * release step of its own, before the new version starts (which would migrate too, finding nothing left).
 * `--status` lists applied and pending migrations; `--dry-run` prints the SQL a run would execute. Neither
 * changes anything.
 */
const USAGE = 'usage: npm run db:migrate [-- --status | --dry-run]';

const args = process.argv.slice(2);
const mode = args[0] ?? '--apply';
if (args.length > 1 || !['--apply', '--status', '--dry-run'].includes(mode)) {
  console.error(USAGE);
  process.exit(2);
}

const { database, where } = await openConfiguredDatabase();
try {
  if (mode === '--status') {
    const status = await migrationStatus(database.db);
    console.log(`Migrations of ${where}:`);
    for (const m of status.applied)
      console.log(`  applied  ${m.id} ${m.name} (${m.appliedAt.toISOString()})`);
    for (const m of status.pending) console.log(`  pending  ${m.id} ${m.name}`);
    for (const m of status.unknown) console.log(`  unknown  ${m.id} ${m.name} (recorded by a newer version)`);
    console.log(`${status.applied.length} applied, ${status.pending.length} pending`);
  } else if (mode === '--dry-run') {
    console.log(`-- What db:migrate would run on ${where} (nothing has been changed):`);
    for (const line of await pendingStatements(database.db)) console.log(line);
  } else {
    const ran = await migrate(database.db);
    console.log(
      ran.length ? `Applied migrations ${ran.join(', ')} on ${where}` : `Nothing to migrate on ${where}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
