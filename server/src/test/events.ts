import type { Database } from '../db/database';

/** What the event outbox holds for a channel, oldest first; only `event`s if one is named. */
export function channelEvents(db: Database, channel: string, event?: string) {
  let query = db.selectFrom('event_outbox').select(['event', 'payload']).where('channel', '=', channel);
  if (event) query = query.where('event', '=', event);
  return query.orderBy('id').execute();
}

/** What the event outbox holds for the player's channel, oldest first; only `event`s if one is named. */
export function playerEvents(db: Database, userId: bigint, event?: string) {
  return channelEvents(db, `App.User.${userId}`, event);
}
