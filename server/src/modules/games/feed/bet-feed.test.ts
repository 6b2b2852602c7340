import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../../test/app';
import { createListeningApp, type ListeningApp } from '../../../test/sockets';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const connect = (token?: string) => t.connect(token);

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
