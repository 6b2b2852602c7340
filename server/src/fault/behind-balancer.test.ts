import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import { NGINX_BINARY, NginxBalancer } from '../test/nginx-balancer';
import { HttpPlayer, LoadRecord } from './http-players';
import { ownSchema } from './own-schema';
import { ServerProcess, serverEnv, until } from './server-process';

// Two server processes on one PostgreSQL schema and one Redis, behind nginx running the shipped
// deploy/nginx/casino.conf; every check goes through the balancer's port. The balancer keeps a client
// address on one instance, so a test speaks to a chosen instance from an address it is sent to
// (127.0.0.x, see NginxBalancer.clientAddresses) and hears it on the other.

const redisUrl = process.env.TEST_REDIS_URL;
const missing = !usingRealPostgres
  ? 'real PostgreSQL (TEST_DATABASE_URL)'
  : !redisUrl
    ? 'Redis (TEST_REDIS_URL)'
    : !NGINX_BINARY
      ? 'nginx (apt-get install nginx, or NGINX_PATH)'
      : null;
// Said where the test is expected to run (the real-PostgreSQL tier); on PGlite every such test skips.
if (missing && usingRealPostgres)
  console.warn(`two instances behind nginx: skipped, this machine has no ${missing}`);
/** Sign-ups per client address per minute: the test's own 7 sign-ups come from 127.0.0.1, under it. */
const AUTH_LIMIT = 10;

type Heard = { event: string; payload: Record<string, unknown> }[];

describe.skipIf(missing)('two instances behind nginx', () => {
  const sockets: Socket[] = [];
  const servers: ServerProcess[] = [];
  let balancer: NginxBalancer | undefined;
  const { admin, serverUrl } = ownSchema('balancer', async () => {
    for (const socket of sockets) socket.close();
    await balancer?.stop();
    for (const server of servers) await server.stop('SIGKILL');
  });
  let one: ServerProcess;
  let two: ServerProcess;
  /** A client address the balancer sends to each instance, and two more of any. */
  const from = { one: '', two: '', someone: '', someoneElse: '' };
  const record = new LoadRecord();
  /** The fleet's own keys and channels on the shared Redis. */
  const redisKeyPrefix = `test-balancer-${randomBytes(4).toString('hex')}:`;

  const start = async (name: string) => {
    const server = await ServerProcess.start((port) => ({
      ...serverEnv(serverUrl(name), port),
      REDIS_URL: redisUrl as string,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    }));
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    one = await start('casino-one');
    // The first instance leads the crash rounds; the second waits as the standby.
    await until('the first instance to run a crash round', 30_000, () =>
      admin.db.selectFrom('crash_rounds').select('id').where('started_at', 'is not', null).executeTakeFirst(),
    );
    two = await start('casino-two');
    balancer = await NginxBalancer.start([one.port, two.port]);
    const addresses = await balancer.clientAddresses([one.port, two.port], 2);
    [from.one, from.someone] = addresses.get(one.port) as [string, string];
    [from.two, from.someoneElse] = addresses.get(two.port) as [string, string];
  }, 180_000);

  const through = () => balancer as NginxBalancer;
  /** A player signed up on the first instance directly (from 127.0.0.1), with client seeds set. */
  const player = () => HttpPlayer.register(() => one.baseUrl, record);

  /** A socket through the balancer from `address`, in `channels`; what it hears is recorded. */
  async function listen(
    address: string,
    channels: string[],
    options: { token?: string; polling?: boolean } = {},
  ) {
    const socket = io(through().baseUrl, {
      ...NginxBalancer.socketOptionsFrom(address),
      transports: options.polling ? ['polling'] : ['websocket'],
      auth: options.token ? { token: options.token } : {},
      reconnectionDelay: 100,
    });
    sockets.push(socket);
    const heard: Heard = [];
    socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }));
    // Rooms do not survive a reconnect: joined again on each connect, as the web app does.
    const joined = () =>
      Promise.all(channels.map((c) => new Promise<void>((resolve) => socket.emit('subscribe', c, resolve))));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => void joined().then(() => resolve()));
      socket.once('connect_error', reject);
    });
    return { socket, heard };
  }

  /** A dice play through the balancer to the first instance; the bet's id. */
  async function diceOnTheFirst(bettor: HttpPlayer): Promise<string> {
    const play = { wager: '1.00', over: true, multiplier: 2 };
    const reply = await through().call(from.one, 'POST', '/api/dicing', play, bettor.token);
    expect([reply.status, reply.upstream]).toEqual([200, one.port]);
    return (reply.body?.bet as { id: string } | undefined)?.id as string;
  }

  /** The first `event` matching `match` heard (after the first `since` events), waited for. */
  const hears = (
    heard: Heard,
    event: string,
    match: (payload: Record<string, unknown>) => boolean = () => true,
    since = 0,
  ) =>
    until(`${event} to be heard`, 15_000, async () =>
      heard.slice(since).find((h) => h.event === event && match(h.payload)),
    );

  it('a play through one instance reaches the live feed on the other', async () => {
    const bettor = await player();
    const reader = await listen(from.two, ['game-history']);
    const betId = await diceOnTheFirst(bettor);
    await hears(reader.heard, 'BetResultsBulk', (p) =>
      (p.history as { id: string }[]).some((row) => row.id === betId),
    );
  });

  /**
   * A round both sockets heard `event` of, waited for. Any round, not the first one heard: a socket that
   * reconnected on a loaded machine misses the events of its gap, and the next round must still reach both.
   */
  const heardOnBoth = (
    one: Heard,
    two: Heard,
    event: string,
    roundOf: (payload: Record<string, unknown>) => string,
  ) =>
    until(`a round's ${event} heard on both instances`, 15_000, async () => {
      const rounds = new Set(two.filter((h) => h.event === event).map((h) => roundOf(h.payload)));
      return one.find((h) => h.event === event && rounds.has(roundOf(h.payload)));
    });

  it('sockets on both instances hear the leader’s crash rounds', async () => {
    const [onOne, onTwo] = await Promise.all([listen(from.one, ['crash']), listen(from.two, ['crash'])]);
    await heardOnBoth(onOne.heard, onTwo.heard, 'CrashTick', (p) => p.round_id as string);
    await heardOnBoth(onOne.heard, onTwo.heard, 'CrashEnded', (p) => (p.round as { id: string }).id);
  });

  it('a chat message posted through one instance reaches readers on both; the 3 s limit holds across them', async () => {
    const chatter = await player();
    // Past the requirement to chat: a verified email and a member already (docs/chat.md).
    const me = await through().call(from.one, 'GET', '/api/user', undefined, chatter.token);
    const userId = BigInt(String(me.body?.id));
    await admin.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await admin.db.insertInto('chat_members').values({ user_id: userId }).execute();
    const readers = await Promise.all([listen(from.one, ['chat.lobby']), listen(from.two, ['chat.lobby'])]);

    const say = (address: string, body: string) =>
      through().call(address, 'POST', '/api/chat_messages', { roomId: 'lobby', body }, chatter.token);

    const posted = await say(from.one, 'hello from one');
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.upstream).toBe(one.port);
    for (const reader of readers)
      await hears(reader.heard, 'ChatMessages', (p) =>
        (p as unknown as { id: string }[]).some((message) => message.id === posted.body?.id),
      );

    const again = await say(from.two, 'and from two');
    expect(again.upstream).toBe(two.port);
    expect(again.status).toBe(429);
  });

  it('a duel made on one instance is joined and finished on the other; the host hears its balance', async () => {
    const [host, guest] = [await player(), await player()];
    const [onOne, onTwo] = await Promise.all([listen(from.one, ['duels']), listen(from.two, ['duels'])]);
    const hostTab = await listen(from.one, [], { token: host.token });

    const created = await through().call(from.one, 'POST', '/api/duels', { wager: '1.00' }, host.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body?.id;
    const isThisDuel = (p: Record<string, unknown>) => (p.duel as { id: string }).id === id;
    await hears(onTwo.heard, 'DuelCreated', isThisDuel);

    const joined = await through().call(from.two, 'POST', `/api/duels/${id}/join`, {}, guest.token);
    expect([joined.status, joined.upstream]).toEqual([200, two.port]);
    await hears(onOne.heard, 'DuelUpdated', isThisDuel);
    const beforeFinish = hostTab.heard.length;
    const finished = await through().call(
      from.two,
      'POST',
      `/api/duels/${id}/finish`,
      undefined,
      guest.token,
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    for (const watcher of [onOne, onTwo]) await hears(watcher.heard, 'DuelFinished', isThisDuel);
    await hears(hostTab.heard, 'balance', () => true, beforeFinish);
  });

  it('a player’s private events reach their socket on the other instance, and no one else’s', async () => {
    const [me, other] = [await player(), await player()];
    const mine = await listen(from.two, [], { token: me.token });
    const theirs = await listen(from.two, [], { token: other.token });
    const switched = await through().call(
      from.one,
      'POST',
      '/api/user/balance',
      { game_mode: 'SC' },
      me.token,
    );
    expect([switched.status, switched.upstream]).toEqual([200, one.port]);
    await hears(mine.heard, 'balance', (p) => p.game_mode === 'SC');
    expect(theirs.heard.filter((h) => h.event === 'balance')).toEqual([]);
  });

  it('sign-up limits count each player’s own address, not the balancer’s, and a forged header changes nothing', async () => {
    // An empty form is refused (422) after the limit counts it: nothing is written.
    const signUp = (address: string, headers: Record<string, string> = {}) =>
      through()
        .call(address, 'POST', '/api/auth/register', {}, undefined, headers)
        .then((r) => r.status);
    for (let i = 0; i < AUTH_LIMIT; i++) expect(await signUp(from.someone)).toBe(422);
    expect(await signUp(from.someone)).toBe(429);
    expect(await signUp(from.someone, { 'x-forwarded-for': '198.51.100.77' })).toBe(429);
    expect(await signUp(from.someoneElse)).toBe(422);
  });

  it('a long-polling socket connects through nginx and hears what the other instance publishes', async () => {
    const bettor = await player();
    const polling = await listen(from.two, ['crash', 'game-history'], { polling: true });
    expect(polling.socket.io.engine.transport.name).toBe('polling');
    let dropped = false;
    polling.socket.on('disconnect', () => {
      dropped = true;
    });
    const betId = await diceOnTheFirst(bettor);
    await hears(polling.heard, 'BetResultsBulk', (p) =>
      (p.history as { id: string }[]).some((row) => row.id === betId),
    );
    // Ticks over several polls: each poll of the session reached the instance that holds it.
    const first = await hears(polling.heard, 'CrashTick');
    await hears(
      polling.heard,
      'CrashEnded',
      (p) => (p.round as { id: string }).id === first.payload.round_id,
    );
    expect(dropped).toBe(false);
  });

  it('with the crash leader killed, rounds go on on the other instance and its players reach it', async () => {
    const onOne = await listen(from.one, ['crash']);
    const onTwo = await listen(from.two, ['crash']);
    const before = await hears(onTwo.heard, 'CrashTick');
    await one.stop('SIGKILL');
    const after = (p: Record<string, unknown>) =>
      BigInt(p.round_id as string) > BigInt(before.payload.round_id as string);
    await hears(onTwo.heard, 'CrashTick', after);
    // The killed instance's socket reconnects through the balancer, to the instance left.
    await hears(onOne.heard, 'CrashTick', after);
    const health = await through().call(from.one, 'GET', '/api/health');
    expect([health.status, health.upstream]).toEqual([200, two.port]);
  }, 120_000);
});
