import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/database';
import {
  enqueueDisconnect,
  enqueueEvent,
  enqueueListItem,
  packetsOf,
  startEventOutboxRelay,
} from './event-outbox';
import type { RealtimeHub } from './hub';

interface Heard {
  channel: string;
  event: string;
  payload: unknown;
}

/** A hub that keeps what it was asked to publish. */
function listeningHub(heard: Heard[]): RealtimeHub {
  return {
    publish: (channel, event, payload) => heard.push({ channel, event, payload }),
    disconnectSessions: () => undefined,
    disconnectUser: () => undefined,
    listeners: async () => 0,
    connectedSockets: () => 0,
    disconnect: (channel) => heard.push({ channel, event: 'dropped', payload: null }),
    shutdown: async () => undefined,
    close: async () => undefined,
  };
}

const quiet = { warn: () => undefined };
/** Long enough that only a NOTIFY or an explicit drain can explain a publish within a test. */
const NEVER_POLL = { pollMs: 3_600_000 };

async function until(done: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('event outbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('never publishes a message whose transaction rolled back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEvent(trx, 'App.User.1', 'balance', { coin: 'GC', balance: '1.00' });
        throw new Error('the play failed');
      }),
    ).rejects.toThrow('the play failed');
    const heard: Heard[] = [];
    const relay = await startEventOutboxRelay(database, listeningHub(heard), quiet, NEVER_POLL);
    await relay.drain();
    await relay.stop();
    expect(heard).toEqual([]);
  });

  it('publishes a committed message once, even when its process died before publishing it', async () => {
    // The process that committed never published: a relay started afterwards (a new process) does.
    await database.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'App.User.2', 'balance', { coin: 'SC', balance: '2.50' });
    });
    const heard: Heard[] = [];
    const relay = await startEventOutboxRelay(database, listeningHub(heard), quiet, NEVER_POLL);
    await relay.drain();
    await relay.drain();
    await relay.stop();
    expect(heard).toEqual([
      { channel: 'App.User.2', event: 'balance', payload: { coin: 'SC', balance: '2.50' } },
    ]);
  });

  it('publishes each message once, in order, when two relays run at once', async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 450; i++) await enqueueEvent(trx, 'game-history', 'BetResultsBulk', { i });
    });
    const heard: Heard[] = [];
    const hub = listeningHub(heard);
    const relays = await Promise.all([
      startEventOutboxRelay(database, hub, quiet, NEVER_POLL),
      startEventOutboxRelay(database, hub, quiet, NEVER_POLL),
    ]);
    await Promise.all(relays.flatMap((relay) => [relay.drain(), relay.drain()]));
    // A relay that found the turn taken leaves the rest to the other; one more drain finishes for sure.
    await relays[0]?.drain();
    await Promise.all(relays.map((relay) => relay.stop()));
    expect(heard.map((message) => (message.payload as { i: number }).i)).toEqual(
      Array.from({ length: 450 }, (_, i) => i),
    );
  });

  it('publishes soon after the commit, woken by its NOTIFY (no poll), and a stopped relay hears nothing', async () => {
    // The stopped relay's LISTEN connection must not come back from the pool still carrying its wake-up.
    const heardWhenStopped: Heard[] = [];
    await (await startEventOutboxRelay(database, listeningHub(heardWhenStopped), quiet, NEVER_POLL)).stop();
    const heard: Heard[] = [];
    const relay = await startEventOutboxRelay(database, listeningHub(heard), quiet, NEVER_POLL);
    await database.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'announcements', 'Announcement', { text: 'Welcome' });
    });
    await until(() => heard.length === 1);
    await relay.stop();
    expect(heard).toEqual([
      { channel: 'announcements', event: 'Announcement', payload: { text: 'Welcome' } },
    ]);
    expect(heardWhenStopped).toEqual([]);
  });

  it("drops a channel's sockets after the messages enqueued before it", async () => {
    const heard: Heard[] = [];
    const relay = await startEventOutboxRelay(database, listeningHub(heard), quiet, NEVER_POLL);
    await database.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'App.User.3', 'force-logout', { reason: 'banned' });
      await enqueueDisconnect(trx, 'App.User.3');
    });
    await until(() => heard.length === 2);
    await relay.stop();
    expect(heard).toEqual([
      { channel: 'App.User.3', event: 'force-logout', payload: { reason: 'banned' } },
      { channel: 'App.User.3', event: 'dropped', payload: null },
    ]);
  });

  it("gathers what commits soon after a round, across two relays, and sends a list event's items as one packet", async () => {
    const heard: Heard[] = [];
    // Long enough that five commits land within it on a loaded CI machine.
    const timings = { ...NEVER_POLL, gatherMs: 1_500 };
    // Two instances' relays: whichever takes the next turn, it waits for the gathering too.
    const relays = [
      await startEventOutboxRelay(database, listeningHub(heard), quiet, timings),
      await startEventOutboxRelay(database, listeningHub(heard), quiet, timings),
    ];
    const say = (i: number) =>
      database.db.transaction().execute((trx) => enqueueListItem(trx, 'chat.gather', 'ChatMessages', { i }));
    await say(0);
    // The first goes at once: the relay had not published for longer than its gathering time.
    await until(() => heard.length === 1);
    await Promise.all([1, 2, 3, 4, 5].map(say));
    await until(() => heard.length === 2);
    await Promise.all(relays.map((relay) => relay.stop()));
    expect(heard).toHaveLength(2);
    expect(heard[0]).toEqual({ channel: 'chat.gather', event: 'ChatMessages', payload: [{ i: 0 }] });
    expect(heard[1]).toMatchObject({ channel: 'chat.gather', event: 'ChatMessages' });
    // In the outbox's order; the five transactions ran at once, so which came first is theirs to say.
    expect(((heard[1]?.payload ?? []) as { i: number }[]).map(({ i }) => i).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('purges what was published long enough ago, on its own schedule, and keeps the rest', async () => {
    const outbox = () =>
      database.db
        .selectFrom('event_outbox')
        .select(['event', 'published_at'])
        .where('channel', '=', 'purged')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => [row.event, row.published_at === null ? 'waiting' : 'published']));
    const publishedLongAgo = (event: string) =>
      database.db
        .updateTable('event_outbox')
        .set({ published_at: sql<Date>`now() - interval '25 hours'` })
        .where('channel', '=', 'purged')
        .where('event', '=', event)
        .execute();
    const enqueue = (event: string) =>
      database.db.transaction().execute((trx) => enqueueEvent(trx, 'purged', event, {}));

    await enqueue('old');
    await enqueue('recent');
    const relay = await startEventOutboxRelay(database, listeningHub([]), quiet, NEVER_POLL);
    await relay.drain();
    await relay.stop();
    await publishedLongAgo('old');
    await enqueue('waiting');
    expect(await relay.purge()).toBe(1);
    expect(await outbox()).toEqual([
      ['recent', 'published'],
      ['waiting', 'waiting'],
    ]);

    await publishedLongAgo('recent');
    const purging = await startEventOutboxRelay(database, listeningHub([]), quiet, {
      ...NEVER_POLL,
      purgeEveryMs: 20,
    });
    const deadline = Date.now() + 5_000;
    while ((await outbox()).length > 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await purging.stop();
    expect(await outbox()).toEqual([['waiting', 'published']]);
  });
});

describe('a relay round as packets', () => {
  const item = (channel: string, i: number) => ({ channel, event: 'ChatMessages', payload: i, list: true });
  const event = (channel: string, name: string) => ({ channel, event: name, payload: name, list: false });

  it("joins a channel's list items across other channels' events, in commit order", () => {
    expect(
      packetsOf([item('chat.a', 1), event('App.User.1', 'balance'), item('chat.b', 2), item('chat.a', 3)]),
    ).toEqual([
      { channel: 'chat.a', event: 'ChatMessages', payload: [1, 3] },
      { channel: 'App.User.1', event: 'balance', payload: 'balance' },
      { channel: 'chat.b', event: 'ChatMessages', payload: [2] },
    ]);
  });

  it("never moves an item past another event of its channel, nor joins another list's items", () => {
    expect(
      packetsOf([
        item('chat.a', 1),
        event('chat.a', 'ChatMessageDeleted'),
        item('chat.a', 2),
        { ...item('chat.a', 3), event: 'Other' },
        item('chat.a', 4),
      ]),
    ).toEqual([
      { channel: 'chat.a', event: 'ChatMessages', payload: [1] },
      { channel: 'chat.a', event: 'ChatMessageDeleted', payload: 'ChatMessageDeleted' },
      { channel: 'chat.a', event: 'ChatMessages', payload: [2] },
      { channel: 'chat.a', event: 'Other', payload: [3] },
      { channel: 'chat.a', event: 'ChatMessages', payload: [4] },
    ]);
  });
});
