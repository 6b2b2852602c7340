/**
 * The readers of the chat fan-out benchmark (chat/fanout.ts), in a process of their own so that their
 * CPU is not the server's: `count` Socket.IO clients over websockets, spread over the server URLs given,
 * each subscribed to the room's channel. Every ChatMessage heard is checked against the bench's body
 * (`bench <seq> <sent at, µs since the epoch>`): its delivery time is kept, and each client counts what
 * it heard of each message, so a duplicate or a miss shows.
 *
 * Talks to its parent over IPC: `{ type: 'connect', urls, count, channel, capacity }` → `connected`;
 * `{ type: 'report' }` → `report` with the latencies (ms) and the counts.
 */
import { CHAT_EVENTS } from '@casino/contract';
import { io, type Socket } from 'socket.io-client';
import { nowMicros } from './chatters';

export interface ConnectOrder {
  type: 'connect';
  urls: string[];
  count: number;
  channel: string;
  /** The most messages the run can post: the size of each client's tally. */
  capacity: number;
}

export interface ListenersReport {
  type: 'report';
  /** Delivery time of each receipt, ms, in no order. */
  latencies: Float64Array;
  /** Per message sequence: how many clients heard it at least once. */
  heardBy: Uint32Array;
  duplicates: number;
  /** Messages heard that the bench did not post (their body is not the bench's). */
  foreign: number;
  disconnects: number;
}

const BODY = /^bench (\d+) (\d+)$/;

let sockets: Socket[] = [];
let latencies = new Float64Array(0);
let receipts = 0;
/** Per client, per message: times heard (saturates at 255). */
let heard = new Uint8Array(0);
let capacity = 0;
let foreign = 0;
let disconnects = 0;

function connectOne(url: string, index: number, channel: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    socket.on(CHAT_EVENTS.message, (message: { body?: string }) => {
      const at = nowMicros();
      const match = BODY.exec(message.body ?? '');
      if (!match) {
        foreign += 1;
        return;
      }
      const seq = Number(match[1]);
      if (seq >= capacity) {
        foreign += 1;
        return;
      }
      const cell = index * capacity + seq;
      if (heard[cell] !== 255) heard[cell] = (heard[cell] ?? 0) + 1;
      if (receipts < latencies.length) latencies[receipts++] = (at - Number(match[2])) / 1000;
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket.emit('subscribe', channel, () => resolve(socket));
    });
    socket.on('disconnect', () => {
      disconnects += 1;
    });
  });
}

async function connectAll(order: ConnectOrder): Promise<void> {
  capacity = order.capacity;
  heard = new Uint8Array(order.count * capacity);
  latencies = new Float64Array(order.count * capacity);
  sockets = new Array(order.count);
  // A few hundred handshakes at a time: a burst of thousands makes the server's accept queue overflow.
  const inFlight = 200;
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < order.count) {
        const i = next++;
        sockets[i] = await connectOne(order.urls[i % order.urls.length] as string, i, order.channel);
      }
    }),
  );
}

function report(): ListenersReport {
  const heardBy = new Uint32Array(capacity);
  let duplicates = 0;
  for (let client = 0; client < sockets.length; client++) {
    for (let seq = 0; seq < capacity; seq++) {
      const times = heard[client * capacity + seq] ?? 0;
      if (times > 0) heardBy[seq] = (heardBy[seq] ?? 0) + 1;
      if (times > 1) duplicates += times - 1;
    }
  }
  return {
    type: 'report',
    latencies: latencies.slice(0, receipts),
    heardBy,
    duplicates,
    foreign,
    disconnects,
  };
}

process.on('message', (order: ConnectOrder | { type: 'report' } | { type: 'close' }) => {
  if (order.type === 'connect') {
    connectAll(order).then(
      () => process.send?.({ type: 'connected' }),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
  } else if (order.type === 'report') {
    process.send?.(report());
  } else {
    for (const socket of sockets) socket?.close();
    process.disconnect();
  }
});
