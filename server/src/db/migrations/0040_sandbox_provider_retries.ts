/**
 * The sandbox provider's retries (issue 23): a win or endRound the casino's wallet did not answer within
 * the round is kept here and sent again in the background, the same transaction each time, with a
 * growing delay, for up to a day (Pragmatic Play retries for 24 h), as a real provider's queue does.
 * The round's keys travel with it, so any app instance can send it. Live providers keep their own.
 */
export const statements = [
  `CREATE TABLE sandbox_provider_retries (
     id bigserial PRIMARY KEY,
     session_id uuid NOT NULL REFERENCES sandbox_provider_sessions (id),
     round_id text NOT NULL,
     bet_id text NOT NULL,
     stake bigint NOT NULL,
     free_round text,
     call text NOT NULL CHECK (call IN ('win', 'endRound')),
     transaction_id text,
     amount bigint,
     last boolean NOT NULL DEFAULT false,
     attempts integer NOT NULL DEFAULT 0,
     last_answer text,
     next_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((call = 'win') = (transaction_id IS NOT NULL AND amount IS NOT NULL))
   )`,
  `CREATE INDEX sandbox_provider_retries_due ON sandbox_provider_retries (next_at)`,
];
