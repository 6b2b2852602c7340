import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema';

/**
 * Calls `onNotify` with the payload of each NOTIFY on `channel` (delivered once the notifying transaction
 * commits), until the returned stop is called.
 */
export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;

/** How long a lost LISTEN connection waits before it connects again (a database restart). */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own, taken from the pool for good and closed, never returned, when the
 * listening stops: a pooled connection handed out again would carry this listener's handlers, and a stopped
 * relay would take another's wake-ups. When the connection dies (a database restart) the wake-ups would
 * stop for ever while everything else reconnects: it listens again on a new one, and calls `onNotify('')`
 * once it does, for what was notified meanwhile.
 */
export function listenOnPool(pool: pg.Pool): Listen {
  return async (channel, onNotify) => {
    let stopped = false;
    let client: pg.PoolClient | undefined;
    let retry: NodeJS.Timeout | undefined;
    const heard = (message: pg.Notification) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    };
    const close = (listening: pg.PoolClient, error?: Error) => {
      listening.removeListener('notification', heard);
      listening.release(error ?? true);
    };
    const connect = async (): Promise<void> => {
      const fresh = await pool.connect();
      fresh.on('error', (error) => lost(fresh, error));
      fresh.on('notification', heard);
      try {
        await fresh.query(`LISTEN ${fresh.escapeIdentifier(channel)}`);
      } catch (error) {
        close(fresh, error as Error);
        throw error;
      }
      client = fresh;
    };
    const reconnect = () => {
      retry = setTimeout(() => {
        connect().then(
          () => (stopped ? stop() : onNotify('')),
          () => !stopped && reconnect(),
        );
      }, RELISTEN_MS);
      retry.unref();
    };
    const lost = (broken: pg.PoolClient, error: Error) => {
      if (client !== broken) return;
      client = undefined;
      close(broken, error);
      if (!stopped) reconnect();
    };
    const stop = async () => {
      stopped = true;
      clearTimeout(retry);
      if (client) close(client);
      client = undefined;
    };
    await connect();
    return stop;
  };
}

/**
 * LISTEN on PGlite: its one in-process connection hears its own commits' NOTIFYs. LISTEN and UNLISTEN wait
 * their turn on the connection like any statement, so neither lands inside another caller's transaction.
 */
export function listenOnPGlite(db: Kysely<DB>, pglite: PGlite): Listen {
  return async (channel, onNotify) => {
    const unlisten = await db.connection().execute(() => pglite.listen(channel, onNotify));
    return () => db.connection().execute(() => unlisten());
  };
}
