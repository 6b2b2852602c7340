import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

/** Reads the configuration, opens and migrates the database, then serves API, realtime and web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  let served: FastifyInstance | null = null;
  const database = await openDatabase({
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) =>
      served?.log.warn({ err: error }, 'database connection lost; the next query opens a new one'),
  });
  await migrate(database.db);
  const { app } = await buildApp({ config, database });
  served = app;
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Casino is up at ${config.appUrl} on ${database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
