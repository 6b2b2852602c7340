import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database';
import type { Trx } from '../db/transaction';
import type { RealtimeHub } from './hub';

/** The NOTIFY channel that wakes the relays when a transaction that enqueued a message commits. */
const WAKE_CHANNEL = 'event_outbox';
/** Held by the relay publishing at the moment, so messages go out once and in order across instances. */
const RELAY_LOCK = 72_013;
const BATCH_SIZE = 200;
/** How often a relay looks anyway: PGlite has no NOTIFY from other processes, and a wake-up can be missed. */
const POLL_MS = 1_000;

/**
 * Writes a message to publish once the caller's transaction commits; if it rolls back, the message is gone
 * with it. The NOTIFY is delivered only on commit too, and wakes the relays at once.
 */
export async function enqueueEvent(
  trx: Trx,
  channel: string,
  event: string,
  payload: unknown,
): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({ channel, event, payload: sql`${JSON.stringify(payload)}::jsonb` })
    .execute();
  await sql`SELECT pg_notify(${WAKE_CHANNEL}, '')`.execute(trx);
}

/**
 * Publishes one batch of committed messages and marks them, in one transaction; null when another relay has
 * the turn (it publishes them). A relay that dies after publishing and before its commit leaves the batch
 * unmarked, so it is published again: at least once, never lost.
 */
async function publishBatch(db: Database, hub: RealtimeHub): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Keyed by the schema too: each schema has its own outbox, and a relay of another must not take its turn.
    const turn = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock(${RELAY_LOCK}, hashtext(current_schema())) AS ok`.execute(trx);
    if (!turn.rows[0]?.ok) return null;
    const messages = await trx
      .selectFrom('event_outbox')
      .select(['id', 'channel', 'event', 'payload'])
      .where('published_at', 'is', null)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (messages.length === 0) return 0;
    await trx
      .updateTable('event_outbox')
      .set({ published_at: sql`now()` })
      .where(
        'id',
        'in',
        messages.map((m) => m.id),
      )
      .execute();
    for (const message of messages) hub.publish(message.channel, message.event, message.payload);
    return messages.length;
  });
}

export interface EventOutboxRelay {
  /** Publishes every committed message still waiting, unless another relay has the turn. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Every instance runs a relay; the advisory lock lets one publish at a time. */
export async function startEventOutboxRelay(
  database: DatabaseHandle,
  hub: RealtimeHub,
  log: Pick<FastifyBaseLogger, 'warn'>,
  pollMs = POLL_MS,
): Promise<EventOutboxRelay> {
  const drain = async () => {
    for (;;) {
      const published = await publishBatch(database.db, hub);
      if (published === null || published < BATCH_SIZE) return;
    }
  };
  // One drain at a time in this process; a wake-up during one runs it again after, for what came meanwhile.
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error) =>
          log.warn({ err: error }, 'event outbox: publishing failed, will retry'),
        );
      } while (again && !stopped);
      running = null;
    })();
  };
  const timer = setInterval(wake, pollMs);
  timer.unref();
  const unlisten = await database.listen?.(WAKE_CHANNEL, wake).catch((error) => {
    log.warn({ err: error }, 'event outbox: no NOTIFY connection, polling only');
    return undefined;
  });
  wake();
  return {
    drain,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}
