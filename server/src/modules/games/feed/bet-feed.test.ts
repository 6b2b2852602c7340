import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../../test/app';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

it('after commit, the player hears their own result at once and everyone gets the batch on game-history', async () => {
  const player = await registerPlayer(t.app);
  const headers = bearer(player.token);
  const mine = await connect(player.token);
  const watcher = await connect();
  watcher.emit('subscribe', 'game-history');
  watcher.emit('subscribe', 'house-bets');
  await new Promise((r) => setTimeout(r, 50));
  const privateResult = next<{ id: string; wager: string }>(mine, 'PrivateBetResult');
  const bulk = next<{ history: { id: string; user: { username: string } | null }[] }>(
    watcher,
    'BetResultsBulk',
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/dicing/seeds',
    headers,
    payload: { action: 'update_client', client_seed: 'feed' },
  });
  const play = (
    await t.app.inject({
      method: 'POST',
      url: '/api/dicing',
      headers,
      payload: { wager: '5', multiplier: 2 },
    })
  ).json();
  expect(await privateResult).toMatchObject({ id: play.bet.id, wager: '5.00' });
  const batch = await bulk;
  expect(batch.history.map((row) => row.id)).toContain(play.bet.id);
  expect(batch.history.find((row) => row.id === play.bet.id)?.user?.username).toBe(player.form.username);
  // A private channel is its owner's only: the watcher never hears another player's PrivateBetResult.
  const overheard: unknown[] = [];
  watcher.on('PrivateBetResult', (r) => overheard.push(r));
  watcher.emit('subscribe', `App.User.${player.userId}`);
  await t.app.inject({ method: 'POST', url: '/api/dicing', headers, payload: { wager: '5', multiplier: 2 } });
  await new Promise((r) => setTimeout(r, 1_200));
  expect(overheard).toEqual([]);
});
