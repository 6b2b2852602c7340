import { expect, it } from 'vitest';
import { setGameMode } from '../test/accounts';
import { bearer, registerPlayer } from '../test/app';
import { connectSocket, listeningAppForSuite } from '../test/sockets';

// Players behind a proxy that blocks websockets reach the hub over HTTP long-polling (it answered 400
// when the hub was websocket-only); the web app falls back to it by itself (web/src/api/realtime-socket.ts).

const t = listeningAppForSuite();

it('a long-polling socket signs in and hears its private events', async () => {
  const { token } = await registerPlayer(t.app);
  const socket = await connectSocket(t.port, token, ['polling']);
  try {
    expect(socket.io.engine.transport.name).toBe('polling');
    const heard = new Promise((resolve) => socket.once('balance', resolve));
    await setGameMode(t.app, bearer(token), 'SC');
    expect(await heard).toMatchObject({ game_mode: 'SC', balance: '1.00' });
  } finally {
    socket.close();
  }
});

it('a socket that opens with long-polling upgrades to a websocket where one passes', async () => {
  const socket = await connectSocket(t.port, undefined, ['polling', 'websocket']);
  try {
    await expect.poll(() => socket.io.engine.transport.name).toBe('websocket');
  } finally {
    socket.close();
  }
});
