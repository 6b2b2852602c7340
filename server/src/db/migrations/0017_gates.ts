/**
 * The gates a play passes (issue 12): where the player is, a break or self-exclusion, and the limits
 * they set. The eligibility module keeps one row per player (`player_gates`) current whenever a
 * location check, break, exclusion or limit changes, so the instant-play batch reads the gate in the
 * round trip it already makes: `ledger_post_plays` joins the row, and a play the gate refuses takes
 * nothing and answers 'gated' (the module then says why, in the spec's words). A GC play of a player
 * who never had a gate row asks nothing more. `player_play_refusal` is the one statement of the rule:
 * the batch, `ledger_play_refusal` and the other games' services (through the module) all call it.
 * The bodies of ledger_post_plays and ledger_play_refusal are those of migration 12 otherwise.
 */
export const statements = [
  `CREATE TABLE location_checks (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     location_id text NOT NULL,
     country text,
     state text,
     passed boolean NOT NULL,
     supported boolean NOT NULL,
     fraud text[] NOT NULL DEFAULT '{}',
     rule text NOT NULL CHECK (rule IN ('blocked', 'gc_only', 'redeem_only', 'allowed')),
     sc_play boolean NOT NULL,
     reasons text[] NOT NULL DEFAULT '{}',
     created_at timestamptz NOT NULL DEFAULT now(),
     fresh_until timestamptz NOT NULL
   )`,
  `CREATE INDEX location_checks_user ON location_checks (user_id, id DESC)`,
  // The sandbox geolocation's tester override for one player (never read by a real vendor adapter).
  `CREATE TABLE sandbox_locations (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     country text NOT NULL DEFAULT 'US',
     state text,
     vpn boolean NOT NULL DEFAULT false,
     unsupported boolean NOT NULL DEFAULT false,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE play_restrictions (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     break_days integer,
     break_till timestamptz,
     exclusion_period text CHECK (exclusion_period IN ('6_months', '1_year', '3_years', '5_years', 'indefinite')),
     excluded_at timestamptz,
     -- 'infinity' while indefinite and no lift is under way.
     excluded_till timestamptz,
     lift_requested_at timestamptz,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // Each change is a row; the one in force is the latest whose effective_from has passed. A raise or
  // removal is written with a later effective_from (the cooling-off); a null amount removes the limit.
  `CREATE TABLE player_limits (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('purchase', 'loss', 'session')),
     period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
     amount bigint CHECK (amount > 0),
     effective_from timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX player_limits_user ON player_limits (user_id, kind, period, effective_from DESC, id DESC)`,
  `CREATE TABLE player_gates (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     -- A passed, fresh check in a state that allows SC play lets SC be played until then.
     sc_play_until timestamptz,
     -- A break or self-exclusion refuses every play until then.
     play_refused_until timestamptz,
     -- Whether loss or time limits exist (in force or waiting): only then are they summed.
     limited boolean NOT NULL DEFAULT false
   )`,
  /*
   * Loss limits count Sweeps Coins (the coin with a prize value) lost in the window, this play's whole
   * wager included; time limits count active play: the gaps between the player's plays in the window,
   * each at most 5 minutes. Windows roll: a day, 7 days, 30 days back from now.
   */
  `CREATE FUNCTION player_limit_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
   LANGUAGE plpgsql STABLE AS $$
   DECLARE
     l record;
     v_window interval;
     v_used numeric;
   BEGIN
     FOR l IN SELECT DISTINCT ON (kind, period) kind, period, amount FROM player_limits
                WHERE user_id = p_user AND kind IN ('loss', 'session') AND effective_from <= now()
                ORDER BY kind, period, effective_from DESC, id DESC LOOP
       CONTINUE WHEN l.amount IS NULL OR (l.kind = 'loss' AND p_coin <> 'SC');
       v_window := CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days'
                                 ELSE interval '30 days' END;
       IF l.kind = 'loss' THEN
         SELECT coalesce(sum(wager - payout), 0) INTO v_used FROM bets
           WHERE user_id = p_user AND status = 'settled' AND coin = 'SC' AND created_at > now() - v_window;
         IF v_used + p_wager > l.amount THEN RETURN 'loss_limit'; END IF;
       ELSE
         SELECT coalesce(sum(least(extract(epoch FROM created_at - previous), 300)), 0) INTO v_used
           FROM (SELECT created_at, lag(created_at) OVER (ORDER BY created_at) AS previous FROM bets
                   WHERE user_id = p_user AND status = 'settled' AND created_at > now() - v_window) b
           -- The window's first play has no gap before it (least() would take 300 for its null).
           WHERE previous IS NOT NULL;
         IF v_used >= l.amount * 60 THEN RETURN 'session_limit'; END IF;
       END IF;
     END LOOP;
     RETURN NULL;
   END $$`,
  /*
   * Why the gate refuses this play ('restricted': a break or self-exclusion; 'location': SC with no
   * fresh passed check in a state that allows it; 'loss_limit', 'session_limit'), or null.
   */
  `CREATE FUNCTION player_play_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
   LANGUAGE plpgsql STABLE AS $$
   DECLARE
     g player_gates;
   BEGIN
     SELECT * INTO g FROM player_gates WHERE user_id = p_user;
     IF g.play_refused_until > now() THEN RETURN 'restricted'; END IF;
     IF p_coin = 'SC' AND NOT coalesce(g.sc_play_until > now(), false) THEN RETURN 'location'; END IF;
     IF g.limited THEN RETURN player_limit_refusal(p_user, p_coin, p_wager); END IF;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION ledger_play_refusal(
     p_session uuid, p_user bigint, p_wager bigint, p_max_multiplier numeric, p_limits bigint[],
     p_accounts bigint[], OUT o_status text, OUT o_coin text)
   LANGUAGE plpgsql AS $$
   DECLARE
     v record;
     v_base integer;
   BEGIN
     SELECT u.game_mode, u.banned_at, u.deleted_at, s.revoked_at, s.expires_at INTO v
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = p_session AND s.user_id = p_user;
     IF NOT FOUND OR v.deleted_at IS NOT NULL OR v.expires_at <= now() THEN o_status := 'unauthenticated'; RETURN; END IF;
     IF v.banned_at IS NOT NULL THEN o_status := 'banned'; RETURN; END IF;
     IF v.revoked_at IS NOT NULL THEN o_status := 'unauthenticated'; RETURN; END IF;
     IF player_play_refusal(p_user, v.game_mode, p_wager) IS NOT NULL THEN
       o_status := 'gated';
       o_coin := v.game_mode;
       RETURN;
     END IF;
     v_base := CASE WHEN v.game_mode = 'GC' THEN 0 ELSE 3 END;
     o_coin := v.game_mode;
     IF p_wager < p_limits[v_base + 1] THEN o_status := 'below_min'; RETURN; END IF;
     IF p_wager > p_limits[v_base + 2] THEN o_status := 'above_max'; RETURN; END IF;
     IF p_wager * p_max_multiplier > p_limits[v_base + 3] THEN o_status := 'above_max_payout'; RETURN; END IF;
     IF (SELECT sum(balance) FROM ledger_accounts
           WHERE id IN (CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[2] END,
                        CASE WHEN v.game_mode = 'GC' THEN p_accounts[1] ELSE p_accounts[3] END)) < p_wager THEN
       o_status := 'insufficient';
       RETURN;
     END IF;
     o_status := 'stale_seed';
   END $$`,
  `CREATE OR REPLACE FUNCTION ledger_post_plays(
     p_sessions uuid[], p_users bigint[], p_games text[], p_seeds bigint[], p_nonces integer[],
     p_wagers bigint[], p_payouts bigint[], p_multipliers numeric[], p_max_multipliers numeric[],
     p_outcomes jsonb, p_limits bigint[], p_high_roller bigint[], p_accounts bigint[], p_keys text[])
   RETURNS TABLE (o_status text, o_coin text, o_bet bigint, o_username text, o_private boolean,
                  o_balance bigint, o_settled_at timestamptz, o_high_roller boolean)
   LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE;
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
           AND sp.revealed_at IS NULL
           AND s.revoked_at IS NULL AND s.expires_at > now()
           AND u.banned_at IS NULL AND u.deleted_at IS NULL
           -- A GC play of a player with no gate row has nothing to ask; every other play asks the gate.
           AND (gate.user_id IS NULL AND u.game_mode = 'GC'
                OR player_play_refusal(p.user_id, u.game_mode, p.wager) IS NULL)
           AND p.wager >= p_limits[CASE WHEN u.game_mode = 'GC' THEN 1 ELSE 4 END]
           AND p.wager <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 2 ELSE 5 END]
           AND p.wager * p.max_multiplier <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 3 ELSE 6 END]
           AND CASE WHEN u.game_mode = 'GC' THEN g.balance ELSE un.balance + re.balance END >= p.wager
           AND NOT EXISTS (SELECT 1 FROM bets r WHERE r.user_id = p.user_id AND r.request_key = p.request_key)
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
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         SELECT tr.id, mv.account_id, mv.amount,
                a.balance + sum(mv.amount) OVER (PARTITION BY mv.account_id ORDER BY mv.i)
           FROM move mv JOIN ledger_accounts a ON a.id = mv.account_id
             JOIN transfer tr ON tr.idempotency_key = mv.key
         RETURNING 1
     )
     SELECT CASE WHEN m.i IS NOT NULL THEN 'ok' WHEN r.o_status IS NULL THEN 'repeated' ELSE r.o_status END,
            coalesce(m.coin, r.o_coin), b.id, m.username, m.private_mode, m.balance_after,
            CASE WHEN m.i IS NULL THEN NULL ELSE now() END, b.high_roller
       FROM play p LEFT JOIN money m ON m.i = p.i
         LEFT JOIN bet b ON b.seed_pair_id = m.seed AND b.nonce = m.nonce
         -- Asked only of a play that took nothing and whose key is on no bet (a filter on p and m alone).
         LEFT JOIN LATERAL (
           SELECT * FROM ledger_play_refusal(p.session_id, p.user_id, p.wager, p.max_multiplier, p_limits,
                                             p_accounts[p.i * 5 - 4 : p.i * 5])
             WHERE m.i IS NULL
               AND NOT EXISTS (SELECT 1 FROM bets k WHERE k.user_id = p.user_id AND k.request_key = p.request_key)
         ) r ON true
       ORDER BY p.i;
   END $$`,
];
