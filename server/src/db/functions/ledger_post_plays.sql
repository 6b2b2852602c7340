-- Settles a batch of instant plays, many players' at once, in one round trip (posted by
-- server/src/ledger/play-postings.ts): per play it checks the session, the player's gate, the play limits,
-- funds, the seed pair's nonce and the request key, then writes the bet, its transfer and entries. It
-- answers in typed columns: the status ('ok', 'repeated', 'stale_seed', 'coin_changed', 'gated',
-- 'unauthenticated', 'banned', 'insufficient', 'below_min', 'above_max', 'above_max_payout'), the coin
-- beside it, and whether the bet went to the high-rollers feed. A play that took nothing asks ledger_play_refusal why,
-- in a CASE so that a settled play never pays for the question. A request key is looked for in the months
-- request_key_is_recent names, so only two monthly partitions of bets are read (migration 47). Its row
-- locks are waited for as long as bound_batch_lock_waits allows; longer fails the batch, and the caller
-- settles each play again alone.
CREATE OR REPLACE FUNCTION ledger_post_plays(
  p_sessions uuid[], p_users bigint[], p_games text[], p_seeds bigint[], p_nonces integer[],
  p_wagers bigint[], p_payouts bigint[], p_multipliers numeric[], p_max_multipliers numeric[],
  p_outcomes jsonb, p_limits bigint[], p_high_roller bigint[], p_accounts bigint[], p_keys text[])
RETURNS TABLE (o_status text, o_coin text, o_bet bigint, o_username text, o_private boolean,
               o_balance bigint, o_settled_at timestamptz, o_high_roller boolean)
LANGUAGE plpgsql
-- Every row this function reads (the players' accounts, sessions, seed pairs, the house shards) is in
-- memory, where a read by key costs what a sequential one does: at the default random_page_cost (4) the
-- planner chose a scan of the whole accounts table for a batch's balance update over 64 lookups by key.
SET random_page_cost = 1.1
AS $$
DECLARE
  v_coins text[];
  v_stamp timestamptz;
  v_lock_timeout text := bound_batch_lock_waits();
BEGIN
  -- Each play's coin, read once, so that only the accounts its coin moves are locked (GC: the player's GC
  -- and the GC house shard; SC: unplayed, redeemable and the SC house shard), in ascending id order, before
  -- any moves: two of five rows for a GC play rather than all five (each lock is a WAL record; npm run
  -- bench:dice). A play whose coin the player switched in between is not taken: 'coin_changed', tried again.
  SELECT array_agg(u.game_mode ORDER BY q.i) INTO v_coins
    FROM unnest(p_users) WITH ORDINALITY AS q(user_id, i) LEFT JOIN users u ON u.id = q.user_id;
  -- `= ANY (ARRAY(...))` is found by the primary key, row by row; `IN (SELECT ...)` was planned for a
  -- thousand ids and hashed a scan of the whole accounts table each batch.
  PERFORM 1 FROM ledger_accounts
    WHERE id = ANY (ARRAY(SELECT p_accounts[q.i * 5 + k]
                            FROM generate_subscripts(p_users, 1) AS q(i)
                              CROSS JOIN LATERAL unnest(CASE v_coins[q.i] WHEN 'GC' THEN ARRAY[-4, -1]
                                                                          WHEN 'SC' THEN ARRAY[-3, -2, 0] END) AS k))
    ORDER BY id FOR UPDATE;
  -- The entries' time, taken once the accounts are ours (ledger_post.sql says why).
  v_stamp := clock_timestamp();
  RETURN QUERY
  WITH play AS (
    SELECT p.session_id, p.user_id, p.game, p.seed, p.nonce, p.wager, p.payout, p.multiplier,
           p.max_multiplier, p.request_key, p.i::int AS i, p_accounts[p.i * 5 - 4] AS gc,
           p_accounts[p.i * 5 - 3] AS unplayed, p_accounts[p.i * 5 - 2] AS redeemable
      FROM unnest(p_sessions, p_users, p_games, p_seeds, p_nonces, p_wagers, p_payouts, p_multipliers,
                  p_max_multipliers, p_keys)
        WITH ORDINALITY AS p(session_id, user_id, game, seed, nonce, wager, payout, multiplier,
                             max_multiplier, request_key, i)
  ),
  taken AS (
    UPDATE seed_pairs sp SET nonce = sp.nonce + 1
      FROM play p
        JOIN sessions s ON s.id = p.session_id AND s.user_id = p.user_id
        JOIN users u ON u.id = p.user_id
        JOIN ledger_accounts g ON g.id = p.gc
        JOIN ledger_accounts un ON un.id = p.unplayed
        JOIN ledger_accounts re ON re.id = p.redeemable
        LEFT JOIN player_gates gate ON gate.user_id = p.user_id
      WHERE sp.id = p.seed AND sp.user_id = p.user_id AND sp.game = p.game AND sp.nonce = p.nonce
        AND sp.revealed_at IS NULL AND u.game_mode = v_coins[p.i]
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.banned_at IS NULL AND u.deleted_at IS NULL
        -- play_refusal(...) IS NULL, written out: a GC play of a player with no gate row has nothing to
        -- ask the gate; every other play asks it. wager_limit_refusal is inlined into the statement.
        AND (gate.user_id IS NULL AND u.game_mode = 'GC'
             OR player_play_refusal(p.user_id, u.game_mode, p.wager) IS NULL)
        AND wager_limit_refusal(u.game_mode, p.wager, p.wager * p.max_multiplier, p_limits) IS NULL
        AND CASE WHEN u.game_mode = 'GC' THEN g.balance ELSE un.balance + re.balance END >= p.wager
        AND NOT EXISTS (SELECT 1 FROM bets r WHERE r.user_id = p.user_id AND r.request_key = p.request_key
                           AND request_key_is_recent(r.created_at))
      RETURNING p.i, u.game_mode AS coin, u.username, u.private_mode, g.balance AS gc_before,
                un.balance AS unplayed_before, re.balance AS redeemable_before
  ),
  money AS (
    SELECT p.*, t.coin, t.username, t.private_mode, t.gc_before, t.unplayed_before, t.redeemable_before,
           'play:' || p.seed || ':' || p.nonce AS key,
           p_accounts[p.i * 5 - CASE WHEN t.coin = 'GC' THEN 1 ELSE 0 END] AS house,
           p.wager - p.payout AS house_delta,
           CASE WHEN t.coin = 'SC' THEN least(t.unplayed_before, p.wager) ELSE 0 END AS from_unplayed,
           CASE WHEN t.coin = 'GC' THEN t.gc_before - p.wager + p.payout
                ELSE t.unplayed_before + t.redeemable_before - p.wager + p.payout END AS balance_after
      FROM taken t JOIN play p ON p.i = t.i
  ),
  bet AS (
    INSERT INTO bets (user_id, game, coin, wager, payout, multiplier, seed_pair_id, nonce, outcome,
                      high_roller, created_at, settled_at, request_key, balance_after)
      SELECT m.user_id, m.game, m.coin, m.wager, m.payout, m.multiplier, m.seed, m.nonce,
             p_outcomes -> (m.i - 1), m.wager >= p_high_roller[CASE WHEN m.coin = 'GC' THEN 1 ELSE 2 END],
             now(), now(), m.request_key, m.balance_after
        FROM money m ORDER BY m.i
      RETURNING id, seed_pair_id, nonce, high_roller
  ),
  transfer AS (
    INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id)
      SELECT m.key, 'play', m.coin, 'bet', b.id::text
        FROM money m JOIN bet b ON b.seed_pair_id = m.seed AND b.nonce = m.nonce
        WHERE m.coin = 'SC' OR m.house_delta <> 0
        ORDER BY m.i
      RETURNING id, idempotency_key
  ),
  move AS (
    SELECT m.i, m.key, v.account_id, v.amount
      FROM money m CROSS JOIN LATERAL (VALUES
        (m.house, m.house_delta),
        (m.gc, CASE WHEN m.coin = 'GC' THEN -m.house_delta ELSE 0 END),
        (m.unplayed, -m.from_unplayed),
        (m.redeemable, CASE WHEN m.coin = 'SC' THEN m.payout - (m.wager - m.from_unplayed) ELSE 0 END)
      ) AS v(account_id, amount)
      WHERE v.amount <> 0
  ),
  moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + d.total
      FROM (SELECT account_id, sum(amount)::bigint AS total FROM move GROUP BY account_id) d
      WHERE a.id = d.account_id
      RETURNING a.id
  ),
  entry AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      SELECT tr.id, mv.account_id, mv.amount,
             a.balance + sum(mv.amount) OVER (PARTITION BY mv.account_id ORDER BY mv.i), v_stamp
        FROM move mv JOIN ledger_accounts a ON a.id = mv.account_id
          JOIN transfer tr ON tr.idempotency_key = mv.key
      RETURNING 1
  )
  SELECT CASE WHEN x.i IS NOT NULL THEN 'ok' WHEN x.refusal IS NULL THEN 'repeated' ELSE x.refusal[1] END,
         coalesce(x.coin, x.refusal[2]), x.bet, x.username, x.private_mode, x.balance_after,
         CASE WHEN x.i IS NULL THEN NULL ELSE now() END, x.high_roller
    FROM (SELECT p.i AS at, m.i, m.coin, b.id AS bet, m.username, m.private_mode, m.balance_after,
                 b.high_roller,
                 CASE WHEN m.i IS NULL AND NOT EXISTS (
                        SELECT 1 FROM bets k WHERE k.user_id = p.user_id AND k.request_key = p.request_key
                          AND request_key_is_recent(k.created_at))
                      THEN CASE WHEN (SELECT u.game_mode FROM users u WHERE u.id = p.user_id)
                                       IS DISTINCT FROM v_coins[p.i]
                                  THEN ARRAY['coin_changed', NULL]
                                  ELSE (SELECT ARRAY[r.o_status, r.o_coin]
                                          FROM ledger_play_refusal(p.session_id, p.user_id, p.wager,
                                                                   p.max_multiplier, p_limits,
                                                                   p_accounts[p.i * 5 - 4 : p.i * 5]) r)
                           END
                 END AS refusal
            FROM play p LEFT JOIN money m ON m.i = p.i
              LEFT JOIN bet b ON b.seed_pair_id = m.seed AND b.nonce = m.nonce
          -- Kept a subquery, so the refusal is evaluated once per play, not once per element read.
          OFFSET 0) x
    ORDER BY x.at;
  PERFORM set_config('lock_timeout', v_lock_timeout, true);
END $$;
