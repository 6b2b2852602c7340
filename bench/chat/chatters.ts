import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import type { HttpClient } from '../games/http-client';
import { registerPlayers } from '../lib/players';

/** Microseconds since the epoch: the listeners' clock is the same machine's. */
export const nowMicros = () => Math.round((performance.timeOrigin + performance.now()) * 1000);

/**
 * `count` players who may chat: signed up through the API, then made eligible as chat.test.ts's
 * `chatter()` makes them, in the database (a verified email, and the requirement to chat remembered as
 * met). Answers their tokens.
 */
export async function chatters(
  client: HttpClient,
  db: Database,
  schema: string,
  count: number,
): Promise<string[]> {
  const tokens = await registerPlayers(client, 'chatter', count, 4);
  const users = sql.id(schema, 'users');
  await sql`UPDATE ${users} SET email_verified_at = now() WHERE username LIKE 'chatter\\_%'`.execute(db);
  await sql`
    INSERT INTO ${sql.id(schema, 'chat_members')} (user_id)
    SELECT id FROM ${users} WHERE username LIKE 'chatter\\_%'`.execute(db);
  return tokens;
}

export interface PostingResult {
  /** Sequence numbers of the messages the server took (201). */
  posted: number[];
  failures: number;
  /** How long each taken post took to be answered, ms, fastest first. */
  answerMs: number[];
  /** Seconds from the first post to the last answer. */
  seconds: number;
}

/** How a run of posts goes: its rate and size, where the chatters' turns start, and whether it is measured. */
export interface PostingPlan {
  perSecond: number;
  total: number;
  /** The chatter whose turn is first: a run after a warm-up goes on from where the warm-up left off. */
  firstTurn?: number;
  /** A warm-up's posts say `warm <seq>`: the listeners hear them but measure nothing. */
  warmUp?: boolean;
}

/**
 * Posts `total` messages at `perSecond` into `roomId`, chatters taking turns (each one's turn comes every
 * `tokens.length / perSecond` seconds, which must stay above the room's slow mode), each server taking
 * turns too. Posts are not awaited before the next is due: a slow answer does not slow the rate.
 */
export async function postAtRate(
  servers: HttpClient[],
  tokens: string[],
  roomId: string,
  { perSecond, total, firstTurn = 0, warmUp = false }: PostingPlan,
): Promise<PostingResult> {
  const posted: number[] = [];
  const answerMs: number[] = [];
  let failures = 0;
  const post = async (seq: number) => {
    const client = servers[seq % servers.length] as HttpClient;
    const token = tokens[(firstTurn + seq) % tokens.length] as string;
    const sentAt = nowMicros();
    const body = warmUp ? `warm ${seq}` : `bench ${seq} ${sentAt}`;
    try {
      await client.json('POST', '/api/chat_messages', { body, roomId }, token, 201);
      answerMs.push((nowMicros() - sentAt) / 1000);
      posted.push(seq);
    } catch (error) {
      if (failures === 0) console.error(`first failed post: ${String(error).slice(0, 300)}`);
      failures += 1;
    }
  };
  const start = performance.now();
  const posts: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const wait = start + (seq * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(post(seq));
  }
  await Promise.all(posts);
  return {
    posted: posted.sort((a, b) => a - b),
    failures,
    answerMs: answerMs.sort((a, b) => a - b),
    seconds: (performance.now() - start) / 1000,
  };
}
