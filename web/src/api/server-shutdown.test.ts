import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { expect, it } from 'vitest';
import { reconnectOnServerShutdown } from './server-shutdown';

it('a socket told server-shutdown drops its connection and comes back through Socket.IO’s own reconnection', async () => {
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnectionDelay: 50 });
  reconnectOnServerShutdown(socket);
  const connects: number[] = [];
  const reasons: string[] = [];
  socket.on('connect', () => connects.push(Date.now()));
  socket.on('disconnect', (reason) => reasons.push(reason));
  try {
    await expect.poll(() => connects.length).toBe(1);
    server.emit('server-shutdown');
    await expect.poll(() => connects.length).toBe(2);
    // Closed under the socket, not by `socket.disconnect()`, which would stop it reconnecting.
    expect(reasons).toEqual(['forced close']);
  } finally {
    socket.close();
    await server.close();
  }
});
