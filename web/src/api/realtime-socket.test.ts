import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { openRealtimeSocket } from './realtime-socket';

// A real Socket.IO server with both transports (as server/src/realtime/hub.ts runs it); a proxy that
// blocks websockets is played by the HTTP server's own upgrade handling, replaced after Socket.IO's.

const opened: { server: Server; socket: Socket }[] = [];
afterEach(async () => {
  for (const { server, socket } of opened.splice(0)) {
    socket.close();
    await server.close();
  }
});

/** A server on a free port, websocket upgrades handled by `upgrade` when given; a client of the web app's. */
async function connectThrough(upgrade?: (socket: Duplex) => void) {
  const http: HttpServer = createServer();
  const server = new Server(http, { transports: ['polling', 'websocket'] });
  if (upgrade) {
    http.removeAllListeners('upgrade');
    http.on('upgrade', (_request, socket: Duplex) => upgrade(socket));
  }
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const socket = openRealtimeSocket(io, { timeout: 300, reconnectionDelay: 50 }, `http://127.0.0.1:${port}`);
  opened.push({ server, socket });
  const transports: string[] = [];
  server.on('connection', (s) => {
    transports.push(s.conn.transport.name);
    s.emit('hello', 'heard');
  });
  const heard = await new Promise((resolve) => socket.once('hello', resolve));
  return { socket, heard, transports };
}

it('opens with a websocket, no long-polling request before it', async () => {
  const { heard, transports } = await connectThrough();
  expect(heard).toBe('heard');
  expect(transports).toEqual(['websocket']);
});

it('falls back to long-polling at once where a proxy refuses the websocket', async () => {
  const { socket, heard, transports } = await connectThrough((s) => s.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  expect(heard).toBe('heard');
  expect(transports).toEqual(['polling']);
  expect(socket.io.engine.transport.name).toBe('polling');
});

it('starts with long-polling after an attempt a proxy left hanging, and stays connected', async () => {
  const hanging: Duplex[] = [];
  const { socket, heard, transports } = await connectThrough((s) => hanging.push(s));
  expect(heard).toBe('heard');
  expect(transports).toEqual(['polling']);
  // The upgrade probe hangs too: the socket keeps working on long-polling.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(socket.connected).toBe(true);
  expect(socket.io.engine.transport.name).toBe('polling');
  for (const s of hanging) s.destroy();
});
