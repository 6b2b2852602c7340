/**
 * A provider's bet checks its launch session's end in its own statement (issue 23): the gateway read the
 * session afresh before every bet, and extended it in another, a round trip or two of the wallet's three
 * a pair (npm run bench:hub88). `provider_wallet_bet`, `provider_wallet_call` and `provider_wallet_calls`
 * take the session and its lifetime; their old signatures go, or CREATE OR REPLACE would leave them
 * beside the new.
 */
export const statements = [
  `DROP FUNCTION IF EXISTS provider_wallet_calls(text[], text[], text[], text[], bigint[], text[], text[],
     boolean[], integer[], text[], bigint[], boolean[], text[], text[], text[], bigint[], bigint[])`,
  `DROP FUNCTION IF EXISTS provider_wallet_call(text, text, text, text, bigint, text, text, boolean, integer,
     text, bigint, boolean, text, text, text, bigint, bigint[])`,
  `DROP FUNCTION IF EXISTS provider_wallet_bet(text, text, bigint, text, integer, text, bigint, text, bigint)`,
];
