/**
 * The readers of the chat fan-out benchmark (chat/fanout.ts), in a process of their own so that their
 * CPU is not the server's: `count` websocket clients spread over the server URLs given, each subscribed to
 * the room's channel. Every message of each `ChatMessages` packet heard is checked against the bench's
 * body (`bench <seq> <sent at, µs since the epoch>`): its delivery time is kept, and each client counts
 * what it heard of each message, so a duplicate or a miss shows.
 *
 * The clients speak Socket.IO's wire protocol over `ws` themselves (engine.io v4: open, ping/pong, the
 * namespace connect, an acknowledged `subscribe`, event packets), as the web's socket.io-client does, minus
 * its per-packet machinery: 5,000 readers share two cores with the server measured, and the instrument
 * should take as little of them as it can.
 *
 * Talks to its parent over IPC: `{ type: 'connect', urls, count, channel, capacity }` → `connected`;
 * `{ type: 'report' }` → `report` with the latencies (ms) and the counts.
 */
import { CHAT_EVENTS } from '@casino/contract';
import WebSocket from 'ws';
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
  /**
   * For the receipts of one client in SPLIT_SAMPLE: the time from posting to the start of the message's
   * transaction (its `created_at`, PostgreSQL's now()), and from there to the receipt, ms, pairwise.
   */
  toTransaction: Float64Array;
  fromTransaction: Float64Array;
  /** Per message sequence: how many clients heard it at least once. */
  heardBy: Uint32Array;
  duplicates: number;
  /** Messages heard that the bench did not post (their body is not the bench's). */
  foreign: number;
  disconnects: number;
}

/** The bytes that open a `ChatMessages` event packet, and that open each message's body and a bench body. */
const EVENT_PREFIX = Buffer.from(`42["${CHAT_EVENTS.messages}",`);
const BODY_KEY = Buffer.from('"body":"');
const BENCH_BODY = Buffer.from('bench ');
const WARM_UP_BODY = Buffer.from('warm ');
const CREATED_KEY = Buffer.from('"created_at":"');
/** An ISO time as the server writes it: 2026-11-28T21:50:00.123Z. */
const ISO_LENGTH = 24;
/** One client in this many splits its delivery times (a date parse per receipt is the instrument's CPU). */
const SPLIT_SAMPLE = 50;
const SPACE = 0x20;
const QUOTE = 0x22;

let sockets: WebSocket[] = [];
let latencies = new Float64Array(0);
let receipts = 0;
let toTransaction = new Float64Array(0);
let fromTransaction = new Float64Array(0);
let splits = 0;
/** Per client, per message: times heard (saturates at 255). */
let heard = new Uint8Array(0);
let capacity = 0;
let foreign = 0;
let disconnects = 0;

/** The decimal number of ASCII digits in `frame` from `start` up to `end`; NaN when another byte is there. */
function digitsAt(frame: Buffer, start: number, end: number): number {
  if (end <= start) return Number.NaN;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = (frame[i] as number) - 0x30;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Whether `frame` holds `bytes` at `at`. */
const holdsAt = (frame: Buffer, bytes: Buffer, at: number) =>
  frame.length >= at + bytes.length && frame.compare(bytes, 0, bytes.length, at, at + bytes.length) === 0;

/** A bench body's `<seq> <sent at µs>`, from `start` up to the closing quote at `close`, tallied for this client. */
function tallyBench(index: number, frame: Buffer, start: number, close: number, at: number): void {
  const space = frame.indexOf(SPACE, start);
  const seq = space === -1 ? Number.NaN : digitsAt(frame, start, space);
  const sentAt = Number.isNaN(seq) ? Number.NaN : digitsAt(frame, space + 1, close);
  if (Number.isNaN(sentAt) || seq >= capacity) {
    foreign += 1;
    return;
  }
  const cell = index * capacity + seq;
  if (heard[cell] !== 255) heard[cell] = (heard[cell] ?? 0) + 1;
  if (receipts < latencies.length) latencies[receipts++] = (at - sentAt) / 1000;
  if (index % SPLIT_SAMPLE === 0) splitAt(frame, close, sentAt, at);
}

/** The message's `created_at` after its body (the key follows it), and the delivery split there. */
function splitAt(frame: Buffer, from: number, sentAt: number, at: number): void {
  const key = frame.indexOf(CREATED_KEY, from);
  if (key === -1 || splits >= toTransaction.length) return;
  const start = key + CREATED_KEY.length;
  const began = Date.parse(frame.toString('latin1', start, start + ISO_LENGTH)) * 1000;
  if (Number.isNaN(began)) return;
  toTransaction[splits] = (began - sentAt) / 1000;
  fromTransaction[splits++] = (at - began) / 1000;
}

/**
 * Each message of a `ChatMessages` packet: a body the bench posted (`bench <seq> <sent at µs>`) is
 * tallied, a warm-up's (`warm <seq>`) is passed over, any other body counts as foreign. Read from the
 * frame's bytes without decoding or parsing it: at 50,000 frames a second, `JSON.parse` was most of the
 * instrument's CPU, taken from the server it measures. A body that holds `"body":"` is escaped in JSON
 * (`\"`), so the key is found only where a message's body starts.
 */
function tallyFrame(index: number, frame: Buffer, at: number): void {
  let from = frame.indexOf(BODY_KEY, EVENT_PREFIX.length);
  while (from !== -1) {
    const body = from + BODY_KEY.length;
    const close = frame.indexOf(QUOTE, body);
    if (holdsAt(frame, BENCH_BODY, body)) tallyBench(index, frame, body + BENCH_BODY.length, close, at);
    else if (!holdsAt(frame, WARM_UP_BODY, body)) foreign += 1;
    from = frame.indexOf(BODY_KEY, close);
  }
}

/**
 * A websocket reader: Engine.IO open (`0…`) → namespace connect (`40`) → `subscribe` with ack id 0
 * (`420[…]`), resolved on its ack (`430…`). A ping (`2`) is answered (`3`); an event (`42[…]`) of
 * `ChatMessages` is tallied from its bytes.
 */
function connectOne(url: string, index: number, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const endpoint = `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    // The server sends text it encoded itself; checking each frame's UTF-8 again is the instrument's cost.
    const socket = new WebSocket(endpoint, { skipUTF8Validation: true });
    let subscribed = false;
    socket.on('message', (data: Buffer) => {
      if (holdsAt(data, EVENT_PREFIX, 0)) {
        tallyFrame(index, data, nowMicros());
        return;
      }
      const frame = data.toString();
      if (frame.startsWith('42')) return;
      if (frame === '2') socket.send('3');
      else if (frame.startsWith('0')) socket.send('40');
      else if (frame.startsWith('40')) socket.send(`420${JSON.stringify(['subscribe', channel])}`);
      else if (frame.startsWith('430') && !subscribed) {
        subscribed = true;
        resolve(socket);
      } else if (frame.startsWith('44')) reject(new Error(`refused: ${frame}`));
    });
    socket.once('error', reject);
    socket.on('close', () => {
      if (subscribed) disconnects += 1;
    });
  });
}

async function connectAll(order: ConnectOrder): Promise<void> {
  capacity = order.capacity;
  heard = new Uint8Array(order.count * capacity);
  latencies = new Float64Array(order.count * capacity);
  const sampled = Math.ceil(order.count / SPLIT_SAMPLE) * capacity;
  toTransaction = new Float64Array(sampled);
  fromTransaction = new Float64Array(sampled);
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
    toTransaction: toTransaction.slice(0, splits),
    fromTransaction: fromTransaction.slice(0, splits),
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
