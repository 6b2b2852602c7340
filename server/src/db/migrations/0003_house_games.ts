import { LEDGER_PLAY_FUNCTION } from '../../ledger/play-settlement.sql';

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
  LEDGER_PLAY_FUNCTION,
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
