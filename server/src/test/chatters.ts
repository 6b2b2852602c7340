import type { TestApp } from './app';
import type { Headers } from './plays';
import { locatedPlayer, verifiedPlayer } from './verified-players';

/**
 * A verified player who has met the requirement to chat; `located` also passed a location check, so
 * free Sweeps Coins may be awarded to them (a rain's SC share).
 */
export async function chatter(t: TestApp, located = false) {
  const player = located ? await locatedPlayer(t) : await verifiedPlayer(t);
  await t.infra.db.insertInto('chat_members').values({ user_id: player.userId }).execute();
  return player;
}

/** What the player holds in each of their accounts, minor units. */
export async function balancesOf(t: TestApp, userId: bigint) {
  const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
  return { gc: accounts.gc.balance, scUnplayed: accounts.scUnplayed.balance };
}

/** `POST /api/chat_actions` as the web app sends a tip: GC unless `meta` says otherwise, with an Idempotency-Key. */
export const tip = (
  app: TestApp['app'],
  headers: Headers,
  key: string,
  username: string,
  meta: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/chat_actions',
    headers: { ...headers, 'idempotency-key': key },
    payload: { action: 'tip', username, meta: { coin: 'GC', ...meta } },
  });

/** `POST /api/chat_messages/:id/report`: a player reports a message, with a reason. */
export const reportMessage = (app: TestApp['app'], headers: Headers, messageId: string, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/chat_messages/${messageId}/report`,
    headers,
    payload: { reason },
  });
