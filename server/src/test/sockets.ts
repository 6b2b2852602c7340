import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from './app';
import { suiteFixture } from './suite-fixture';

/** Starts the app on a free local port (once) and returns that port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/**
 * A client of the realtime hub, signed in with `token` if given, over a websocket unless `transports`
 * say otherwise; it never reconnects.
 */
export function connectSocket(
  port: number,
  token?: string,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`http://127.0.0.1:${port}`, {
      transports,
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => reject(error));
  });
}

/** Whether the socket is disconnected within `ms`. */
export function disconnectedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A test app listening locally, with websocket clients that close with it. */
export interface ListeningApp extends TestApp {
  port: number;
  /** A websocket client of the app, signed in with `token` if given; closed with the app. */
  connect(token?: string): Promise<Socket>;
}

/** The app of `createTestApp`, listening on a free local port. */
export async function createListeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await createTestApp(env);
  const port = await listenLocally(t.app);
  const sockets: Socket[] = [];
  return {
    ...t,
    port,
    connect: async (token) => {
      const socket = await connectSocket(port, token);
      sockets.push(socket);
      return socket;
    },
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await t.close();
    },
  };
}

/** The calling suite's listening app: started before its tests, closed (with its sockets) after them. */
export function listeningAppForSuite(env: Record<string, string> = {}): ListeningApp {
  return suiteFixture(() => createListeningApp(env));
}
