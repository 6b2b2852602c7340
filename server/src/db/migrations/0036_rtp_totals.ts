/**
 * Measured RTP per game and coin (the public /rtp page), kept beside the bets rather than in the play's
 * transaction: a play writes nothing here.
 *
 * - `rtp_totals`: exact sums over every settled bet whose `settled_at` is before `rtp_reconciled.through`,
 *   recounted from `bets` by a reconcile (one instance at a time: it locks the `rtp_reconciled` row).
 * - `rtp_recent`: what each app instance heard on its play-settled stream since then, in minute buckets,
 *   added (upsert adding) every few seconds; a bucket is dropped once a reconcile has recounted its minute
 *   from `bets`, so an instance that crashed before flushing delays those counts, never loses them.
 *
 * Sums are numeric: a wager² of a large SC play overflows bigint long before a sum does. `free_rounds`
 * counts provider rounds with a wager of 0, which the RTP ratio leaves out. BRIN on `bets.settled_at` lets
 * a reconcile read only the minutes since the last one at almost no cost to an insert.
 */
/** The sums both tables keep beside their key. */
const SUMS = `rounds bigint NOT NULL,
     free_rounds bigint NOT NULL,
     wager numeric NOT NULL,
     payout numeric NOT NULL,
     free_payout numeric NOT NULL,
     wager_squared numeric NOT NULL,
     payout_squared numeric NOT NULL,
     wager_payout numeric NOT NULL`;

export const statements = [
  `CREATE TABLE rtp_totals (
     game text NOT NULL,
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     ${SUMS},
     PRIMARY KEY (game, coin)
   )`,
  `CREATE TABLE rtp_recent (
     game text NOT NULL,
     coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
     minute timestamptz NOT NULL,
     ${SUMS},
     PRIMARY KEY (game, coin, minute)
   )`,
  `CREATE TABLE rtp_reconciled (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     through timestamptz NOT NULL
   )`,
  `INSERT INTO rtp_reconciled (through) VALUES ('-infinity')`,
  `CREATE INDEX bets_settled_at_brin ON bets USING brin (settled_at)`,
];
