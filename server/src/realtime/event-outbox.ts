import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database';
import type { Trx } from '../db/transaction';
import { wakeOnNotify } from '../db/wake-on-notify';
import { oneRoundAtATime } from '../one-round-at-a-time';
import type { RealtimeHub } from './hub';

/** The NOTIFY channel that wakes the relays when a transaction that enqueued a message commits. */
const WAKE_CHANNEL = 'event_outbox';
/** Held by the relay publishing at the moment, so messages go out once and in order across instances. */
const RELAY_LOCK = 72_013;
const BATCH_SIZE = 200;
/**
 * A relay that published keeps the turn this long after, so what commits meanwhile goes out together in
 * the next round, whichever instance runs it: a busy chat room's messages reach its readers a round at a
 * time (`packetsOf`), one frame each instead of one per message. An idle outbox's first event goes at once. (A wait kept by each relay alone would not do: with two instances, the other
 * relay took the turn during it and published each message alone.)
 */
const GATHER_MS = 100;
/**
 * How often a relay looks anyway. The commit's NOTIFY wakes it at once on PostgreSQL and on PGlite; the
 * poll is the safety net for a wake-up missed while a lost LISTEN connection is replaced.
 */
const POLL_MS = 1_000;
/** Published messages are kept this long (for looking into what was sent), then purged. */
const KEEP_HOURS = 24;
const PURGE_EVERY_MS = 3_600_000;
/**
 * Not a message: Socket.IO reserves the name `disconnect`, so the outbox uses it for "drop every socket in
 * this channel", in order with the messages before it.
 */
const DISCONNECT = 'disconnect';

interface OutboxMessage {
  channel: string;
  event: string;
  payload: unknown;
  /** An item of a list event (`enqueueListItem`). */
  list: boolean;
}

/** What the relay hands the hub: one event, or the items of a list event joined. */
export interface Packet {
  channel: string;
  event: string;
  payload: unknown;
}

/**
 * A round's messages as packets. The items of one list event on one channel are joined into the packet of
 * the first, unless another event of that channel came between them: a channel's readers hear its events
 * in commit order. Packets go in the order of their first message.
 */
export function packetsOf(messages: readonly OutboxMessage[]): Packet[] {
  const packets: Packet[] = [];
  /** Per channel, its open list packet (the channel's last packet, when that is a list). */
  const openList = new Map<string, { event: string; items: unknown[] }>();
  for (const { channel, event, payload, list } of messages) {
    const open = openList.get(channel);
    if (list && open?.event === event) {
      open.items.push(payload);
      continue;
    }
    if (list) {
      const items = [payload];
      openList.set(channel, { event, items });
      packets.push({ channel, event, payload: items });
    } else {
      openList.delete(channel);
      packets.push({ channel, event, payload });
    }
  }
  return packets;
}

/**
 * Writes a message to publish once the caller's transaction commits; if it rolls back, the message is gone
 * with it. The NOTIFY is delivered only on commit too, and wakes the relays at once.
 */
export function enqueueEvent(trx: Trx, channel: string, event: string, payload: unknown): Promise<void> {
  return enqueue(trx, { channel, event, payload, list: false });
}

/**
 * Adds one item to a list event, for what comes often to many readers (a chat room's messages): the relay
 * sends the items of one channel and event that a round holds as one packet, an array in commit order.
 * Otherwise as `enqueueEvent`.
 */
export function enqueueListItem(trx: Trx, channel: string, event: string, item: unknown): Promise<void> {
  return enqueue(trx, { channel, event, payload: item, list: true });
}

/**
 * The row and the NOTIFY that wakes the relays on commit, in one statement: every event of a chat
 * message, a play or a purchase costs its transaction one round trip, not two. The schema says whose
 * outbox it is: relays of other schemas on the same database stay asleep.
 */
async function enqueue(trx: Trx, message: OutboxMessage): Promise<void> {
  await trx
    .with('queued', (db) =>
      db
        .insertInto('event_outbox')
        .values({ ...message, payload: sql`${JSON.stringify(message.payload)}::jsonb` })
        .returning('id'),
    )
    .selectFrom('queued')
    .select(sql`pg_notify(${WAKE_CHANNEL}, current_schema())`.as('woken'))
    .execute();
}

/**
 * Drops the sockets of a channel once the caller's transaction commits, after the messages enqueued before
 * (a ban's `force-logout` reaches the player before their sockets close).
 */
export function enqueueDisconnect(trx: Trx, channel: string): Promise<void> {
  return enqueueEvent(trx, channel, DISCONNECT, {});
}

/**
 * Publishes one batch of committed messages and marks them, in one transaction; null when another relay has
 * the turn (it publishes them). A relay that dies after publishing and before its commit leaves the batch
 * unmarked, so it is published again: at least once, never lost.
 */
async function publishBatch(db: Database, hub: RealtimeHub, gatherMs: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Keyed by the schema too: each schema has its own outbox, and a relay of another must not take its turn.
    const turn = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock(${RELAY_LOCK}, hashtext(current_schema())) AS ok`.execute(trx);
    if (!turn.rows[0]?.ok) return null;
    const messages = await trx
      .selectFrom('event_outbox')
      .select(['id', 'channel', 'event', 'payload', 'list'])
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
    for (const packet of packetsOf(messages)) {
      if (packet.event === DISCONNECT) hub.disconnect(packet.channel);
      else hub.publish(packet.channel, packet.event, packet.payload);
    }
    // A full batch means the relay is behind: the next round follows at once. The time is counted from
    // the end of the publishing, as a room's fan-out is what a round costs most.
    if (messages.length < BATCH_SIZE) await new Promise((resolve) => setTimeout(resolve, gatherMs));
    return messages.length;
  });
}

/** Deletes the messages published more than `keepHours` ago; answers how many. */
async function purgePublished(db: Database, keepHours: number): Promise<number> {
  const purged = await db
    .deleteFrom('event_outbox')
    .where('published_at', '<', sql<Date>`now() - make_interval(hours => ${keepHours})`)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}

export interface EventOutboxRelay {
  /** Publishes every committed message still waiting, unless another relay has the turn. */
  drain(): Promise<void>;
  /** Deletes what was published more than `keepHours` ago (the relay does it every `purgeEveryMs`). */
  purge(): Promise<number>;
  stop(): Promise<void>;
}

/** The relay's timings; the defaults suit production, tests shorten them. */
export interface RelayTimings {
  pollMs?: number;
  purgeEveryMs?: number;
  keepHours?: number;
  gatherMs?: number;
}

/** Every instance runs a relay; the advisory lock lets one publish at a time. */
export async function startEventOutboxRelay(
  database: DatabaseHandle,
  hub: RealtimeHub,
  log: Pick<FastifyBaseLogger, 'warn'>,
  {
    pollMs = POLL_MS,
    purgeEveryMs = PURGE_EVERY_MS,
    keepHours = KEEP_HOURS,
    gatherMs = GATHER_MS,
  }: RelayTimings = {},
): Promise<EventOutboxRelay> {
  const drain = async () => {
    for (;;) {
      const published = await publishBatch(database.db, hub, gatherMs);
      if (published === null || published < BATCH_SIZE) return;
    }
  };
  // One drain at a time in this process; a wake-up during one runs it again after, for what came meanwhile.
  let stopped = false;
  const drains = oneRoundAtATime(
    () => drain().catch((error) => log.warn({ err: error }, 'event outbox: publishing failed, will retry')),
    () => stopped,
  );
  const wake = drains.wake;
  const purge = () => purgePublished(database.db, keepHours);
  const timer = setInterval(wake, pollMs);
  timer.unref();
  const purgeTimer = setInterval(
    () => purge().catch((error) => log.warn({ err: error }, 'event outbox: purging failed')),
    purgeEveryMs,
  );
  purgeTimer.unref();
  const unlisten = await wakeOnNotify(database, WAKE_CHANNEL, wake, log, 'event outbox');
  wake();
  return {
    drain,
    purge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(purgeTimer);
      await unlisten?.();
      await drains.current();
    },
  };
}
