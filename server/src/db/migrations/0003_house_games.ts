/**
 * House games: provably fair seed pairs, the bet record of every play, and `house_play`, which settles an
 * instant play in one round trip (session check, limits, seed nonce, ledger transfer, bet row).
 */
export const statements = [
  `CREATE TABLE seed_pairs (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    game text NOT NULL,
    server_seed text NOT NULL,
    server_seed_hash text NOT NULL,
    client_seed text,
    -- The nonce the next play on this pair uses: starts at 1, one up per play.
    nonce integer NOT NULL DEFAULT 1 CHECK (nonce >= 1),
    created_at timestamptz NOT NULL DEFAULT now(),
    revealed_at timestamptz
  )`,
  // One live (unrevealed) pair per player and game; revealed pairs stay for verification.
  `CREATE UNIQUE INDEX seed_pairs_active ON seed_pairs (user_id, game) WHERE revealed_at IS NULL`,
  `CREATE INDEX seed_pairs_user ON seed_pairs (user_id, id)`,
  `CREATE TABLE bets (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    game text NOT NULL,
    coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
    -- Everything staked: a step game's extra stakes (double, split, insurance) add to it.
    wager bigint NOT NULL CHECK (wager > 0),
    -- The play a step game started with, which its multipliers apply to.
    base_wager bigint,
    payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
    multiplier numeric(24, 4) NOT NULL DEFAULT 0,
    seed_pair_id bigint REFERENCES seed_pairs(id),
    nonce integer,
    outcome jsonb,
    -- A step game (mines, tower, clover cross, blackjack) in progress keeps its state here until it settles.
    state jsonb,
    status text NOT NULL DEFAULT 'settled' CHECK (status IN ('active', 'settled')),
    high_roller boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz
  )`,
  `CREATE INDEX bets_user ON bets (user_id, id DESC) WHERE status = 'settled'`,
  // Everyone's latest plays read the primary key backwards; a nonce's single use is the ledger key's.
  `CREATE INDEX bets_high_rollers ON bets (id DESC) WHERE status = 'settled' AND high_roller`,
  `CREATE UNIQUE INDEX bets_one_active_game ON bets (user_id, game) WHERE status = 'active'`,
  /*
   * `ledger_play` (migration 7 dropped it for `house_play_batch`, which settles plays in set form by the
   * same rules): the ledger's settlement of one house-game play in a single call, the hot path's twin of
   * `ledger_post`. The net of wager and payout moves between the player and their house shard as one
   * transfer with its entries. Balances are updated in ascending id order like every transfer: the house
   * shard first (system accounts are created by migration, before any player account), then GC or SC
   * unplayed, then SC redeemable (a player's accounts are opened in that order). SC wagers come from
   * unplayed coins first, then redeemable; wins are paid to redeemable. The wager must be covered before
   * the payout is counted (netting alone would let a short player win on credit), so a player short of
   * the wager raises SQLSTATE 23514 like the balance CHECK, which aborts the whole statement. Returns the
   * player's balance in the coin afterwards.
   */
  `CREATE FUNCTION ledger_play(
     p_key text, p_coin text, p_gc bigint, p_unplayed bigint, p_redeemable bigint, p_house bigint,
     p_wager bigint, p_payout bigint, p_reference_id text, OUT o_balance bigint)
   LANGUAGE plpgsql AS $$
   DECLARE
     v_transfer bigint;
     v_house_delta bigint := p_wager - p_payout;
     v_house_balance bigint;
     v_unplayed bigint;
     v_from_unplayed bigint;
     v_redeemable_delta bigint;
     v_redeemable bigint;
   BEGIN
     IF p_coin = 'GC' THEN
       IF v_house_delta = 0 THEN
         SELECT balance INTO o_balance FROM ledger_accounts WHERE id = p_gc;
         IF o_balance < p_wager THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
         RETURN;
       END IF;
       INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id)
         VALUES (p_key, 'play', 'GC', 'bet', p_reference_id) RETURNING id INTO v_transfer;
       UPDATE ledger_accounts SET balance = balance + v_house_delta WHERE id = p_house RETURNING balance INTO v_house_balance;
       UPDATE ledger_accounts SET balance = balance - v_house_delta WHERE id = p_gc AND balance >= p_wager
         RETURNING balance INTO o_balance;
       IF NOT FOUND THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES
         (v_transfer, p_house, v_house_delta, v_house_balance), (v_transfer, p_gc, -v_house_delta, o_balance);
       RETURN;
     END IF;
     INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id)
       VALUES (p_key, 'play', 'SC', 'bet', p_reference_id) RETURNING id INTO v_transfer;
     IF v_house_delta <> 0 THEN
       UPDATE ledger_accounts SET balance = balance + v_house_delta WHERE id = p_house RETURNING balance INTO v_house_balance;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_house, v_house_delta, v_house_balance);
     END IF;
     SELECT balance INTO v_unplayed FROM ledger_accounts WHERE id = p_unplayed FOR UPDATE;
     v_from_unplayed := least(v_unplayed, p_wager);
     IF v_from_unplayed > 0 THEN
       v_unplayed := v_unplayed - v_from_unplayed;
       UPDATE ledger_accounts SET balance = v_unplayed WHERE id = p_unplayed;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_unplayed, -v_from_unplayed, v_unplayed);
     END IF;
     v_redeemable_delta := p_payout - (p_wager - v_from_unplayed);
     UPDATE ledger_accounts SET balance = balance + v_redeemable_delta
       WHERE id = p_redeemable AND balance >= p_wager - v_from_unplayed
       RETURNING balance INTO v_redeemable;
     IF NOT FOUND THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
     IF v_redeemable_delta <> 0 THEN
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_redeemable, v_redeemable_delta, v_redeemable);
     END IF;
     o_balance := v_unplayed + v_redeemable;
   END $$`,
  /*
   * Why a play was refused, for the rare path where house_play's single update matched nothing.
   */
  `CREATE FUNCTION house_play_refusal(
     p_session uuid, p_user bigint, p_wager bigint, p_max_multiplier numeric, p_limits bigint[])
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
     RETURN 'stale_seed';
   END $$`,
  /*
   * Settles an instant play whose outcome the server computed from (p_seed, p_nonce), in one round trip.
   * One update takes the nonce only if it is still the pair's next one, the session is live, the player
   * is not banned and the wager is within the limits of the player's coin (p_limits: GC min, max, max
   * payout, then SC); if it matches nothing, house_play_refusal says why and nothing is written. Then
   * the bet row, and the ledger settles the net movement keyed by seed pair and nonce, so no nonce is
   * ever paid twice. p_accounts: the player's GC, SC unplayed and SC redeemable accounts, then the house
   * shards for GC and SC. A player short of coins aborts the statement (SQLSTATE 23514).
   */
  `CREATE FUNCTION house_play(
     p_session uuid, p_user bigint, p_game text, p_seed bigint, p_nonce integer,
     p_wager bigint, p_payout bigint, p_multiplier numeric, p_max_multiplier numeric, p_outcome jsonb,
     p_limits bigint[], p_high_roller bigint[], p_accounts bigint[],
     OUT o_status text, OUT o_bet bigint, OUT o_coin text, OUT o_username text, OUT o_private boolean,
     OUT o_balance bigint, OUT o_settled_at timestamptz)
   LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE seed_pairs sp SET nonce = sp.nonce + 1
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE sp.id = p_seed AND sp.user_id = p_user AND sp.game = p_game AND sp.nonce = p_nonce
         AND sp.revealed_at IS NULL
         AND s.id = p_session AND s.user_id = p_user AND s.revoked_at IS NULL AND s.expires_at > now()
         AND u.banned_at IS NULL AND u.deleted_at IS NULL
         AND p_wager >= p_limits[CASE WHEN u.game_mode = 'GC' THEN 1 ELSE 4 END]
         AND p_wager <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 2 ELSE 5 END]
         AND p_wager * p_max_multiplier <= p_limits[CASE WHEN u.game_mode = 'GC' THEN 3 ELSE 6 END]
       RETURNING u.game_mode, u.username, u.private_mode INTO o_coin, o_username, o_private;
     IF NOT FOUND THEN
       o_status := house_play_refusal(p_session, p_user, p_wager, p_max_multiplier, p_limits);
       RETURN;
     END IF;
     o_settled_at := now();
     INSERT INTO bets (user_id, game, coin, wager, payout, multiplier, seed_pair_id, nonce, outcome,
                       high_roller, created_at, settled_at)
       VALUES (p_user, p_game, o_coin, p_wager, p_payout, p_multiplier, p_seed, p_nonce, p_outcome,
               p_wager >= p_high_roller[CASE WHEN o_coin = 'GC' THEN 1 ELSE 2 END], o_settled_at, o_settled_at)
       RETURNING id INTO o_bet;
     o_balance := ledger_play('play:' || p_seed || ':' || p_nonce, o_coin, p_accounts[1], p_accounts[2],
       p_accounts[3], p_accounts[CASE WHEN o_coin = 'GC' THEN 4 ELSE 5 END], p_wager, p_payout, o_bet::text);
     o_status := 'ok';
   END $$`,
];
