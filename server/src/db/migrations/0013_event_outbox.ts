/**
 * Realtime messages (and later webhooks) that must follow a commit: written in the transaction that
 * produced them, published by the relay (realtime/event-outbox.ts) once committed, so none is lost when
 * a process dies between its commit and its publish.
 */
export const statements = [
  `CREATE TABLE event_outbox (
    id bigserial PRIMARY KEY,
    channel text NOT NULL,
    event text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz
  )`,
  // The relay reads only what is still to publish, oldest first.
  `CREATE INDEX event_outbox_pending ON event_outbox (id) WHERE published_at IS NULL`,
];
