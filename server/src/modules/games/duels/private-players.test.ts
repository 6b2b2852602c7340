import type { DuelView } from '@casino/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../../test/app';
import { createListeningApp, type ListeningApp } from '../../../test/sockets';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

async function player(privateMode: boolean) {
  const { token, userId, form } = await registerPlayer(t.app);
  const headers = bearer(token);
  if (privateMode) {
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: { private_mode: true },
    });
    expect(profile.statusCode).toBe(200);
  }
  return { headers, id: userId.toString(), username: form.username };
}

const call = (method: 'GET' | 'POST', path: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

async function duelsChannel(): Promise<Socket> {
  const socket = await t.connect();
  socket.emit('subscribe', 'duels');
  await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}

const heard = (socket: Socket, event: string) =>
  new Promise<DuelView>((resolve) =>
    socket.once(event, (payload: { duel: DuelView }) => resolve(payload.duel)),
  );

const HIDDEN = { id: null, username: null };

describe('a private player in a duel', () => {
  it('is hidden, id and name, from other viewers and the public duels channel; shown to themselves', async () => {
    const host = await player(true);
    const guest = await player(true);
    const stranger = await player(false);
    const watcher = await duelsChannel();

    const createdEvent = heard(watcher, 'DuelCreated');
    const created = (await call('POST', '/api/duels', host.headers, { wager: '5' })).json() as DuelView;
    expect(created).toMatchObject({ user: { id: host.id, username: host.username }, host_id: host.id });
    expect(await createdEvent).toMatchObject({ id: created.id, user: HIDDEN, host_id: null });

    const joinedEvent = heard(watcher, 'DuelUpdated');
    const joined = (await call('POST', `/api/duels/${created.id}/join`, guest.headers)).json() as DuelView;
    expect(joined).toMatchObject({
      user: HIDDEN,
      host_id: null,
      joiner: { id: guest.id, username: guest.username },
      guest_id: guest.id,
    });
    expect(await joinedEvent).toMatchObject({ user: HIDDEN, host_id: null, joiner: HIDDEN, guest_id: null });

    for (const viewer of [{}, stranger.headers]) {
      const seen = (await call('GET', `/api/duels/${created.id}`, viewer)).json() as DuelView;
      expect(seen).toMatchObject({ user: HIDDEN, host_id: null, joiner: HIDDEN, guest_id: null });
      expect(JSON.stringify(seen)).not.toContain(host.username);
      expect(JSON.stringify(seen)).not.toContain(guest.username);
    }
    const hostSees = (await call('GET', '/api/duels', host.headers)).json() as { active: DuelView };
    expect(hostSees.active).toMatchObject({
      id: created.id,
      user: { id: host.id, username: host.username },
      host_id: host.id,
      joiner: HIDDEN,
      guest_id: null,
    });

    const finishedEvent = heard(watcher, 'DuelFinished');
    await call('POST', `/api/duels/${created.id}/finish`, guest.headers);
    expect(await finishedEvent).toMatchObject({ status: 'finished', user: HIDDEN, joiner: HIDDEN });
  });

  it('leaves a public player shown to everyone', async () => {
    const host = await player(false);
    const created = (await call('POST', '/api/duels', host.headers, { wager: '5' })).json() as DuelView;
    const seen = (await call('GET', `/api/duels/${created.id}`)).json() as DuelView;
    expect(seen).toMatchObject({ user: { id: host.id, username: host.username }, host_id: host.id });
    const open = (await call('GET', '/api/duels')).json() as { data: DuelView[] };
    expect(open.data.find((d) => d.id === created.id)?.host_id).toBe(host.id);
  });
});
