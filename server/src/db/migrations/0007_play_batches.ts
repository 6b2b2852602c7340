/**
 * Instant plays settle in batches: `house_play_batch` settles many players' plays in one statement and
 * one commit, replacing house_play and ledger_play (one play per transaction, six statements each).
 * A transaction's and a statement's fixed costs (snapshot, executor, commit record, round trip) were
 * most of a play's database time; a batch pays them once. A player short of coins no longer raises (it
 * would abort every play in the batch): the funds check is part of the update that takes the nonce,
 * and the play is refused with the status 'insufficient', writing nothing.
 */
export const statements = [
  `DROP FUNCTION house_play_refusal(uuid, bigint, bigint, numeric, bigint[])`,
  /*
   * Why a play was refused, for the rare path where house_play's single update matched nothing.
   * p_accounts as house_play's: the player's GC, SC unplayed and SC redeemable accounts first.
   */
  `CREATE FUNCTION house_play_refusal(
     p_session uuid, p_user bigint, p_wager bigint, p_max_multiplier numeric, p_limits bigint[],
     p_accounts bigint[])
   RETURNS text LANGUAGE plpgsql AS $$
   DECLARE
     v record;
     v_base integer;
   BEGIN
     SELECT u.game_mode, u.banned_at, u.deleted_at, s.revoked_at, s.expires_at INTO v
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = p_session AND s.user_id = p_user;
     IF NOT FOUND OR v.deleted_at IS NOT NULL OR v.expires_at <= now() THEN RETURN 'unauthenticated'; END IF;
     IF v.banned_at IS NOT NULL THEN RETURN 'banned'; END IF;
     IF v.revoked_at IS NOT NULL THEN RETURN 'unauthenticated'; END IF;
     v_base := CASE WHEN v.game_mode = 'GC' THEN 0 ELSE 3 END;
     IF p_wager < p_limits[v_base + 1] THEN RETURN 'below_min:' || v.game_mode; END IF;
     IF p_wager > p_limits[v_base + 2] THEN RETURN 'above_max:' || v.game_mode; END IF;
     IF p_wager * p_max_multiplier > p_limits[v_base + 3] THEN RETURN 'above_max_payout:' || v.game_mode; END IF;
     IF (SELECT sum(balance) FROM ledger_accounts
           WHERE id IN (CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[2] END,
                        CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[3] END)) < p_wager THEN
       RETURN 'insufficient';
     END IF;
     RETURN 'stale_seed';
   END $$`,
  // Settled by house_play_batch alone now (it carries their logic in set form).
  `DROP FUNCTION house_play(uuid, bigint, text, bigint, integer, bigint, bigint, numeric, numeric, jsonb,
     bigint[], bigint[], bigint[])`,
  `DROP FUNCTION ledger_play(text, text, bigint, bigint, bigint, bigint, bigint, bigint, text)`,
  /*
   * Settles a batch of instant plays whose outcomes the server computed, each from (seed pair, nonce), in
   * one statement: one row per play, in the order given. The arrays hold one element per play;
   * p_outcomes is a JSON array; p_accounts holds five accounts per play, play after play: the player's GC,
   * SC unplayed and SC redeemable accounts, then the house shards for GC and SC. A player has at most
   * one play in a batch (the caller sees to it), so each account of a player moves once; a house shard
   * may take several plays, its entries carrying the running balance.
   *
   * Every account of the batch is locked first, in ascending id order like every transfer, so batches
   * (from any instance) and single transfers never deadlock; the balances read afterwards stay put.
   * Then one statement, all of whose parts see the balances as they were before it:
   * - taken: a play takes its nonce only if it is still the pair's next one, the session is live, the
   *   player is not banned, the wager is within the limits of the player's coin (p_limits: GC min, max,
   *   max payout, then SC) and the player holds the wager in that coin (GC; or SC unplayed plus
   *   redeemable). A play that takes nothing writes nothing, and house_play_refusal says why.
   * - the bet row, and the ledger transfer keyed by seed pair and nonce (so no nonce is ever paid
   *   twice) with its entries, like ledger_post: the net of wager and payout moves between the player
   *   and their house shard. SC wagers come from unplayed coins first, then redeemable; wins are paid
   *   to redeemable. A GC play that pays back its wager moves nothing and has no transfer.
   * The balance returned is the player's in the coin afterwards.
   */
  `CREATE FUNCTION house_play_batch(
     p_sessions uuid[], p_users bigint[], p_games text[], p_seeds bigint[], p_nonces integer[],
     p_wagers bigint[], p_payouts bigint[], p_multipliers numeric[], p_max_multipliers numeric[],
     p_outcomes jsonb, p_limits bigint[], p_high_roller bigint[], p_accounts bigint[])
   RETURNS TABLE (o_status text, o_bet bigint, o_coin text, o_username text, o_private boolean,
                  o_balance bigint, o_settled_at timestamptz)
   LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE;
     RETURN QUERY
     WITH play AS (
       SELECT p.session_id, p.user_id, p.game, p.seed, p.nonce, p.wager, p.payout, p.multiplier,
              p.max_multiplier, p.i::int AS i, p_accounts[p.i * 5 - 4] AS gc,
              p_accounts[p.i * 5 - 3] AS unplayed, p_accounts[p.i * 5 - 2] AS redeemable
         FROM unnest(p_sessions, p_users, p_games, p_seeds, p_nonces, p_wagers, p_payouts, p_multipliers,
                     p_max_multipliers)
           WITH ORDINALITY AS p(session_id, user_id, game, seed, nonce, wager, payout, multiplier,
                                max_multiplier, i)
     ),
     taken AS (
       UPDATE seed_pairs sp SET nonce = sp.nonce + 1
         FROM play p
           JOIN sessions s ON s.id = p.session_id AND s.user_id = p.user_id
           JOIN users u ON u.id = p.user_id
           JOIN ledger_accounts g ON g.id = p.gc
           JOIN ledger_accounts un ON un.id = p.unplayed
           JOIN ledger_accounts re ON re.id = p.redeemable
         WHERE sp.id = p.seed AND sp.user_id = p.user_id AND sp.game = p.game AND sp.nonce = p.nonce
           AND sp.revealed_at IS NULL
           AND s.revoked_at IS NULL AND s.expires_at > now()
           AND u.banned_at IS NULL AND u.deleted_at IS NULL
           AND p.wager >= p_limits[CASE WHEN u.game_mode = 'GC' THEN 1 ELSE 4 END]
           AND p.wager <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 2 ELSE 5 END]
           AND p.wager * p.max_multiplier <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 3 ELSE 6 END]
           AND CASE WHEN u.game_mode = 'GC' THEN g.balance ELSE un.balance + re.balance END >= p.wager
         RETURNING p.i, u.game_mode AS coin, u.username, u.private_mode, g.balance AS gc_before,
                   un.balance AS unplayed_before, re.balance AS redeemable_before
     ),
     money AS (
       SELECT p.*, t.coin, t.username, t.private_mode, t.gc_before, t.unplayed_before, t.redeemable_before,
              'play:' || p.seed || ':' || p.nonce AS key,
              p_accounts[p.i * 5 - CASE WHEN t.coin = 'GC' THEN 1 ELSE 0 END] AS house,
              p.wager - p.payout AS house_delta,
              CASE WHEN t.coin = 'SC' THEN least(t.unplayed_before, p.wager) ELSE 0 END AS from_unplayed
         FROM taken t JOIN play p ON p.i = t.i
     ),
     bet AS (
       INSERT INTO bets (user_id, game, coin, wager, payout, multiplier, seed_pair_id, nonce, outcome,
                         high_roller, created_at, settled_at)
         SELECT m.user_id, m.game, m.coin, m.wager, m.payout, m.multiplier, m.seed, m.nonce,
                p_outcomes -> (m.i - 1), m.wager >= p_high_roller[CASE WHEN m.coin = 'GC' THEN 1 ELSE 2 END],
                now(), now()
           FROM money m ORDER BY m.i
         RETURNING id, seed_pair_id, nonce
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
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         SELECT tr.id, mv.account_id, mv.amount,
                a.balance + sum(mv.amount) OVER (PARTITION BY mv.account_id ORDER BY mv.i)
           FROM move mv JOIN ledger_accounts a ON a.id = mv.account_id
             JOIN transfer tr ON tr.idempotency_key = mv.key
         RETURNING 1
     )
     SELECT CASE WHEN m.i IS NULL
                 THEN house_play_refusal(p.session_id, p.user_id, p.wager, p.max_multiplier, p_limits,
                                         p_accounts[p.i * 5 - 4 : p.i * 5])
                 ELSE 'ok' END,
            b.id, m.coin, m.username, m.private_mode,
            CASE WHEN m.coin = 'GC' THEN m.gc_before - m.house_delta
                 ELSE m.unplayed_before + m.redeemable_before + m.payout - m.wager END,
            CASE WHEN m.i IS NULL THEN NULL ELSE now() END
       FROM play p LEFT JOIN money m ON m.i = p.i
         LEFT JOIN bet b ON b.seed_pair_id = m.seed AND b.nonce = m.nonce
       ORDER BY p.i;
   END $$`,
];
