import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { shutdownStep } from './http/drain';

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

  /**
   * A deploy, not a crash: `app.close()` takes the steps in order (http/drain.ts, app.ts): refuse new
   * requests, stop the crash runner at its next step and give up its leadership, answer the requests in
   * flight, send the sockets elsewhere, stop the background workers; then the database closes. Past
   * SHUTDOWN_TIMEOUT_MS the process exits at once with code 1. A second signal changes nothing: Ctrl-C
   * under npm reaches the server twice (from the terminal and from npm).
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    const began = performance.now();
    app.log.info({ signal, boundMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown: draining');
    setTimeout(() => {
      app.log.error(`shutdown: not done within ${config.SHUTDOWN_TIMEOUT_MS} ms; exiting now`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    try {
      await app.close();
      await shutdownStep(app.log, 'database closed', () => database.close());
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: a step failed');
      process.exit(1);
    }
    app.log.info({ ms: Math.round(performance.now() - began) }, 'shutdown: done');
    process.exit(0);
  };
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    void shutdown(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Casino is up at ${config.appUrl} on ${database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
