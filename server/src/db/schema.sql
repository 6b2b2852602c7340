CREATE FUNCTION bet_kept_multiplier(p_wager bigint, p_payout bigint) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$ body: server/src/db/functions/bet_kept_multiplier.sql, md5 6d042c1a617fcf4b3140ef0928ae332a $$;

CREATE FUNCTION bets_one_active_game() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/bets_one_active_game.sql, md5 40970336316d98a4e27ce37ac4a63455 $$;

CREATE FUNCTION bound_batch_lock_waits() RETURNS text
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/bound_batch_lock_waits.sql, md5 faaa347f0241a83b4dd67d3c01a18e2c $$;

CREATE FUNCTION ensure_month_partitions(p_from timestamp with time zone, p_months_ahead integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ensure_month_partitions.sql, md5 82a0cbaf6d23d6189d39000200444f16 $$;

CREATE FUNCTION guard_ledger_partition(p_partition text) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/guard_ledger_partition.sql, md5 66dc64209170473e468d46922d6f6e90 $$;

CREATE FUNCTION ledger_credit_win(p_key text, p_user bigint, p_coin text, p_amount bigint, p_house bigint, p_reference_type text, p_reference_id text) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_credit_win.sql, md5 c63b6904c0d1a3cd771d744e7b8ac4c1 $$;

CREATE FUNCTION ledger_forbid_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_forbid_change.sql, md5 01d071102e5154ba1aeff2231c2806ae $$;

CREATE FUNCTION ledger_play_refusal(p_session uuid, p_user bigint, p_wager bigint, p_max_multiplier numeric, p_limits bigint[], p_accounts bigint[], OUT o_status text, OUT o_coin text) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_play_refusal.sql, md5 f9c5fc2f48cd49d2546722018cea11de $$;

CREATE FUNCTION ledger_post(p_key text, p_kind text, p_coin text, p_accounts bigint[], p_amounts bigint[], p_reference_type text DEFAULT NULL::text, p_reference_id text DEFAULT NULL::text, p_meta jsonb DEFAULT NULL::jsonb) RETURNS TABLE(transfer_id bigint, replayed boolean)
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_post.sql, md5 2f1a2fdd2179f6593f3b6587f6d4336a $$;

CREATE FUNCTION ledger_post_plays(p_sessions uuid[], p_users bigint[], p_games text[], p_seeds bigint[], p_nonces integer[], p_wagers bigint[], p_payouts bigint[], p_multipliers numeric[], p_max_multipliers numeric[], p_outcomes jsonb, p_limits bigint[], p_high_roller bigint[], p_accounts bigint[], p_keys text[]) RETURNS TABLE(o_status text, o_coin text, o_bet bigint, o_username text, o_private boolean, o_balance bigint, o_settled_at timestamp with time zone, o_high_roller boolean)
    LANGUAGE plpgsql
    SET random_page_cost TO '1.1'
    AS $$ body: server/src/db/functions/ledger_post_plays.sql, md5 0cd05b62c9ffb58d6f8900ab135a0e3d $$;

CREATE FUNCTION ledger_post_take_back(p_accounts bigint[], p_amounts bigint[]) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_post_take_back.sql, md5 81fc7cf72bfb77bd3b169d7be9ce6564 $$;

CREATE FUNCTION ledger_reverse(p_key text, p_of text, p_kind text) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_reverse.sql, md5 f94ae2e667563ed4358ff1d4bdc24fcf $$;

CREATE FUNCTION ledger_take_from_player(p_key text, p_kind text, p_user bigint, p_coin text, p_amount bigint, p_house bigint, p_redeemable_first boolean, p_reference_type text, p_reference_id text) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/ledger_take_from_player.sql, md5 5e8a3bde5bd70221f986fcb538bafe64 $$;

CREATE FUNCTION play_refusal(p_user bigint, p_coin text, p_wager bigint, p_best_payout numeric, p_limits bigint[]) RETURNS text
    LANGUAGE sql STABLE
    AS $$ body: server/src/db/functions/play_refusal.sql, md5 64f3ef99c37c218429ad4c5cda547248 $$;

CREATE FUNCTION player_limit_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
    LANGUAGE plpgsql STABLE
    AS $$ body: server/src/db/functions/player_limit_refusal.sql, md5 05f9a6155a318282c046063800ecc902 $$;

CREATE FUNCTION player_play_refusal(p_user bigint, p_coin text, p_wager bigint) RETURNS text
    LANGUAGE plpgsql STABLE
    AS $$ body: server/src/db/functions/player_play_refusal.sql, md5 b46bea7934c62e9ba7888b7ccfd8c078 $$;

CREATE FUNCTION provider_round_add(p_bet bigint, p_wager bigint, p_payout bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_round_add.sql, md5 72702fd3fef0897b9c43759ea4e1041d $$;

CREATE FUNCTION provider_round_close(p_round bigint, p_high_roller bigint[], OUT o_bet bigint, OUT o_username text, OUT o_private boolean, OUT o_game text, OUT o_wager bigint, OUT o_payout bigint, OUT o_settled_at timestamp with time zone, OUT o_high_roller boolean, OUT o_title text) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_round_close.sql, md5 c37898f04c7592898513373b0758fa97 $$;

CREATE FUNCTION provider_wallet_answer(p_status text, p_coin text, p_balance bigint, p_transaction bigint) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$ body: server/src/db/functions/provider_wallet_answer.sql, md5 e3083abbc068a3360a50a2752d4117a1 $$;

CREATE FUNCTION provider_wallet_balance(p_user bigint, p_coin text) RETURNS bigint
    LANGUAGE plpgsql STABLE
    AS $$ body: server/src/db/functions/provider_wallet_balance.sql, md5 df3c113a48b2e57c324953c138270790 $$;

CREATE FUNCTION provider_wallet_bet(p_provider text, p_round text, p_user bigint, p_coin text, p_game_id integer, p_game text, p_wager bigint, p_key text, p_house bigint, p_session bigint, p_session_lifetime interval, OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_bet.sql, md5 86176c5fb089a8877a501dfb00c5b759 $$;

CREATE FUNCTION provider_wallet_call(p_kind text, p_provider text, p_transaction text, p_reference text, p_user bigint, p_coin text, p_round text, p_round_closed boolean, p_game_id integer, p_game text, p_amount bigint, p_is_free boolean, p_fingerprint text, p_key text, p_reference_key text, p_house bigint, p_session bigint, p_session_lifetime interval, p_high_roller bigint[]) RETURNS TABLE(o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text, o_private boolean, o_game text, o_wager bigint, o_payout bigint, o_settled_at timestamp with time zone, o_high_roller boolean, o_title text)
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_call.sql, md5 416e28ed413ae3bab29f0d021823d22b $$;

CREATE FUNCTION provider_wallet_calls(p_kinds text[], p_providers text[], p_transactions text[], p_references text[], p_users bigint[], p_coins text[], p_rounds text[], p_rounds_closed boolean[], p_game_ids integer[], p_games text[], p_amounts bigint[], p_free boolean[], p_fingerprints text[], p_keys text[], p_reference_keys text[], p_houses bigint[], p_sessions bigint[], p_session_lifetime interval, p_high_roller bigint[]) RETURNS TABLE(o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text, o_private boolean, o_game text, o_wager bigint, o_payout bigint, o_settled_at timestamp with time zone, o_high_roller boolean, o_title text)
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_calls.sql, md5 624c765d0aa39b1223f92a4fb4db9382 $$;

CREATE FUNCTION provider_wallet_claim(p_kind text, p_provider text, p_transaction text, p_reference text, p_user bigint, p_coin text, p_amount bigint, p_fingerprint text, OUT o_id bigint, OUT o_first boolean, OUT o_held boolean, OUT o_answer jsonb) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_claim.sql, md5 f94fdbe7b4c7fbfb71a95dbfb0ec374f $$;

CREATE FUNCTION provider_wallet_end_round(p_provider text, p_round text, p_user bigint, p_coin text, p_high_roller bigint[]) RETURNS TABLE(o_status text, o_balance bigint, o_transaction bigint, o_bet bigint, o_username text, o_private boolean, o_game text, o_wager bigint, o_payout bigint, o_settled_at timestamp with time zone, o_high_roller boolean, o_title text)
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_end_round.sql, md5 1db051c20c0fc5013c999d859ea0bea9 $$;

CREATE FUNCTION provider_wallet_rollback(p_provider text, p_reference text, p_user bigint, p_coin text, p_key text, p_bet_key text, OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_rollback.sql, md5 143a4ff2633139156006513b2b39bb02 $$;

CREATE FUNCTION provider_wallet_take_back(p_provider text, p_round text, p_user bigint, p_coin text, p_amount bigint, p_key text, p_house bigint, OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_take_back.sql, md5 a1e470e2e157c77ce7581c489bc2e8fe $$;

CREATE FUNCTION provider_wallet_win(p_provider text, p_reference text, p_round text, p_user bigint, p_coin text, p_amount bigint, p_key text, p_house bigint, OUT o_round bigint, OUT o_bet bigint, OUT o_closed boolean) RETURNS record
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/provider_wallet_win.sql, md5 439767803e366687046d00cb37c5367c $$;

CREATE FUNCTION request_key_is_recent(p_created timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$ body: server/src/db/functions/request_key_is_recent.sql, md5 699b9c6c3b88b58351e7f9c1cf6dc792 $$;

CREATE FUNCTION staff_audit_forbid_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ body: server/src/db/functions/staff_audit_forbid_change.sql, md5 8461d410915cd9125cc2363dd8c02df7 $$;

CREATE FUNCTION wager_limit_refusal(p_coin text, p_wager bigint, p_best_payout numeric, p_limits bigint[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$ body: server/src/db/functions/wager_limit_refusal.sql, md5 1730dc7441248d6dd6d941de73accffd $$;

CREATE TABLE ach_accounts (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    vendor_account_id text NOT NULL,
    bank_name text NOT NULL,
    last4 text NOT NULL,
    status text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ach_accounts_last4_check CHECK ((last4 ~ '^[0-9]{4}$'::text)),
    CONSTRAINT ach_accounts_status_check CHECK ((status = ANY (ARRAY['micro_pending'::text, 'verified'::text, 'removed'::text])))
);

CREATE SEQUENCE ach_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ach_accounts_id_seq OWNED BY ach_accounts.id;

CREATE TABLE ach_debits (
    purchase_id bigint NOT NULL,
    account_id bigint NOT NULL,
    vendor_debit_id text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    return_code text,
    returned_after_settle boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ach_debits_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'settled'::text, 'returned'::text])))
);

CREATE TABLE ach_payees (
    user_id bigint NOT NULL,
    vendor_payee_id text NOT NULL,
    ssn_last4 text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE amoe_request_events (
    id bigint NOT NULL,
    request_id bigint NOT NULL,
    status text NOT NULL,
    actor text NOT NULL,
    actor_id bigint,
    reason text,
    at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT amoe_request_events_actor_check CHECK ((actor = ANY (ARRAY['player'::text, 'staff'::text]))),
    CONSTRAINT amoe_request_events_status_check CHECK ((status = ANY (ARRAY['requested'::text, 'received'::text, 'credited'::text, 'refused'::text])))
);

CREATE SEQUENCE amoe_request_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE amoe_request_events_id_seq OWNED BY amoe_request_events.id;

CREATE TABLE amoe_requests (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    code text NOT NULL,
    status text DEFAULT 'requested'::text NOT NULL,
    refusal text,
    reason text,
    sc bigint,
    legal_name text,
    address text,
    received_on date,
    entered_by bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT amoe_requests_credited CHECK (((status = 'credited'::text) = (sc IS NOT NULL))),
    CONSTRAINT amoe_requests_refusal_check CHECK ((refusal = ANY (ARRAY['not_verified'::text, 'account_disabled'::text, 'excluded'::text, 'self_excluded'::text, 'staff'::text]))),
    CONSTRAINT amoe_requests_refused CHECK (((status = 'refused'::text) = (refusal IS NOT NULL))),
    CONSTRAINT amoe_requests_sc_check CHECK ((sc > 0)),
    CONSTRAINT amoe_requests_status_check CHECK ((status = ANY (ARRAY['requested'::text, 'received'::text, 'credited'::text, 'refused'::text])))
);

CREATE SEQUENCE amoe_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE amoe_requests_id_seq OWNED BY amoe_requests.id;

CREATE TABLE announcement_reads (
    user_id bigint NOT NULL,
    announcement_id bigint NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE notifications (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    link text,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_body_check CHECK ((char_length(body) <= 2000)),
    CONSTRAINT notifications_kind_check CHECK ((kind = ANY (ARRAY['bonus-credited'::text, 'purchase-completed'::text, 'redemption-status'::text, 'identity-result'::text, 'tip-received'::text]))),
    CONSTRAINT notifications_link_check CHECK ((char_length(link) <= 300)),
    CONSTRAINT notifications_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 120)))
);

CREATE SEQUENCE notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE notifications_id_seq OWNED BY notifications.id;

CREATE TABLE announcements (
    id bigint DEFAULT nextval('notifications_id_seq'::regclass) NOT NULL,
    published_by bigint NOT NULL,
    audience text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    link text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT announcements_audience_check CHECK ((audience = ANY (ARRAY['all'::text, 'sc-players'::text, 'purchasers'::text, 'vip'::text]))),
    CONSTRAINT announcements_body_check CHECK (((char_length(body) >= 1) AND (char_length(body) <= 2000))),
    CONSTRAINT announcements_link_check CHECK ((char_length(link) <= 300)),
    CONSTRAINT announcements_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 120)))
);

CREATE TABLE archived_partitions (
    table_name text NOT NULL,
    month date NOT NULL,
    row_count bigint NOT NULL,
    amount_sum bigint,
    digest text NOT NULL,
    file text NOT NULL,
    archived_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT archived_partitions_table_name_check CHECK ((table_name = ANY (ARRAY['bets'::text, 'ledger_entries'::text])))
);

CREATE TABLE auth_failures (
    key text NOT NULL,
    failures integer NOT NULL,
    window_ends_at timestamp with time zone NOT NULL,
    CONSTRAINT auth_failures_failures_check CHECK ((failures > 0))
);

CREATE TABLE bets (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    game text NOT NULL,
    coin text NOT NULL,
    wager bigint NOT NULL,
    base_wager bigint,
    payout bigint DEFAULT 0 NOT NULL,
    multiplier numeric(24,4) DEFAULT 0 NOT NULL,
    seed_pair_id bigint,
    nonce integer,
    outcome jsonb,
    state jsonb,
    status text DEFAULT 'settled'::text NOT NULL,
    high_roller boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    request_key text,
    balance_after bigint,
    provider_round boolean DEFAULT false NOT NULL,
    CONSTRAINT bets_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT bets_payout_check CHECK ((payout >= 0)),
    CONSTRAINT bets_status_check CHECK ((status = ANY (ARRAY['active'::text, 'settled'::text]))),
    CONSTRAINT bets_wager_check CHECK (((wager > 0) OR (provider_round AND (wager = 0))))
)
PARTITION BY RANGE (created_at);

CREATE SEQUENCE bets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE bets_id_seq OWNED BY bets.id;

CREATE TABLE bets_default (
    id bigint DEFAULT nextval('bets_id_seq'::regclass) NOT NULL,
    user_id bigint NOT NULL,
    game text NOT NULL,
    coin text NOT NULL,
    wager bigint NOT NULL,
    base_wager bigint,
    payout bigint DEFAULT 0 NOT NULL,
    multiplier numeric(24,4) DEFAULT 0 NOT NULL,
    seed_pair_id bigint,
    nonce integer,
    outcome jsonb,
    state jsonb,
    status text DEFAULT 'settled'::text NOT NULL,
    high_roller boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    request_key text,
    balance_after bigint,
    provider_round boolean DEFAULT false NOT NULL,
    CONSTRAINT bets_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT bets_payout_check CHECK ((payout >= 0)),
    CONSTRAINT bets_status_check CHECK ((status = ANY (ARRAY['active'::text, 'settled'::text]))),
    CONSTRAINT bets_wager_check CHECK (((wager > 0) OR (provider_round AND (wager = 0))))
);

CREATE TABLE bonus_claims (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    kind text NOT NULL,
    gc bigint DEFAULT 0 NOT NULL,
    sc bigint DEFAULT 0 NOT NULL,
    stage integer,
    reference text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bonus_claims_gc_check CHECK ((gc >= 0)),
    CONSTRAINT bonus_claims_kind_check CHECK ((kind = ANY (ARRAY['daily_bonus'::text, 'top_up'::text, 'reload'::text, 'bonus_code'::text, 'vip_bonus'::text, 'rakeback'::text, 'lossback'::text]))),
    CONSTRAINT bonus_claims_sc_check CHECK ((sc >= 0)),
    CONSTRAINT bonus_claims_stage_check CHECK (((stage >= 1) AND (stage <= 7)))
);

CREATE SEQUENCE bonus_claims_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE bonus_claims_id_seq OWNED BY bonus_claims.id;

CREATE TABLE bonus_codes (
    id bigint NOT NULL,
    code text NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    gc bigint DEFAULT 0 NOT NULL,
    sc bigint DEFAULT 0 NOT NULL,
    max_claims integer,
    claims integer DEFAULT 0 NOT NULL,
    starts_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    created_by bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bonus_codes_check CHECK (((gc > 0) OR (sc > 0))),
    CONSTRAINT bonus_codes_check1 CHECK (((max_claims IS NULL) OR (claims <= max_claims))),
    CONSTRAINT bonus_codes_gc_check CHECK ((gc >= 0)),
    CONSTRAINT bonus_codes_kind_check CHECK ((kind = ANY (ARRAY['bonus'::text, 'promotion'::text, 'weekly'::text]))),
    CONSTRAINT bonus_codes_max_claims_check CHECK ((max_claims > 0)),
    CONSTRAINT bonus_codes_sc_check CHECK ((sc >= 0))
);

CREATE SEQUENCE bonus_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE bonus_codes_id_seq OWNED BY bonus_codes.id;

CREATE TABLE bonus_states (
    user_id bigint NOT NULL,
    kind text NOT NULL,
    last_claimed_at timestamp with time zone,
    streak integer DEFAULT 0 NOT NULL,
    last_bet_id bigint DEFAULT 0 NOT NULL,
    CONSTRAINT bonus_states_kind_check CHECK ((kind = ANY (ARRAY['daily_bonus'::text, 'top_up'::text, 'reload'::text, 'rakeback'::text, 'lossback'::text]))),
    CONSTRAINT bonus_states_streak_check CHECK (((streak >= 0) AND (streak <= 7)))
);

CREATE TABLE bundle_promotions (
    id integer NOT NULL,
    name text NOT NULL,
    featured boolean DEFAULT false NOT NULL,
    bundle_id integer NOT NULL,
    reward_type text NOT NULL,
    upgrade_bundle_id integer,
    extra_gc bigint DEFAULT 0 NOT NULL,
    extra_sc bigint DEFAULT 0 NOT NULL,
    starts_at timestamp with time zone DEFAULT now() NOT NULL,
    ends_at timestamp with time zone,
    first_purchase_only boolean DEFAULT false NOT NULL,
    uses_per_player integer DEFAULT 1 NOT NULL,
    max_uses integer,
    disabled_at timestamp with time zone,
    created_by bigint,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    free_spins_game_id integer,
    num_spins integer,
    free_spin_value bigint,
    free_spins_coin text,
    CONSTRAINT bundle_promotions_check CHECK (((reward_type = 'Bundle Upgrade'::text) = (upgrade_bundle_id IS NOT NULL))),
    CONSTRAINT bundle_promotions_extra_gc_check CHECK ((extra_gc >= 0)),
    CONSTRAINT bundle_promotions_extra_sc_check CHECK ((extra_sc >= 0)),
    CONSTRAINT bundle_promotions_first_purchase_once CHECK (((NOT first_purchase_only) OR (uses_per_player = 1))),
    CONSTRAINT bundle_promotions_free_spin_value_check CHECK ((free_spin_value > 0)),
    CONSTRAINT bundle_promotions_free_spins CHECK ((((reward_type = 'Free Spins'::text) = (free_spins_game_id IS NOT NULL)) AND ((free_spins_game_id IS NULL) = (num_spins IS NULL)) AND ((free_spins_game_id IS NULL) = (free_spin_value IS NULL)) AND ((free_spins_game_id IS NULL) = (free_spins_coin IS NULL)))),
    CONSTRAINT bundle_promotions_free_spins_coin_check CHECK ((free_spins_coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT bundle_promotions_max_uses_check CHECK ((max_uses > 0)),
    CONSTRAINT bundle_promotions_num_spins_check CHECK (((num_spins >= 1) AND (num_spins <= 500))),
    CONSTRAINT bundle_promotions_reward_type_check CHECK ((reward_type = ANY (ARRAY['Bundle Upgrade'::text, 'Extra Coins'::text, 'Free Spins'::text]))),
    CONSTRAINT bundle_promotions_uses_per_player_check CHECK (((uses_per_player >= 1) AND (uses_per_player <= 100)))
);

CREATE SEQUENCE bundle_promotions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE bundle_promotions_id_seq OWNED BY bundle_promotions.id;

CREATE TABLE bundles (
    id integer NOT NULL,
    price bigint NOT NULL,
    actual_price bigint NOT NULL,
    gc bigint NOT NULL,
    sc bigint NOT NULL,
    gc_discount text,
    tag text,
    discount_id integer,
    active boolean DEFAULT true NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    CONSTRAINT bundles_check CHECK ((actual_price >= price)),
    CONSTRAINT bundles_gc_check CHECK ((gc > 0)),
    CONSTRAINT bundles_price_check CHECK ((price > 0)),
    CONSTRAINT bundles_sc_check CHECK ((sc >= 0)),
    CONSTRAINT bundles_sc_within_price CHECK ((sc <= price))
);

CREATE SEQUENCE bundles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE bundles_id_seq OWNED BY bundles.id;

CREATE TABLE cashier_orders (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    amount bigint NOT NULL,
    rsn text NOT NULL,
    type text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    cancel_reason text,
    decided_by bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    CONSTRAINT cashier_orders_amount_check CHECK ((amount > 0)),
    CONSTRAINT cashier_orders_closed CHECK (((status = 'active'::text) = (closed_at IS NULL))),
    CONSTRAINT cashier_orders_status_check CHECK ((status = ANY (ARRAY['active'::text, 'completed'::text, 'cancelled'::text]))),
    CONSTRAINT cashier_orders_type_check CHECK ((type = ANY (ARRAY['purchase'::text, 'redeem'::text, 'other'::text])))
);

CREATE SEQUENCE cashier_orders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE cashier_orders_id_seq OWNED BY cashier_orders.id;

CREATE TABLE categories (
    id integer NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    icon text,
    sort_order integer NOT NULL,
    type text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    show_in_menu boolean DEFAULT false NOT NULL,
    show_in_home boolean DEFAULT false NOT NULL,
    show_in_all_games boolean DEFAULT false NOT NULL,
    template text,
    games_display_count integer DEFAULT 24 NOT NULL,
    api_slug text,
    options jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT categories_type_check CHECK ((type = ANY (ARRAY['banner'::text, 'category'::text, 'section'::text])))
);

CREATE SEQUENCE categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE categories_id_seq OWNED BY categories.id;

CREATE TABLE category_games (
    category_id integer NOT NULL,
    game_id integer NOT NULL,
    "position" integer NOT NULL
);

CREATE TABLE chat_ignores (
    user_id bigint NOT NULL,
    ignored_user_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_ignores_check CHECK ((user_id <> ignored_user_id))
);

CREATE TABLE chat_members (
    user_id bigint NOT NULL,
    eligible_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE chat_messages (
    id bigint NOT NULL,
    room_id text NOT NULL,
    user_id bigint,
    kind text DEFAULT 'message'::text NOT NULL,
    body text NOT NULL,
    meta jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    deleted_by bigint,
    CONSTRAINT chat_messages_body_check CHECK ((length(body) <= 1000)),
    CONSTRAINT chat_messages_check CHECK (((kind = ANY (ARRAY['message'::text, 'bet'::text, 'tip'::text])) = (user_id IS NOT NULL))),
    CONSTRAINT chat_messages_kind_check CHECK ((kind = ANY (ARRAY['message'::text, 'bet'::text, 'tip'::text, 'rain'::text])))
);

CREATE SEQUENCE chat_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE chat_messages_id_seq OWNED BY chat_messages.id;

CREATE TABLE chat_rain_shares (
    rain_id bigint NOT NULL,
    user_id bigint NOT NULL,
    gc bigint NOT NULL,
    sc bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_rain_shares_check CHECK (((gc > 0) OR (sc > 0))),
    CONSTRAINT chat_rain_shares_gc_check CHECK ((gc >= 0)),
    CONSTRAINT chat_rain_shares_sc_check CHECK ((sc >= 0))
);

CREATE TABLE chat_rains (
    id bigint NOT NULL,
    room_id text NOT NULL,
    gc bigint DEFAULT 0 NOT NULL,
    sc bigint DEFAULT 0 NOT NULL,
    slot text,
    started_by bigint,
    reason text,
    status text DEFAULT 'warned'::text NOT NULL,
    rain_at timestamp with time zone NOT NULL,
    gc_recipients integer,
    sc_recipients integer,
    gc_share bigint,
    sc_share bigint,
    paid_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_rains_check CHECK (((gc > 0) OR (sc > 0))),
    CONSTRAINT chat_rains_check1 CHECK (((slot IS NULL) = (started_by IS NOT NULL))),
    CONSTRAINT chat_rains_check2 CHECK (((status = 'paid'::text) = (paid_at IS NOT NULL))),
    CONSTRAINT chat_rains_gc_check CHECK ((gc >= 0)),
    CONSTRAINT chat_rains_sc_check CHECK ((sc >= 0)),
    CONSTRAINT chat_rains_status_check CHECK ((status = ANY (ARRAY['warned'::text, 'paid'::text])))
);

CREATE SEQUENCE chat_rains_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE chat_rains_id_seq OWNED BY chat_rains.id;

CREATE TABLE chat_reports (
    id bigint NOT NULL,
    message_id bigint NOT NULL,
    reporter_id bigint NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    resolved_by bigint,
    resolution text,
    CONSTRAINT chat_reports_check CHECK (((resolved_at IS NULL) = (resolution IS NULL))),
    CONSTRAINT chat_reports_resolution_check CHECK ((resolution = ANY (ARRAY['deleted'::text, 'dismissed'::text])))
);

CREATE SEQUENCE chat_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE chat_reports_id_seq OWNED BY chat_reports.id;

CREATE TABLE chat_rooms (
    id text NOT NULL,
    name text NOT NULL,
    language text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    slow_mode_seconds integer DEFAULT 0 NOT NULL,
    auto_slow_until timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_rooms_id_check CHECK ((id ~ '^[a-z0-9-]{1,40}$'::text)),
    CONSTRAINT chat_rooms_slow_mode_seconds_check CHECK (((slow_mode_seconds >= 0) AND (slow_mode_seconds <= 3600)))
);

CREATE TABLE chat_sanctions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    kind text NOT NULL,
    reason text NOT NULL,
    until timestamp with time zone NOT NULL,
    created_by bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lifted_at timestamp with time zone,
    lifted_by bigint,
    CONSTRAINT chat_sanctions_kind_check CHECK ((kind = ANY (ARRAY['mute'::text, 'ban'::text])))
);

CREATE SEQUENCE chat_sanctions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE chat_sanctions_id_seq OWNED BY chat_sanctions.id;

CREATE TABLE chat_settings (
    id integer DEFAULT 1 NOT NULL,
    require_verified_email boolean DEFAULT true NOT NULL,
    min_wagered_gc bigint DEFAULT 100000 NOT NULL,
    min_wagered_sc bigint DEFAULT 100 NOT NULL,
    blocked_words text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT chat_settings_id_check CHECK ((id = 1)),
    CONSTRAINT chat_settings_min_wagered_gc_check CHECK ((min_wagered_gc >= 0)),
    CONSTRAINT chat_settings_min_wagered_sc_check CHECK ((min_wagered_sc >= 0))
);

CREATE TABLE chat_tips (
    id bigint NOT NULL,
    tipper_id bigint NOT NULL,
    recipient_id bigint NOT NULL,
    coin text DEFAULT 'GC'::text NOT NULL,
    amount bigint NOT NULL,
    room_id text NOT NULL,
    hidden boolean DEFAULT false NOT NULL,
    message_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_tips_amount_check CHECK ((amount > 0)),
    CONSTRAINT chat_tips_check CHECK ((tipper_id <> recipient_id)),
    CONSTRAINT chat_tips_check1 CHECK (((NOT hidden) OR (message_id IS NULL))),
    CONSTRAINT chat_tips_coin_check CHECK ((coin = 'GC'::text))
);

CREATE SEQUENCE chat_tips_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE chat_tips_id_seq OWNED BY chat_tips.id;

CREATE TABLE chat_titles (
    slug text NOT NULL,
    title text NOT NULL,
    rank_order integer NOT NULL
);

CREATE TABLE content_settings (
    id integer DEFAULT 1 NOT NULL,
    promotion_menu_visible boolean DEFAULT true NOT NULL,
    promotion_menu_icon text,
    promotion_menu_title text,
    promotion_menu_route text,
    CONSTRAINT content_settings_id_check CHECK ((id = 1))
);

CREATE TABLE crash_bets (
    bet_id bigint NOT NULL,
    round_id bigint NOT NULL,
    user_id bigint NOT NULL,
    auto_cashout numeric(14,2),
    cashout numeric(14,2)
);

CREATE TABLE crash_chains (
    id integer NOT NULL,
    seed text NOT NULL,
    length integer NOT NULL,
    terminating_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    salt text NOT NULL,
    salt_published_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT crash_chains_length_check CHECK ((length > 0))
);

CREATE SEQUENCE crash_chains_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE crash_chains_id_seq OWNED BY crash_chains.id;

CREATE TABLE crash_rounds (
    id bigint NOT NULL,
    chain_id integer NOT NULL,
    "position" integer NOT NULL,
    hash text NOT NULL,
    crash_point numeric(14,2) NOT NULL,
    edge numeric(6,4) NOT NULL,
    growth double precision NOT NULL,
    status text DEFAULT 'betting'::text NOT NULL,
    betting_ends_at timestamp with time zone NOT NULL,
    started_at timestamp with time zone,
    crashed_at timestamp with time zone,
    alive_at timestamp with time zone,
    interrupted_at timestamp with time zone,
    CONSTRAINT crash_rounds_crash_point_check CHECK ((crash_point >= (1)::numeric)),
    CONSTRAINT crash_rounds_status_check CHECK ((status = ANY (ARRAY['betting'::text, 'running'::text, 'crashed'::text, 'interrupted'::text])))
);

CREATE SEQUENCE crash_rounds_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE crash_rounds_id_seq OWNED BY crash_rounds.id;

CREATE TABLE crypto_deposit_addresses (
    user_id bigint NOT NULL,
    currency text NOT NULL,
    address text NOT NULL,
    tag text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE crypto_deposits (
    id bigint NOT NULL,
    tx_hash text NOT NULL,
    currency text NOT NULL,
    user_id bigint,
    address text NOT NULL,
    tag text,
    amount numeric(38,18) NOT NULL,
    confirmations integer DEFAULT 0 NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    usd_cents bigint,
    credited_gc bigint,
    credited_sc bigint,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    credited_at timestamp with time zone,
    CONSTRAINT crypto_deposits_amount_check CHECK ((amount > (0)::numeric)),
    CONSTRAINT crypto_deposits_check CHECK (((status = 'credited'::text) = (credited_at IS NOT NULL))),
    CONSTRAINT crypto_deposits_check1 CHECK (((status = 'credited'::text) = (credited_gc IS NOT NULL))),
    CONSTRAINT crypto_deposits_confirmations_check CHECK ((confirmations >= 0)),
    CONSTRAINT crypto_deposits_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirming'::text, 'credited'::text, 'below_minimum'::text, 'wrong_network'::text, 'held'::text]))),
    CONSTRAINT crypto_deposits_usd_cents_check CHECK ((usd_cents >= 0))
);

CREATE SEQUENCE crypto_deposits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE crypto_deposits_id_seq OWNED BY crypto_deposits.id;

CREATE TABLE duels (
    id bigint NOT NULL,
    host_id bigint NOT NULL,
    guest_id bigint,
    coin text NOT NULL,
    wager bigint NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    host_seed text NOT NULL,
    host_seed_hash text NOT NULL,
    host_locked boolean DEFAULT false NOT NULL,
    host_seed_nonce integer DEFAULT 1 NOT NULL,
    guest_seed text,
    guest_locked boolean DEFAULT false NOT NULL,
    guest_seed_nonce integer DEFAULT 0 NOT NULL,
    outcome jsonb,
    host_bet_id bigint,
    guest_bet_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    joined_at timestamp with time zone,
    finished_at timestamp with time zone,
    CONSTRAINT duels_check CHECK ((host_id <> guest_id)),
    CONSTRAINT duels_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT duels_status_check CHECK ((status = ANY (ARRAY['open'::text, 'joined'::text, 'finished'::text, 'cancelled'::text]))),
    CONSTRAINT duels_wager_check CHECK ((wager > 0))
);

CREATE SEQUENCE duels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE duels_id_seq OWNED BY duels.id;

CREATE TABLE event_outbox (
    id bigint NOT NULL,
    channel text NOT NULL,
    event text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone,
    list boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE event_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE event_outbox_id_seq OWNED BY event_outbox.id;

CREATE TABLE favourites (
    user_id bigint NOT NULL,
    game_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE free_round_grants (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    purchase_id bigint NOT NULL,
    promotion_id integer NOT NULL,
    game_id integer NOT NULL,
    coin text NOT NULL,
    rounds integer NOT NULL,
    round_value bigint NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    provider_reference text,
    failure text,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    granted_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    CONSTRAINT free_round_grants_cancelled CHECK (((status = 'cancelled'::text) = (cancelled_at IS NOT NULL))),
    CONSTRAINT free_round_grants_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT free_round_grants_granted CHECK (((status <> 'granted'::text) OR (granted_at IS NOT NULL))),
    CONSTRAINT free_round_grants_round_value_check CHECK ((round_value > 0)),
    CONSTRAINT free_round_grants_rounds_check CHECK ((rounds > 0)),
    CONSTRAINT free_round_grants_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'granted'::text, 'failed'::text, 'cancelled'::text])))
);

CREATE SEQUENCE free_round_grants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE free_round_grants_id_seq OWNED BY free_round_grants.id;

CREATE TABLE game_sessions (
    id bigint NOT NULL,
    token_hash text NOT NULL,
    user_id bigint NOT NULL,
    game_id integer NOT NULL,
    protocol text NOT NULL,
    coin text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT game_sessions_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT game_sessions_protocol_check CHECK ((protocol = ANY (ARRAY['hub88'::text, 'pragmatic'::text])))
);

CREATE SEQUENCE game_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE game_sessions_id_seq OWNED BY game_sessions.id;

CREATE TABLE games (
    id integer NOT NULL,
    provider_id integer NOT NULL,
    software text NOT NULL,
    title text NOT NULL,
    name text NOT NULL,
    identifier text NOT NULL,
    link_name text NOT NULL,
    kind text NOT NULL,
    has_jackpot boolean DEFAULT false NOT NULL,
    featured_rank integer NOT NULL,
    released_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT games_kind_check CHECK ((kind = ANY (ARRAY['slots'::text, 'table'::text, 'live'::text, 'game-show'::text, 'house'::text])))
);

CREATE SEQUENCE games_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE games_id_seq OWNED BY games.id;

CREATE TABLE idempotent_requests (
    user_id bigint NOT NULL,
    key text NOT NULL,
    call text NOT NULL,
    response json,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE identity_flags (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    verification_id bigint NOT NULL,
    kind text NOT NULL,
    matching_user_id bigint NOT NULL,
    details text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    CONSTRAINT identity_flags_kind_check CHECK ((kind = 'duplicate_identity'::text))
);

CREATE SEQUENCE identity_flags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE identity_flags_id_seq OWNED BY identity_flags.id;

CREATE TABLE identity_verifications (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    vendor text NOT NULL,
    vendor_session_id text NOT NULL,
    url text NOT NULL,
    status text DEFAULT 'created'::text NOT NULL,
    reason_code integer,
    reason text,
    first_name text,
    last_name text,
    date_of_birth date,
    document_country text,
    document_number_hash text,
    person_key text,
    decided_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    address_line1 text,
    city text,
    zip text,
    phone_number text,
    CONSTRAINT identity_verifications_status_check CHECK ((status = ANY (ARRAY['created'::text, 'started'::text, 'submitted'::text, 'review'::text, 'approved'::text, 'declined'::text, 'resubmission_requested'::text, 'expired'::text, 'abandoned'::text])))
);

CREATE SEQUENCE identity_verifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE identity_verifications_id_seq OWNED BY identity_verifications.id;

CREATE TABLE identity_webhook_receipts (
    body_hash text NOT NULL,
    vendor_session_id text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE jackpot_pools (
    coin text NOT NULL,
    tier text NOT NULL,
    seed bigint NOT NULL,
    round integer DEFAULT 0 NOT NULL,
    CONSTRAINT jackpot_pools_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT jackpot_pools_round_check CHECK ((round >= 0)),
    CONSTRAINT jackpot_pools_seed_check CHECK ((seed > 0)),
    CONSTRAINT jackpot_pools_tier_check CHECK ((tier = ANY (ARRAY['Minor'::text, 'Major'::text, 'Mega'::text, 'Grand'::text])))
);

CREATE TABLE jackpot_wins (
    id bigint NOT NULL,
    coin text NOT NULL,
    tier text NOT NULL,
    round integer NOT NULL,
    user_id bigint NOT NULL,
    game_id integer NOT NULL,
    bet_id bigint NOT NULL,
    bet_key text NOT NULL,
    amount bigint NOT NULL,
    won_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT jackpot_wins_amount_check CHECK ((amount > 0)),
    CONSTRAINT jackpot_wins_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT jackpot_wins_tier_check CHECK ((tier = ANY (ARRAY['Minor'::text, 'Major'::text, 'Mega'::text, 'Grand'::text])))
);

CREATE SEQUENCE jackpot_wins_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE jackpot_wins_id_seq OWNED BY jackpot_wins.id;

CREATE TABLE jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    key text NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer NOT NULL,
    run_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_by text,
    locked_until timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT jobs_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT jobs_max_attempts_check CHECK ((max_attempts > 0)),
    CONSTRAINT jobs_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'done'::text, 'dead'::text])))
);

CREATE SEQUENCE jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE jobs_id_seq OWNED BY jobs.id;

CREATE TABLE landing_pages (
    id integer NOT NULL,
    slug text NOT NULL,
    offline boolean DEFAULT false NOT NULL,
    hero_img text,
    hero_img_mobile text,
    hero_title text,
    hero_cta_title text,
    hero_cta_link text,
    hero_img_zoom double precision,
    hero_img_position text,
    hero_img_mobile_zoom double precision,
    hero_img_mobile_position text,
    footer_title text,
    footer_cta_title text,
    footer_cta_link text,
    footer_img text,
    footer_img_mobile text,
    footer_img_zoom double precision,
    footer_img_position text,
    footer_img_mobile_zoom double precision,
    footer_img_mobile_position text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE landing_pages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE landing_pages_id_seq OWNED BY landing_pages.id;

CREATE TABLE ledger_accounts (
    id bigint NOT NULL,
    user_id bigint,
    kind text NOT NULL,
    coin text NOT NULL,
    shard smallint DEFAULT 0 NOT NULL,
    balance bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_accounts_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT ledger_accounts_kind_check CHECK ((kind = ANY (ARRAY['gc'::text, 'sc_unplayed'::text, 'sc_redeemable'::text, 'house'::text, 'purchases'::text, 'promotions'::text, 'redemptions_payable'::text, 'duel_escrow'::text, 'redemptions_paid'::text, 'jackpot_minor'::text, 'jackpot_major'::text, 'jackpot_mega'::text, 'jackpot_grand'::text]))),
    CONSTRAINT ledger_accounts_player_kind CHECK (((user_id IS NULL) = (kind <> ALL (ARRAY['gc'::text, 'sc_unplayed'::text, 'sc_redeemable'::text])))),
    CONSTRAINT ledger_accounts_player_non_negative CHECK (((user_id IS NULL) OR (balance >= 0)))
);

CREATE SEQUENCE ledger_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ledger_accounts_id_seq OWNED BY ledger_accounts.id;

CREATE TABLE ledger_archived_balances (
    account_id bigint NOT NULL,
    balance_after bigint NOT NULL,
    last_transfer_id bigint NOT NULL,
    entries bigint NOT NULL,
    amount_sum bigint NOT NULL
);

CREATE TABLE ledger_entries (
    transfer_id bigint NOT NULL,
    account_id bigint NOT NULL,
    amount bigint NOT NULL,
    balance_after bigint NOT NULL,
    created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT ledger_entries_amount_check CHECK ((amount <> 0))
)
PARTITION BY RANGE (created_at);

CREATE TABLE ledger_entries_default (
    transfer_id bigint NOT NULL,
    account_id bigint NOT NULL,
    amount bigint NOT NULL,
    balance_after bigint NOT NULL,
    created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    CONSTRAINT ledger_entries_amount_check CHECK ((amount <> 0))
);

CREATE TABLE ledger_transfers (
    id bigint NOT NULL,
    idempotency_key text NOT NULL,
    kind text NOT NULL,
    coin text NOT NULL,
    reference_type text,
    reference_id text,
    meta jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE ledger_transfers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE ledger_transfers_id_seq OWNED BY ledger_transfers.id;

CREATE TABLE location_checks (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    location_id text NOT NULL,
    country text,
    state text,
    passed boolean NOT NULL,
    supported boolean NOT NULL,
    fraud text[] DEFAULT '{}'::text[] NOT NULL,
    rule text NOT NULL,
    sc_play boolean NOT NULL,
    reasons text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    fresh_until timestamp with time zone NOT NULL,
    CONSTRAINT location_checks_rule_check CHECK ((rule = ANY (ARRAY['blocked'::text, 'gc_only'::text, 'redeem_only'::text, 'allowed'::text])))
);

CREATE SEQUENCE location_checks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE location_checks_id_seq OWNED BY location_checks.id;

CREATE TABLE login_tickets (
    token_hash text NOT NULL,
    user_id bigint NOT NULL,
    fingerprint text,
    passed_steps text[] DEFAULT '{}'::text[] NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT login_tickets_passed_steps_check CHECK ((passed_steps <@ ARRAY['restore'::text, 'two_factor'::text, 'sms'::text]))
);

CREATE TABLE one_time_tokens (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    purpose text NOT NULL,
    token_hash text NOT NULL,
    target text,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    failed_attempts integer DEFAULT 0 NOT NULL,
    CONSTRAINT one_time_tokens_purpose_check CHECK ((purpose = ANY (ARRAY['email_verification'::text, 'password_reset'::text, 'sms_login'::text, 'phone_verification'::text])))
);

CREATE SEQUENCE one_time_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE one_time_tokens_id_seq OWNED BY one_time_tokens.id;

CREATE TABLE outbox_messages (
    id bigint NOT NULL,
    channel text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outbox_messages_channel_check CHECK ((channel = ANY (ARRAY['mail'::text, 'sms'::text])))
);

CREATE SEQUENCE outbox_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE outbox_messages_id_seq OWNED BY outbox_messages.id;

CREATE TABLE play_restrictions (
    user_id bigint NOT NULL,
    break_days integer,
    break_till timestamp with time zone,
    exclusion_period text,
    excluded_at timestamp with time zone,
    excluded_till timestamp with time zone,
    lift_requested_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT play_restrictions_exclusion_period_check CHECK ((exclusion_period = ANY (ARRAY['6_months'::text, '1_year'::text, '3_years'::text, '5_years'::text, 'indefinite'::text])))
);

CREATE TABLE player_gates (
    user_id bigint NOT NULL,
    sc_play_until timestamp with time zone,
    play_refused_until timestamp with time zone,
    limited boolean DEFAULT false NOT NULL
);

CREATE TABLE player_limits (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    kind text NOT NULL,
    period text NOT NULL,
    amount bigint,
    effective_from timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT player_limits_amount_check CHECK ((amount > 0)),
    CONSTRAINT player_limits_kind_check CHECK ((kind = ANY (ARRAY['purchase'::text, 'loss'::text, 'session'::text]))),
    CONSTRAINT player_limits_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'month'::text])))
);

CREATE SEQUENCE player_limits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE player_limits_id_seq OWNED BY player_limits.id;

CREATE TABLE player_statistics (
    user_id bigint NOT NULL,
    coin text NOT NULL,
    day date NOT NULL,
    game text NOT NULL,
    plays bigint NOT NULL,
    wagered numeric NOT NULL,
    paid_out numeric NOT NULL,
    best_win numeric,
    best_win_bet bigint,
    best_multiplier numeric(24,4),
    best_multiplier_bet bigint,
    CONSTRAINT player_statistics_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text])))
);

CREATE TABLE player_statistics_recent (
    user_id bigint NOT NULL,
    coin text NOT NULL,
    minute timestamp with time zone NOT NULL,
    game text NOT NULL,
    plays bigint NOT NULL,
    wagered numeric NOT NULL,
    paid_out numeric NOT NULL,
    best_win numeric,
    best_win_bet bigint,
    best_multiplier numeric(24,4),
    best_multiplier_bet bigint,
    CONSTRAINT player_statistics_recent_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text])))
);

CREATE TABLE player_statistics_reconciled (
    only_row boolean DEFAULT true NOT NULL,
    through timestamp with time zone NOT NULL,
    CONSTRAINT player_statistics_reconciled_only_row_check CHECK (only_row)
);

CREATE TABLE policies (
    name text NOT NULL,
    "position" integer NOT NULL,
    acceptance_required boolean DEFAULT false NOT NULL,
    CONSTRAINT policies_name_check CHECK ((name ~ '^[a-z0-9-]+$'::text))
);

CREATE TABLE policy_acceptances (
    user_id bigint NOT NULL,
    policy_name text NOT NULL,
    version integer NOT NULL,
    accepted_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE policy_versions (
    policy_name text NOT NULL,
    version integer NOT NULL,
    title text NOT NULL,
    changes text NOT NULL,
    sections jsonb NOT NULL,
    published_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT policy_versions_sections_check CHECK ((jsonb_typeof(sections) = 'array'::text)),
    CONSTRAINT policy_versions_version_check CHECK ((version > 0))
);

CREATE TABLE promotion_categories (
    id integer NOT NULL,
    title text,
    slug text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE promotion_categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE promotion_categories_id_seq OWNED BY promotion_categories.id;

CREATE TABLE promotions (
    id integer NOT NULL,
    title text,
    description text,
    category_id integer,
    slug text,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    offline boolean DEFAULT false NOT NULL,
    show_in_sidebar boolean DEFAULT false NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    is_featured boolean DEFAULT false NOT NULL,
    sort_order integer,
    rank integer,
    icon text,
    color text,
    image text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE promotions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE promotions_id_seq OWNED BY promotions.id;

CREATE TABLE provider_rounds (
    id bigint NOT NULL,
    provider text NOT NULL,
    round_id text NOT NULL,
    user_id bigint NOT NULL,
    game_id integer NOT NULL,
    coin text NOT NULL,
    bet_id bigint,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    CONSTRAINT provider_rounds_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text])))
);

CREATE SEQUENCE provider_rounds_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE provider_rounds_id_seq OWNED BY provider_rounds.id;

CREATE TABLE provider_transactions (
    id bigint NOT NULL,
    provider text NOT NULL,
    transaction_id text NOT NULL,
    kind text NOT NULL,
    user_id bigint NOT NULL,
    round_id bigint,
    coin text NOT NULL,
    amount bigint NOT NULL,
    reference_transaction_id text,
    fingerprint text,
    answer jsonb,
    state text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT provider_transactions_amount_check CHECK ((amount >= 0)),
    CONSTRAINT provider_transactions_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT provider_transactions_kind_check CHECK ((kind = ANY (ARRAY['bet'::text, 'win'::text, 'promo_win'::text, 'take_back'::text, 'rollback'::text]))),
    CONSTRAINT provider_transactions_state_check CHECK ((state = ANY (ARRAY['applied'::text, 'rolled_back'::text])))
);

CREATE SEQUENCE provider_transactions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE provider_transactions_id_seq OWNED BY provider_transactions.id;

CREATE TABLE providers (
    id integer NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    software text NOT NULL,
    logo_image text NOT NULL,
    region_allowed boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE providers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE providers_id_seq OWNED BY providers.id;

CREATE TABLE purchases (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    bundle_id integer NOT NULL,
    promotion_id integer,
    merchant_ref_num text NOT NULL,
    payment_method text NOT NULL,
    amount bigint NOT NULL,
    gc bigint NOT NULL,
    sc bigint NOT NULL,
    status text DEFAULT 'initiated'::text NOT NULL,
    vendor_status text DEFAULT 'INITIATED'::text NOT NULL,
    vendor_payment_id text,
    failure text,
    credited_gc bigint,
    credited_sc bigint,
    confirmation text,
    clawed_back_gc bigint,
    clawed_back_sc bigint,
    billing jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    refunded_at timestamp with time zone,
    refunded_gc bigint,
    refunded_sc bigint,
    compliance_cleared_at timestamp with time zone,
    payment_handle_token text,
    vendor_refund_id text,
    vendor_refunded_at timestamp with time zone,
    CONSTRAINT purchases_amount_check CHECK ((amount > 0)),
    CONSTRAINT purchases_check CHECK (((status = 'completed'::text) = (completed_at IS NOT NULL))),
    CONSTRAINT purchases_check1 CHECK (((status = 'completed'::text) = (credited_gc IS NOT NULL))),
    CONSTRAINT purchases_confirmation_check CHECK ((confirmation = ANY (ARRAY['pending'::text, 'confirmed'::text, 'denied'::text]))),
    CONSTRAINT purchases_gc_check CHECK ((gc > 0)),
    CONSTRAINT purchases_payment_method_check CHECK ((payment_method = ANY (ARRAY['card'::text, 'applePay'::text, 'pay_by_bank'::text, 'ach_debit'::text]))),
    CONSTRAINT purchases_sc_check CHECK ((sc >= 0)),
    CONSTRAINT purchases_status_check CHECK ((status = ANY (ARRAY['initiated'::text, 'processing'::text, 'completed'::text, 'failed'::text, 'expired'::text])))
);

CREATE SEQUENCE purchases_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE purchases_id_seq OWNED BY purchases.id;

CREATE TABLE recently_played (
    user_id bigint NOT NULL,
    game_id integer NOT NULL,
    played_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

CREATE TABLE redemption_events (
    id bigint NOT NULL,
    redemption_id bigint NOT NULL,
    status text NOT NULL,
    actor text NOT NULL,
    actor_id bigint,
    reason text,
    at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT redemption_events_actor_check CHECK ((actor = ANY (ARRAY['player'::text, 'staff'::text, 'vendor'::text]))),
    CONSTRAINT redemption_events_status_check CHECK ((status = ANY (ARRAY['pending_review'::text, 'approved'::text, 'paid'::text, 'rejected'::text, 'cancelled'::text, 'failed'::text])))
);

CREATE SEQUENCE redemption_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redemption_events_id_seq OWNED BY redemption_events.id;

CREATE TABLE redemptions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    method text NOT NULL,
    amount bigint NOT NULL,
    status text DEFAULT 'pending_review'::text NOT NULL,
    ach_account_id bigint,
    gift_card_brand text,
    crypto_currency text,
    crypto_network text,
    crypto_address text,
    crypto_tag text,
    destination text NOT NULL,
    reason text,
    vendor_payout_id text,
    payout_reference text,
    gift_card_code text,
    review_due_at timestamp with time zone NOT NULL,
    payout_due_at timestamp with time zone,
    decided_at timestamp with time zone,
    finished_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    gift_card_code_sealed text,
    gift_card_code_last4 text,
    CONSTRAINT redemptions_amount_check CHECK ((amount > 0)),
    CONSTRAINT redemptions_destination CHECK ((((method = 'bank'::text) AND (ach_account_id IS NOT NULL)) OR ((method = 'gift_card'::text) AND (gift_card_brand IS NOT NULL)) OR ((method = 'crypto'::text) AND (crypto_currency IS NOT NULL) AND (crypto_address IS NOT NULL)))),
    CONSTRAINT redemptions_method_check CHECK ((method = ANY (ARRAY['bank'::text, 'gift_card'::text, 'crypto'::text]))),
    CONSTRAINT redemptions_status_check CHECK ((status = ANY (ARRAY['pending_review'::text, 'approved'::text, 'paid'::text, 'rejected'::text, 'cancelled'::text, 'failed'::text])))
);

CREATE SEQUENCE redemptions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redemptions_id_seq OWNED BY redemptions.id;

CREATE TABLE rtp_recent (
    game text NOT NULL,
    coin text NOT NULL,
    minute timestamp with time zone NOT NULL,
    rounds bigint NOT NULL,
    free_rounds bigint NOT NULL,
    wager numeric NOT NULL,
    payout numeric NOT NULL,
    free_payout numeric NOT NULL,
    wager_squared numeric NOT NULL,
    payout_squared numeric NOT NULL,
    wager_payout numeric NOT NULL,
    CONSTRAINT rtp_recent_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text])))
);

CREATE TABLE rtp_reconciled (
    only_row boolean DEFAULT true NOT NULL,
    through timestamp with time zone NOT NULL,
    CONSTRAINT rtp_reconciled_only_row_check CHECK (only_row)
);

CREATE TABLE rtp_totals (
    game text NOT NULL,
    coin text NOT NULL,
    rounds bigint NOT NULL,
    free_rounds bigint NOT NULL,
    wager numeric NOT NULL,
    payout numeric NOT NULL,
    free_payout numeric NOT NULL,
    wager_squared numeric NOT NULL,
    payout_squared numeric NOT NULL,
    wager_payout numeric NOT NULL,
    CONSTRAINT rtp_totals_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text])))
);

CREATE TABLE sandbox_ach_accounts (
    id text NOT NULL,
    payee_id text NOT NULL,
    bank_name text NOT NULL,
    last4 text NOT NULL,
    status text NOT NULL,
    micro1 integer,
    micro2 integer,
    tries integer DEFAULT 0 NOT NULL,
    CONSTRAINT sandbox_ach_accounts_status_check CHECK ((status = ANY (ARRAY['micro_pending'::text, 'verified'::text, 'locked'::text, 'removed'::text])))
);

CREATE TABLE sandbox_ach_debits (
    id text NOT NULL,
    reference text NOT NULL,
    account_id text NOT NULL,
    amount bigint NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    return_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_ach_debits_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'settled'::text, 'returned'::text])))
);

CREATE TABLE sandbox_ach_disbursements (
    id text NOT NULL,
    reference text NOT NULL,
    payee_id text NOT NULL,
    account_id text NOT NULL,
    amount bigint NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    failure_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    CONSTRAINT sandbox_ach_disbursements_amount_check CHECK ((amount > 0)),
    CONSTRAINT sandbox_ach_disbursements_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'failed'::text])))
);

CREATE TABLE sandbox_ach_payees (
    id text NOT NULL,
    user_id bigint NOT NULL,
    ssn_valid boolean DEFAULT false NOT NULL
);

CREATE TABLE sandbox_ach_sessions (
    id text NOT NULL,
    payee_id text NOT NULL,
    account_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sandbox_chain_sends (
    reference text NOT NULL,
    tx_hash text NOT NULL,
    currency text NOT NULL,
    address text NOT NULL,
    tag text,
    amount numeric(38,18) NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_chain_sends_amount_check CHECK ((amount > (0)::numeric))
);

CREATE TABLE sandbox_chain_transactions (
    tx_hash text NOT NULL,
    currency text NOT NULL,
    address text NOT NULL,
    tag text,
    amount numeric(38,18) NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_chain_transactions_amount_check CHECK ((amount > (0)::numeric))
);

CREATE TABLE sandbox_gift_card_outcomes (
    id bigint NOT NULL,
    outcome text NOT NULL,
    used_at timestamp with time zone,
    CONSTRAINT sandbox_gift_card_outcomes_outcome_check CHECK ((outcome = ANY (ARRAY['issued'::text, 'out_of_stock'::text, 'brand_unavailable'::text])))
);

CREATE SEQUENCE sandbox_gift_card_outcomes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE sandbox_gift_card_outcomes_id_seq OWNED BY sandbox_gift_card_outcomes.id;

CREATE TABLE sandbox_gift_cards (
    reference text NOT NULL,
    brand text NOT NULL,
    amount bigint NOT NULL,
    code text NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_gift_cards_amount_check CHECK ((amount > 0))
);

CREATE TABLE sandbox_locations (
    user_id bigint NOT NULL,
    country text DEFAULT 'US'::text NOT NULL,
    state text,
    vpn boolean DEFAULT false NOT NULL,
    unsupported boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sandbox_payment_handles (
    merchant_ref_num text NOT NULL,
    token text,
    amount bigint NOT NULL,
    currency text NOT NULL,
    payment_type text NOT NULL,
    status text NOT NULL,
    instrument text,
    outcome text,
    error_code integer,
    payment_id text,
    payment_status text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    refund_id text,
    refunded_at timestamp with time zone,
    CONSTRAINT sandbox_payment_handles_outcome_check CHECK ((outcome = ANY (ARRAY['success'::text, 'decline'::text, 'pending'::text, 'challenge'::text]))),
    CONSTRAINT sandbox_payment_handles_status_check CHECK ((status = ANY (ARRAY['INITIATED'::text, 'PAYABLE'::text, 'PROCESSING'::text, 'COMPLETED'::text, 'FAILED'::text, 'EXPIRED'::text])))
);

CREATE TABLE sandbox_provider_faults (
    scope text NOT NULL,
    faults jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sandbox_provider_free_rounds (
    reference text NOT NULL,
    protocol text NOT NULL,
    user_id text NOT NULL,
    coin text NOT NULL,
    game_code text NOT NULL,
    rounds integer NOT NULL,
    remaining integer NOT NULL,
    round_value bigint NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    cancelled_at timestamp with time zone,
    CONSTRAINT sandbox_provider_free_rounds_check CHECK (((remaining >= 0) AND (remaining <= rounds))),
    CONSTRAINT sandbox_provider_free_rounds_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT sandbox_provider_free_rounds_protocol_check CHECK ((protocol = ANY (ARRAY['hub88'::text, 'pragmatic'::text]))),
    CONSTRAINT sandbox_provider_free_rounds_round_value_check CHECK ((round_value > 0)),
    CONSTRAINT sandbox_provider_free_rounds_rounds_check CHECK ((rounds > 0))
);

CREATE TABLE sandbox_provider_retries (
    id bigint NOT NULL,
    session_id uuid NOT NULL,
    round_id text NOT NULL,
    bet_id text NOT NULL,
    stake bigint NOT NULL,
    free_round text,
    call text NOT NULL,
    transaction_id text,
    amount bigint,
    last boolean DEFAULT false NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_answer text,
    next_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_provider_retries_call_check CHECK ((call = ANY (ARRAY['win'::text, 'endRound'::text]))),
    CONSTRAINT sandbox_provider_retries_check CHECK (((call = 'win'::text) = ((transaction_id IS NOT NULL) AND (amount IS NOT NULL))))
);

CREATE SEQUENCE sandbox_provider_retries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE sandbox_provider_retries_id_seq OWNED BY sandbox_provider_retries.id;

CREATE TABLE sandbox_provider_sessions (
    id uuid NOT NULL,
    protocol text NOT NULL,
    user_id text NOT NULL,
    token text NOT NULL,
    coin text NOT NULL,
    game_code text NOT NULL,
    platform text NOT NULL,
    lobby_url text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sandbox_provider_sessions_coin_check CHECK ((coin = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT sandbox_provider_sessions_platform_check CHECK ((platform = ANY (ARRAY['mobile'::text, 'desktop'::text]))),
    CONSTRAINT sandbox_provider_sessions_protocol_check CHECK ((protocol = ANY (ARRAY['hub88'::text, 'pragmatic'::text])))
);

CREATE TABLE sandbox_vendor_outages (
    vendor text NOT NULL,
    until timestamp with time zone NOT NULL
);

CREATE TABLE schema_migrations (
    id integer NOT NULL,
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE seed_pairs (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    game text NOT NULL,
    server_seed text NOT NULL,
    server_seed_hash text NOT NULL,
    client_seed text,
    nonce integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revealed_at timestamp with time zone,
    CONSTRAINT seed_pairs_nonce_check CHECK ((nonce >= 1))
);

CREATE SEQUENCE seed_pairs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE seed_pairs_id_seq OWNED BY seed_pairs.id;

CREATE TABLE server_secrets (
    name text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE sessions (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    revoked_reason text,
    ip text,
    user_agent text
);

CREATE TABLE special_discounts (
    id integer NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    sub_title text NOT NULL,
    first_purchase_only boolean DEFAULT false NOT NULL,
    starts_at timestamp with time zone DEFAULT now() NOT NULL,
    ends_at timestamp with time zone,
    "position" integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE special_discounts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE special_discounts_id_seq OWNED BY special_discounts.id;

CREATE TABLE staff_approvals (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    subject_user_id bigint,
    gc bigint NOT NULL,
    sc bigint NOT NULL,
    maker_id bigint NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    checker_id bigint,
    decision_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    CONSTRAINT staff_approvals_checker CHECK (((status = 'pending'::text) = (checker_id IS NULL))),
    CONSTRAINT staff_approvals_decided CHECK (((status = 'pending'::text) = (decided_at IS NULL))),
    CONSTRAINT staff_approvals_four_eyes CHECK (((checker_id IS NULL) OR (checker_id <> maker_id))),
    CONSTRAINT staff_approvals_gc_check CHECK ((gc >= 0)),
    CONSTRAINT staff_approvals_kind_check CHECK ((kind = ANY (ARRAY['adjustment'::text, 'bonus_code'::text, 'vip_bonus'::text, 'rain'::text]))),
    CONSTRAINT staff_approvals_sc_check CHECK ((sc >= 0)),
    CONSTRAINT staff_approvals_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);

CREATE SEQUENCE staff_approvals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE staff_approvals_id_seq OWNED BY staff_approvals.id;

CREATE TABLE staff_audit_log (
    id bigint NOT NULL,
    staff_id bigint NOT NULL,
    action text NOT NULL,
    subject_user_id bigint,
    subject_type text,
    subject_id text,
    before jsonb,
    after jsonb,
    reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE staff_audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE staff_audit_log_id_seq OWNED BY staff_audit_log.id;

CREATE TABLE tax_details (
    user_id bigint NOT NULL,
    legal_name text NOT NULL,
    address1 text NOT NULL,
    address2 text,
    city text NOT NULL,
    state text NOT NULL,
    zip text NOT NULL,
    ssn_sealed text NOT NULL,
    ssn_last4 text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tax_details_ssn_last4_check CHECK ((ssn_last4 ~ '^[0-9]{4}$'::text)),
    CONSTRAINT tax_details_state_check CHECK ((state ~ '^[A-Z]{2}$'::text)),
    CONSTRAINT tax_details_zip_check CHECK ((zip ~ '^[0-9]{5}(-[0-9]{4})?$'::text))
);

CREATE TABLE used_captchas (
    signature text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

CREATE TABLE user_chat_titles (
    user_id bigint NOT NULL,
    slug text NOT NULL
);

CREATE TABLE user_devices (
    user_id bigint NOT NULL,
    fingerprint text NOT NULL,
    first_seen_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE users (
    id bigint NOT NULL,
    username text,
    email text NOT NULL,
    password_hash text NOT NULL,
    date_of_birth date NOT NULL,
    state character(2) NOT NULL,
    rank text DEFAULT 'other'::text NOT NULL,
    game_mode text DEFAULT 'GC'::text NOT NULL,
    email_verified_at timestamp with time zone,
    firstname text,
    lastname text,
    phone_number text,
    phone_number_verified_at timestamp with time zone,
    two_factor_secret text,
    two_factor_enabled_at timestamp with time zone,
    opt_in_promo_email boolean DEFAULT false NOT NULL,
    opt_in_promo_sms boolean DEFAULT false NOT NULL,
    private_mode boolean DEFAULT false NOT NULL,
    password_change_required boolean DEFAULT false NOT NULL,
    affiliate_ref text,
    signup_fingerprint text,
    banned_at timestamp with time zone,
    ban_reason text,
    deleted_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    verification_id bigint,
    prev_verification_id bigint,
    total_purchases bigint DEFAULT 0 NOT NULL,
    purchases_blocked boolean DEFAULT false NOT NULL,
    purchase_limit_bundles bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    frozen_at timestamp with time zone,
    freeze_reason text,
    balance_watch boolean DEFAULT false NOT NULL,
    CONSTRAINT users_game_mode_check CHECK ((game_mode = ANY (ARRAY['GC'::text, 'SC'::text]))),
    CONSTRAINT users_rank_check CHECK ((rank = ANY (ARRAY['admin'::text, 'mod'::text, 'helper'::text, 'other'::text])))
);

CREATE SEQUENCE users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE users_id_seq OWNED BY users.id;

CREATE TABLE vip_bonuses (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    reward_type text NOT NULL,
    gc bigint DEFAULT 0 NOT NULL,
    sc bigint DEFAULT 0 NOT NULL,
    awarded_by bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone,
    CONSTRAINT vip_bonuses_check CHECK (((gc > 0) OR (sc > 0))),
    CONSTRAINT vip_bonuses_gc_check CHECK ((gc >= 0)),
    CONSTRAINT vip_bonuses_sc_check CHECK ((sc >= 0))
);

CREATE SEQUENCE vip_bonuses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE vip_bonuses_id_seq OWNED BY vip_bonuses.id;

ALTER TABLE ONLY bets ATTACH PARTITION bets_default DEFAULT;

ALTER TABLE ONLY ledger_entries ATTACH PARTITION ledger_entries_default DEFAULT;

ALTER TABLE ONLY ach_accounts ALTER COLUMN id SET DEFAULT nextval('ach_accounts_id_seq'::regclass);

ALTER TABLE ONLY amoe_request_events ALTER COLUMN id SET DEFAULT nextval('amoe_request_events_id_seq'::regclass);

ALTER TABLE ONLY amoe_requests ALTER COLUMN id SET DEFAULT nextval('amoe_requests_id_seq'::regclass);

ALTER TABLE ONLY bets ALTER COLUMN id SET DEFAULT nextval('bets_id_seq'::regclass);

ALTER TABLE ONLY bonus_claims ALTER COLUMN id SET DEFAULT nextval('bonus_claims_id_seq'::regclass);

ALTER TABLE ONLY bonus_codes ALTER COLUMN id SET DEFAULT nextval('bonus_codes_id_seq'::regclass);

ALTER TABLE ONLY bundle_promotions ALTER COLUMN id SET DEFAULT nextval('bundle_promotions_id_seq'::regclass);

ALTER TABLE ONLY bundles ALTER COLUMN id SET DEFAULT nextval('bundles_id_seq'::regclass);

ALTER TABLE ONLY cashier_orders ALTER COLUMN id SET DEFAULT nextval('cashier_orders_id_seq'::regclass);

ALTER TABLE ONLY categories ALTER COLUMN id SET DEFAULT nextval('categories_id_seq'::regclass);

ALTER TABLE ONLY chat_messages ALTER COLUMN id SET DEFAULT nextval('chat_messages_id_seq'::regclass);

ALTER TABLE ONLY chat_rains ALTER COLUMN id SET DEFAULT nextval('chat_rains_id_seq'::regclass);

ALTER TABLE ONLY chat_reports ALTER COLUMN id SET DEFAULT nextval('chat_reports_id_seq'::regclass);

ALTER TABLE ONLY chat_sanctions ALTER COLUMN id SET DEFAULT nextval('chat_sanctions_id_seq'::regclass);

ALTER TABLE ONLY chat_tips ALTER COLUMN id SET DEFAULT nextval('chat_tips_id_seq'::regclass);

ALTER TABLE ONLY crash_chains ALTER COLUMN id SET DEFAULT nextval('crash_chains_id_seq'::regclass);

ALTER TABLE ONLY crash_rounds ALTER COLUMN id SET DEFAULT nextval('crash_rounds_id_seq'::regclass);

ALTER TABLE ONLY crypto_deposits ALTER COLUMN id SET DEFAULT nextval('crypto_deposits_id_seq'::regclass);

ALTER TABLE ONLY duels ALTER COLUMN id SET DEFAULT nextval('duels_id_seq'::regclass);

ALTER TABLE ONLY event_outbox ALTER COLUMN id SET DEFAULT nextval('event_outbox_id_seq'::regclass);

ALTER TABLE ONLY free_round_grants ALTER COLUMN id SET DEFAULT nextval('free_round_grants_id_seq'::regclass);

ALTER TABLE ONLY game_sessions ALTER COLUMN id SET DEFAULT nextval('game_sessions_id_seq'::regclass);

ALTER TABLE ONLY games ALTER COLUMN id SET DEFAULT nextval('games_id_seq'::regclass);

ALTER TABLE ONLY identity_flags ALTER COLUMN id SET DEFAULT nextval('identity_flags_id_seq'::regclass);

ALTER TABLE ONLY identity_verifications ALTER COLUMN id SET DEFAULT nextval('identity_verifications_id_seq'::regclass);

ALTER TABLE ONLY jackpot_wins ALTER COLUMN id SET DEFAULT nextval('jackpot_wins_id_seq'::regclass);

ALTER TABLE ONLY jobs ALTER COLUMN id SET DEFAULT nextval('jobs_id_seq'::regclass);

ALTER TABLE ONLY landing_pages ALTER COLUMN id SET DEFAULT nextval('landing_pages_id_seq'::regclass);

ALTER TABLE ONLY ledger_accounts ALTER COLUMN id SET DEFAULT nextval('ledger_accounts_id_seq'::regclass);

ALTER TABLE ONLY ledger_transfers ALTER COLUMN id SET DEFAULT nextval('ledger_transfers_id_seq'::regclass);

ALTER TABLE ONLY location_checks ALTER COLUMN id SET DEFAULT nextval('location_checks_id_seq'::regclass);

ALTER TABLE ONLY notifications ALTER COLUMN id SET DEFAULT nextval('notifications_id_seq'::regclass);

ALTER TABLE ONLY one_time_tokens ALTER COLUMN id SET DEFAULT nextval('one_time_tokens_id_seq'::regclass);

ALTER TABLE ONLY outbox_messages ALTER COLUMN id SET DEFAULT nextval('outbox_messages_id_seq'::regclass);

ALTER TABLE ONLY player_limits ALTER COLUMN id SET DEFAULT nextval('player_limits_id_seq'::regclass);

ALTER TABLE ONLY promotion_categories ALTER COLUMN id SET DEFAULT nextval('promotion_categories_id_seq'::regclass);

ALTER TABLE ONLY promotions ALTER COLUMN id SET DEFAULT nextval('promotions_id_seq'::regclass);

ALTER TABLE ONLY provider_rounds ALTER COLUMN id SET DEFAULT nextval('provider_rounds_id_seq'::regclass);

ALTER TABLE ONLY provider_transactions ALTER COLUMN id SET DEFAULT nextval('provider_transactions_id_seq'::regclass);

ALTER TABLE ONLY providers ALTER COLUMN id SET DEFAULT nextval('providers_id_seq'::regclass);

ALTER TABLE ONLY purchases ALTER COLUMN id SET DEFAULT nextval('purchases_id_seq'::regclass);

ALTER TABLE ONLY redemption_events ALTER COLUMN id SET DEFAULT nextval('redemption_events_id_seq'::regclass);

ALTER TABLE ONLY redemptions ALTER COLUMN id SET DEFAULT nextval('redemptions_id_seq'::regclass);

ALTER TABLE ONLY sandbox_gift_card_outcomes ALTER COLUMN id SET DEFAULT nextval('sandbox_gift_card_outcomes_id_seq'::regclass);

ALTER TABLE ONLY sandbox_provider_retries ALTER COLUMN id SET DEFAULT nextval('sandbox_provider_retries_id_seq'::regclass);

ALTER TABLE ONLY seed_pairs ALTER COLUMN id SET DEFAULT nextval('seed_pairs_id_seq'::regclass);

ALTER TABLE ONLY special_discounts ALTER COLUMN id SET DEFAULT nextval('special_discounts_id_seq'::regclass);

ALTER TABLE ONLY staff_approvals ALTER COLUMN id SET DEFAULT nextval('staff_approvals_id_seq'::regclass);

ALTER TABLE ONLY staff_audit_log ALTER COLUMN id SET DEFAULT nextval('staff_audit_log_id_seq'::regclass);

ALTER TABLE ONLY users ALTER COLUMN id SET DEFAULT nextval('users_id_seq'::regclass);

ALTER TABLE ONLY vip_bonuses ALTER COLUMN id SET DEFAULT nextval('vip_bonuses_id_seq'::regclass);

ALTER TABLE ONLY ach_accounts
    ADD CONSTRAINT ach_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ach_accounts
    ADD CONSTRAINT ach_accounts_vendor_account_id_key UNIQUE (vendor_account_id);

ALTER TABLE ONLY ach_debits
    ADD CONSTRAINT ach_debits_pkey PRIMARY KEY (purchase_id);

ALTER TABLE ONLY ach_debits
    ADD CONSTRAINT ach_debits_vendor_debit_id_key UNIQUE (vendor_debit_id);

ALTER TABLE ONLY ach_payees
    ADD CONSTRAINT ach_payees_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY ach_payees
    ADD CONSTRAINT ach_payees_vendor_payee_id_key UNIQUE (vendor_payee_id);

ALTER TABLE ONLY amoe_request_events
    ADD CONSTRAINT amoe_request_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY amoe_requests
    ADD CONSTRAINT amoe_requests_code_key UNIQUE (code);

ALTER TABLE ONLY amoe_requests
    ADD CONSTRAINT amoe_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY announcement_reads
    ADD CONSTRAINT announcement_reads_pkey PRIMARY KEY (user_id, announcement_id);

ALTER TABLE ONLY announcements
    ADD CONSTRAINT announcements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY archived_partitions
    ADD CONSTRAINT archived_partitions_pkey PRIMARY KEY (table_name, month);

ALTER TABLE ONLY auth_failures
    ADD CONSTRAINT auth_failures_pkey PRIMARY KEY (key);

ALTER TABLE ONLY bets
    ADD CONSTRAINT bets_pkey PRIMARY KEY (id, created_at);

ALTER TABLE ONLY bets_default
    ADD CONSTRAINT bets_default_pkey PRIMARY KEY (id, created_at);

ALTER TABLE ONLY bonus_claims
    ADD CONSTRAINT bonus_claims_pkey PRIMARY KEY (id);

ALTER TABLE ONLY bonus_codes
    ADD CONSTRAINT bonus_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY bonus_states
    ADD CONSTRAINT bonus_states_pkey PRIMARY KEY (user_id, kind);

ALTER TABLE ONLY bundle_promotions
    ADD CONSTRAINT bundle_promotions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY bundles
    ADD CONSTRAINT bundles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY cashier_orders
    ADD CONSTRAINT cashier_orders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY categories
    ADD CONSTRAINT categories_api_slug_key UNIQUE (api_slug);

ALTER TABLE ONLY categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY categories
    ADD CONSTRAINT categories_slug_key UNIQUE (slug);

ALTER TABLE ONLY category_games
    ADD CONSTRAINT category_games_pkey PRIMARY KEY (category_id, game_id);

ALTER TABLE ONLY chat_ignores
    ADD CONSTRAINT chat_ignores_pkey PRIMARY KEY (user_id, ignored_user_id);

ALTER TABLE ONLY chat_members
    ADD CONSTRAINT chat_members_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY chat_messages
    ADD CONSTRAINT chat_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_rain_shares
    ADD CONSTRAINT chat_rain_shares_pkey PRIMARY KEY (rain_id, user_id);

ALTER TABLE ONLY chat_rains
    ADD CONSTRAINT chat_rains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_rains
    ADD CONSTRAINT chat_rains_slot_key UNIQUE (slot);

ALTER TABLE ONLY chat_reports
    ADD CONSTRAINT chat_reports_message_id_reporter_id_key UNIQUE (message_id, reporter_id);

ALTER TABLE ONLY chat_reports
    ADD CONSTRAINT chat_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_rooms
    ADD CONSTRAINT chat_rooms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_sanctions
    ADD CONSTRAINT chat_sanctions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_settings
    ADD CONSTRAINT chat_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_tips
    ADD CONSTRAINT chat_tips_pkey PRIMARY KEY (id);

ALTER TABLE ONLY chat_titles
    ADD CONSTRAINT chat_titles_pkey PRIMARY KEY (slug);

ALTER TABLE ONLY content_settings
    ADD CONSTRAINT content_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY crash_bets
    ADD CONSTRAINT crash_bets_pkey PRIMARY KEY (bet_id);

ALTER TABLE ONLY crash_bets
    ADD CONSTRAINT crash_bets_round_id_user_id_key UNIQUE (round_id, user_id);

ALTER TABLE ONLY crash_chains
    ADD CONSTRAINT crash_chains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY crash_rounds
    ADD CONSTRAINT crash_rounds_chain_id_position_key UNIQUE (chain_id, "position");

ALTER TABLE ONLY crash_rounds
    ADD CONSTRAINT crash_rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY crypto_deposit_addresses
    ADD CONSTRAINT crypto_deposit_addresses_pkey PRIMARY KEY (user_id, currency);

ALTER TABLE ONLY crypto_deposits
    ADD CONSTRAINT crypto_deposits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY crypto_deposits
    ADD CONSTRAINT crypto_deposits_tx_hash_key UNIQUE (tx_hash);

ALTER TABLE ONLY duels
    ADD CONSTRAINT duels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY event_outbox
    ADD CONSTRAINT event_outbox_pkey PRIMARY KEY (id);

ALTER TABLE ONLY favourites
    ADD CONSTRAINT favourites_pkey PRIMARY KEY (user_id, game_id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_purchase_id_key UNIQUE (purchase_id);

ALTER TABLE ONLY game_sessions
    ADD CONSTRAINT game_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY game_sessions
    ADD CONSTRAINT game_sessions_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY games
    ADD CONSTRAINT games_name_key UNIQUE (name);

ALTER TABLE ONLY games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);

ALTER TABLE ONLY games
    ADD CONSTRAINT games_software_identifier_key UNIQUE (software, identifier);

ALTER TABLE ONLY games
    ADD CONSTRAINT games_software_link_name_key UNIQUE (software, link_name);

ALTER TABLE ONLY idempotent_requests
    ADD CONSTRAINT idempotent_requests_pkey PRIMARY KEY (user_id, key);

ALTER TABLE ONLY identity_flags
    ADD CONSTRAINT identity_flags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY identity_verifications
    ADD CONSTRAINT identity_verifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY identity_verifications
    ADD CONSTRAINT identity_verifications_vendor_session_id_key UNIQUE (vendor_session_id);

ALTER TABLE ONLY identity_webhook_receipts
    ADD CONSTRAINT identity_webhook_receipts_pkey PRIMARY KEY (body_hash);

ALTER TABLE ONLY jackpot_pools
    ADD CONSTRAINT jackpot_pools_pkey PRIMARY KEY (coin, tier);

ALTER TABLE ONLY jackpot_wins
    ADD CONSTRAINT jackpot_wins_coin_tier_round_key UNIQUE (coin, tier, round);

ALTER TABLE ONLY jackpot_wins
    ADD CONSTRAINT jackpot_wins_pkey PRIMARY KEY (id);

ALTER TABLE ONLY jobs
    ADD CONSTRAINT jobs_key_key UNIQUE (key);

ALTER TABLE ONLY jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY landing_pages
    ADD CONSTRAINT landing_pages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY landing_pages
    ADD CONSTRAINT landing_pages_slug_key UNIQUE (slug);

ALTER TABLE ONLY ledger_accounts
    ADD CONSTRAINT ledger_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY ledger_archived_balances
    ADD CONSTRAINT ledger_archived_balances_pkey PRIMARY KEY (account_id);

ALTER TABLE ONLY ledger_entries
    ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (transfer_id, account_id, created_at);

ALTER TABLE ONLY ledger_entries_default
    ADD CONSTRAINT ledger_entries_default_pkey PRIMARY KEY (transfer_id, account_id, created_at);

ALTER TABLE ONLY ledger_transfers
    ADD CONSTRAINT ledger_transfers_idempotency_key_key UNIQUE (idempotency_key);

ALTER TABLE ONLY ledger_transfers
    ADD CONSTRAINT ledger_transfers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY location_checks
    ADD CONSTRAINT location_checks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY login_tickets
    ADD CONSTRAINT login_tickets_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY one_time_tokens
    ADD CONSTRAINT one_time_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY outbox_messages
    ADD CONSTRAINT outbox_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY play_restrictions
    ADD CONSTRAINT play_restrictions_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY player_gates
    ADD CONSTRAINT player_gates_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY player_limits
    ADD CONSTRAINT player_limits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY player_statistics
    ADD CONSTRAINT player_statistics_pkey PRIMARY KEY (user_id, coin, day, game);

ALTER TABLE ONLY player_statistics_recent
    ADD CONSTRAINT player_statistics_recent_pkey PRIMARY KEY (user_id, coin, minute, game);

ALTER TABLE ONLY player_statistics_reconciled
    ADD CONSTRAINT player_statistics_reconciled_pkey PRIMARY KEY (only_row);

ALTER TABLE ONLY policies
    ADD CONSTRAINT policies_pkey PRIMARY KEY (name);

ALTER TABLE ONLY policy_acceptances
    ADD CONSTRAINT policy_acceptances_pkey PRIMARY KEY (user_id, policy_name, version);

ALTER TABLE ONLY policy_versions
    ADD CONSTRAINT policy_versions_pkey PRIMARY KEY (policy_name, version);

ALTER TABLE ONLY promotion_categories
    ADD CONSTRAINT promotion_categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY promotion_categories
    ADD CONSTRAINT promotion_categories_slug_key UNIQUE (slug);

ALTER TABLE ONLY promotions
    ADD CONSTRAINT promotions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY promotions
    ADD CONSTRAINT promotions_slug_key UNIQUE (slug);

ALTER TABLE ONLY provider_rounds
    ADD CONSTRAINT provider_rounds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY provider_rounds
    ADD CONSTRAINT provider_rounds_provider_round_id_key UNIQUE (provider, round_id);

ALTER TABLE ONLY provider_transactions
    ADD CONSTRAINT provider_transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY provider_transactions
    ADD CONSTRAINT provider_transactions_provider_transaction_id_key UNIQUE (provider, transaction_id);

ALTER TABLE ONLY providers
    ADD CONSTRAINT providers_name_key UNIQUE (name);

ALTER TABLE ONLY providers
    ADD CONSTRAINT providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY providers
    ADD CONSTRAINT providers_slug_key UNIQUE (slug);

ALTER TABLE ONLY purchases
    ADD CONSTRAINT purchases_merchant_ref_num_key UNIQUE (merchant_ref_num);

ALTER TABLE ONLY purchases
    ADD CONSTRAINT purchases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY recently_played
    ADD CONSTRAINT recently_played_pkey PRIMARY KEY (user_id, game_id);

ALTER TABLE ONLY redemption_events
    ADD CONSTRAINT redemption_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redemptions
    ADD CONSTRAINT redemptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redemptions
    ADD CONSTRAINT redemptions_vendor_payout_id_key UNIQUE (vendor_payout_id);

ALTER TABLE ONLY rtp_recent
    ADD CONSTRAINT rtp_recent_pkey PRIMARY KEY (game, coin, minute);

ALTER TABLE ONLY rtp_reconciled
    ADD CONSTRAINT rtp_reconciled_pkey PRIMARY KEY (only_row);

ALTER TABLE ONLY rtp_totals
    ADD CONSTRAINT rtp_totals_pkey PRIMARY KEY (game, coin);

ALTER TABLE ONLY sandbox_ach_accounts
    ADD CONSTRAINT sandbox_ach_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_ach_debits
    ADD CONSTRAINT sandbox_ach_debits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_ach_debits
    ADD CONSTRAINT sandbox_ach_debits_reference_key UNIQUE (reference);

ALTER TABLE ONLY sandbox_ach_disbursements
    ADD CONSTRAINT sandbox_ach_disbursements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_ach_disbursements
    ADD CONSTRAINT sandbox_ach_disbursements_reference_key UNIQUE (reference);

ALTER TABLE ONLY sandbox_ach_payees
    ADD CONSTRAINT sandbox_ach_payees_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_ach_payees
    ADD CONSTRAINT sandbox_ach_payees_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY sandbox_ach_sessions
    ADD CONSTRAINT sandbox_ach_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_chain_sends
    ADD CONSTRAINT sandbox_chain_sends_pkey PRIMARY KEY (reference);

ALTER TABLE ONLY sandbox_chain_sends
    ADD CONSTRAINT sandbox_chain_sends_tx_hash_key UNIQUE (tx_hash);

ALTER TABLE ONLY sandbox_chain_transactions
    ADD CONSTRAINT sandbox_chain_transactions_pkey PRIMARY KEY (tx_hash);

ALTER TABLE ONLY sandbox_gift_card_outcomes
    ADD CONSTRAINT sandbox_gift_card_outcomes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_gift_cards
    ADD CONSTRAINT sandbox_gift_cards_code_key UNIQUE (code);

ALTER TABLE ONLY sandbox_gift_cards
    ADD CONSTRAINT sandbox_gift_cards_pkey PRIMARY KEY (reference);

ALTER TABLE ONLY sandbox_locations
    ADD CONSTRAINT sandbox_locations_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY sandbox_payment_handles
    ADD CONSTRAINT sandbox_payment_handles_pkey PRIMARY KEY (merchant_ref_num);

ALTER TABLE ONLY sandbox_payment_handles
    ADD CONSTRAINT sandbox_payment_handles_token_key UNIQUE (token);

ALTER TABLE ONLY sandbox_provider_faults
    ADD CONSTRAINT sandbox_provider_faults_pkey PRIMARY KEY (scope);

ALTER TABLE ONLY sandbox_provider_free_rounds
    ADD CONSTRAINT sandbox_provider_free_rounds_pkey PRIMARY KEY (reference);

ALTER TABLE ONLY sandbox_provider_retries
    ADD CONSTRAINT sandbox_provider_retries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_provider_sessions
    ADD CONSTRAINT sandbox_provider_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sandbox_vendor_outages
    ADD CONSTRAINT sandbox_vendor_outages_pkey PRIMARY KEY (vendor);

ALTER TABLE ONLY schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY seed_pairs
    ADD CONSTRAINT seed_pairs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY server_secrets
    ADD CONSTRAINT server_secrets_pkey PRIMARY KEY (name);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY special_discounts
    ADD CONSTRAINT special_discounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY special_discounts
    ADD CONSTRAINT special_discounts_slug_key UNIQUE (slug);

ALTER TABLE ONLY staff_approvals
    ADD CONSTRAINT staff_approvals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY staff_audit_log
    ADD CONSTRAINT staff_audit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tax_details
    ADD CONSTRAINT tax_details_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY used_captchas
    ADD CONSTRAINT used_captchas_pkey PRIMARY KEY (signature);

ALTER TABLE ONLY user_chat_titles
    ADD CONSTRAINT user_chat_titles_pkey PRIMARY KEY (user_id, slug);

ALTER TABLE ONLY user_devices
    ADD CONSTRAINT user_devices_pkey PRIMARY KEY (user_id, fingerprint);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY vip_bonuses
    ADD CONSTRAINT vip_bonuses_pkey PRIMARY KEY (id);

CREATE INDEX ach_accounts_user ON ach_accounts USING btree (user_id) WHERE (status <> 'removed'::text);

CREATE INDEX amoe_request_events_request ON amoe_request_events USING btree (request_id, id);

CREATE UNIQUE INDEX amoe_requests_one_open ON amoe_requests USING btree (user_id) WHERE (status = 'requested'::text);

CREATE INDEX amoe_requests_status ON amoe_requests USING btree (status, id DESC);

CREATE INDEX amoe_requests_user ON amoe_requests USING btree (user_id, id DESC);

CREATE INDEX announcements_created ON announcements USING btree (created_at);

CREATE INDEX auth_failures_window ON auth_failures USING btree (window_ends_at);

CREATE INDEX bets_active ON ONLY bets USING btree (user_id, game) WHERE ((status = 'active'::text) AND (NOT provider_round));

CREATE INDEX bets_high_rollers ON ONLY bets USING btree (id DESC) WHERE ((status = 'settled'::text) AND high_roller);

CREATE INDEX bets_default_id_idx ON bets_default USING btree (id DESC) WHERE ((status = 'settled'::text) AND high_roller);

CREATE INDEX bets_settled_at_brin ON ONLY bets USING brin (settled_at);

CREATE INDEX bets_default_settled_at_idx ON bets_default USING brin (settled_at);

CREATE INDEX bets_default_user_id_game_idx ON bets_default USING btree (user_id, game) WHERE ((status = 'active'::text) AND (NOT provider_round));

CREATE INDEX bets_user ON ONLY bets USING btree (user_id, id DESC) WHERE (status = 'settled'::text);

CREATE INDEX bets_default_user_id_id_idx ON bets_default USING btree (user_id, id DESC) WHERE (status = 'settled'::text);

CREATE INDEX bets_request_key ON ONLY bets USING btree (user_id, request_key) WHERE (request_key IS NOT NULL);

CREATE INDEX bets_default_user_id_request_key_idx ON bets_default USING btree (user_id, request_key) WHERE (request_key IS NOT NULL);

CREATE UNIQUE INDEX bonus_claims_once ON bonus_claims USING btree (user_id, kind, reference) WHERE (reference IS NOT NULL);

CREATE INDEX bonus_claims_user ON bonus_claims USING btree (user_id, kind, id DESC);

CREATE UNIQUE INDEX bonus_codes_code ON bonus_codes USING btree (lower(code));

CREATE UNIQUE INDEX bundles_ladder_price ON bundles USING btree (price) WHERE ((discount_id IS NULL) AND active);

CREATE INDEX cashier_orders_status ON cashier_orders USING btree (status, id DESC);

CREATE INDEX cashier_orders_user ON cashier_orders USING btree (user_id, id DESC);

CREATE INDEX category_games_game ON category_games USING btree (game_id);

CREATE INDEX chat_messages_created_brin ON chat_messages USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX chat_messages_room ON chat_messages USING btree (room_id, id DESC);

CREATE INDEX chat_messages_room_time ON chat_messages USING btree (room_id, created_at);

CREATE INDEX chat_messages_user ON chat_messages USING btree (user_id, id DESC);

CREATE INDEX chat_rain_shares_user ON chat_rain_shares USING btree (user_id, rain_id DESC);

CREATE INDEX chat_rains_recent ON chat_rains USING btree (id DESC);

CREATE INDEX chat_reports_open ON chat_reports USING btree (id DESC) WHERE (resolved_at IS NULL);

CREATE INDEX chat_sanctions_user ON chat_sanctions USING btree (user_id, until DESC);

CREATE INDEX chat_tips_recipient ON chat_tips USING btree (recipient_id, id DESC);

CREATE INDEX chat_tips_tipper ON chat_tips USING btree (tipper_id, created_at DESC);

CREATE INDEX crash_rounds_live ON crash_rounds USING btree (id) WHERE (status = ANY (ARRAY['betting'::text, 'running'::text]));

CREATE INDEX crypto_deposit_addresses_address ON crypto_deposit_addresses USING btree (address);

CREATE UNIQUE INDEX crypto_deposit_addresses_destination ON crypto_deposit_addresses USING btree (currency, address, COALESCE(tag, ''::text));

CREATE INDEX crypto_deposits_open ON crypto_deposits USING btree (id) WHERE (status = ANY (ARRAY['pending'::text, 'confirming'::text]));

CREATE INDEX crypto_deposits_user ON crypto_deposits USING btree (user_id, id DESC);

CREATE UNIQUE INDEX duels_one_hosted ON duels USING btree (host_id) WHERE (status = ANY (ARRAY['open'::text, 'joined'::text]));

CREATE UNIQUE INDEX duels_one_joined ON duels USING btree (guest_id) WHERE (status = 'joined'::text);

CREATE INDEX duels_open ON duels USING btree (id DESC) WHERE (status = 'open'::text);

CREATE INDEX event_outbox_pending ON event_outbox USING btree (id) WHERE (published_at IS NULL);

CREATE INDEX free_round_grants_user ON free_round_grants USING btree (user_id, id DESC);

CREATE INDEX game_sessions_latest ON game_sessions USING btree (user_id, protocol, id DESC);

CREATE INDEX games_provider ON games USING btree (provider_id);

CREATE INDEX games_title_trgm ON games USING gin (lower(title) public.gin_trgm_ops);

CREATE INDEX idempotent_requests_created_brin ON idempotent_requests USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX identity_flags_open ON identity_flags USING btree (created_at) WHERE (resolved_at IS NULL);

CREATE UNIQUE INDEX identity_verifications_approved_document ON identity_verifications USING btree (document_number_hash) WHERE (status = 'approved'::text);

CREATE UNIQUE INDEX identity_verifications_approved_person ON identity_verifications USING btree (person_key) WHERE (status = 'approved'::text);

CREATE INDEX identity_verifications_user ON identity_verifications USING btree (user_id, id DESC);

CREATE INDEX jackpot_wins_bet ON jackpot_wins USING btree (bet_key);

CREATE INDEX jackpot_wins_user ON jackpot_wins USING btree (user_id, id DESC);

CREATE INDEX jobs_dead ON jobs USING btree (updated_at) WHERE (status = 'dead'::text);

CREATE INDEX jobs_due ON jobs USING btree (run_at) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));

CREATE INDEX jobs_kind_status ON jobs USING btree (kind, status);

CREATE INDEX jobs_sent_messages ON jobs USING btree (finished_at) WHERE ((status = 'done'::text) AND (kind = ANY (ARRAY['mail.send'::text, 'sms.send'::text])));

CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts USING btree (user_id, kind) WHERE (user_id IS NOT NULL);

CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts USING btree (kind, coin, shard) WHERE (user_id IS NULL);

CREATE INDEX ledger_entries_account ON ONLY ledger_entries USING btree (account_id, transfer_id);

CREATE INDEX ledger_entries_default_account_id_transfer_id_idx ON ledger_entries_default USING btree (account_id, transfer_id);

CREATE INDEX location_checks_created_brin ON location_checks USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX location_checks_user ON location_checks USING btree (user_id, id DESC);

CREATE INDEX login_tickets_created_brin ON login_tickets USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX login_tickets_user ON login_tickets USING btree (user_id);

CREATE INDEX notifications_created_brin ON notifications USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX notifications_inbox ON notifications USING btree (user_id, id DESC);

CREATE INDEX notifications_unread ON notifications USING btree (user_id) WHERE (read_at IS NULL);

CREATE INDEX one_time_tokens_created_brin ON one_time_tokens USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX one_time_tokens_live ON one_time_tokens USING btree (user_id, purpose) WHERE (used_at IS NULL);

CREATE INDEX one_time_tokens_lookup ON one_time_tokens USING btree (purpose, token_hash);

CREATE INDEX outbox_messages_created_brin ON outbox_messages USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX player_limits_user ON player_limits USING btree (user_id, kind, period, effective_from DESC, id DESC);

CREATE INDEX player_statistics_recent_minute ON player_statistics_recent USING btree (minute);

CREATE INDEX promotions_window ON promotions USING btree (start_date, end_date) WHERE (offline = false);

CREATE INDEX provider_transactions_rollbacks ON provider_transactions USING btree (provider, reference_transaction_id) WHERE (kind = 'rollback'::text);

CREATE INDEX purchases_awaiting_confirmation ON purchases USING btree (user_id, id) WHERE (confirmation = 'pending'::text);

CREATE INDEX purchases_completed_day ON purchases USING btree (completed_at) WHERE (status = 'completed'::text);

CREATE INDEX purchases_denied ON purchases USING btree (id) WHERE (confirmation = 'denied'::text);

CREATE INDEX purchases_open ON purchases USING btree (created_at) WHERE (status = ANY (ARRAY['initiated'::text, 'processing'::text]));

CREATE INDEX purchases_promotion_uses ON purchases USING btree (promotion_id, user_id) WHERE (promotion_id IS NOT NULL);

CREATE INDEX purchases_user ON purchases USING btree (user_id, created_at DESC);

CREATE INDEX recently_played_latest ON recently_played USING btree (user_id, played_at DESC);

CREATE INDEX redemption_events_redemption ON redemption_events USING btree (redemption_id, id);

CREATE INDEX redemptions_status ON redemptions USING btree (status, id);

CREATE INDEX redemptions_user ON redemptions USING btree (user_id, id DESC);

CREATE INDEX sandbox_chain_transactions_sent ON sandbox_chain_transactions USING btree (sent_at);

CREATE INDEX sandbox_provider_free_rounds_player ON sandbox_provider_free_rounds USING btree (user_id, game_code, created_at) WHERE (remaining > 0);

CREATE INDEX sandbox_provider_retries_due ON sandbox_provider_retries USING btree (next_at);

CREATE UNIQUE INDEX seed_pairs_active ON seed_pairs USING btree (user_id, game) WHERE (revealed_at IS NULL);

CREATE INDEX seed_pairs_user ON seed_pairs USING btree (user_id, id);

CREATE INDEX sessions_created_brin ON sessions USING brin (created_at) WITH (autosummarize='on');

CREATE INDEX sessions_user ON sessions USING btree (user_id) WHERE (revoked_at IS NULL);

CREATE INDEX staff_approvals_status ON staff_approvals USING btree (status, id);

CREATE INDEX staff_audit_log_created ON staff_audit_log USING btree (created_at DESC, id DESC);

CREATE INDEX staff_audit_log_staff ON staff_audit_log USING btree (staff_id, id DESC);

CREATE INDEX staff_audit_log_subject ON staff_audit_log USING btree (subject_user_id, id DESC);

CREATE UNIQUE INDEX users_email ON users USING btree (email);

CREATE UNIQUE INDEX users_username_lower ON users USING btree (lower(username));

CREATE INDEX vip_bonuses_unclaimed ON vip_bonuses USING btree (user_id, id) WHERE (claimed_at IS NULL);

ALTER INDEX bets_high_rollers ATTACH PARTITION bets_default_id_idx;

ALTER INDEX bets_pkey ATTACH PARTITION bets_default_pkey;

ALTER INDEX bets_settled_at_brin ATTACH PARTITION bets_default_settled_at_idx;

ALTER INDEX bets_active ATTACH PARTITION bets_default_user_id_game_idx;

ALTER INDEX bets_user ATTACH PARTITION bets_default_user_id_id_idx;

ALTER INDEX bets_request_key ATTACH PARTITION bets_default_user_id_request_key_idx;

ALTER INDEX ledger_entries_account ATTACH PARTITION ledger_entries_default_account_id_transfer_id_idx;

ALTER INDEX ledger_entries_pkey ATTACH PARTITION ledger_entries_default_pkey;

CREATE TRIGGER bets_one_active_game BEFORE INSERT ON bets FOR EACH ROW WHEN (((new.status = 'active'::text) AND (NOT new.provider_round))) EXECUTE FUNCTION bets_one_active_game();

CREATE TRIGGER ledger_entries_append_only BEFORE DELETE OR UPDATE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries_default FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER ledger_transfers_append_only BEFORE DELETE OR UPDATE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER staff_audit_log_append_only BEFORE DELETE OR UPDATE ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION staff_audit_forbid_change();

CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_forbid_change();

ALTER TABLE ONLY ach_accounts
    ADD CONSTRAINT ach_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY ach_debits
    ADD CONSTRAINT ach_debits_account_id_fkey FOREIGN KEY (account_id) REFERENCES ach_accounts(id);

ALTER TABLE ONLY ach_debits
    ADD CONSTRAINT ach_debits_purchase_id_fkey FOREIGN KEY (purchase_id) REFERENCES purchases(id);

ALTER TABLE ONLY ach_payees
    ADD CONSTRAINT ach_payees_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY amoe_request_events
    ADD CONSTRAINT amoe_request_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id);

ALTER TABLE ONLY amoe_request_events
    ADD CONSTRAINT amoe_request_events_request_id_fkey FOREIGN KEY (request_id) REFERENCES amoe_requests(id);

ALTER TABLE ONLY amoe_requests
    ADD CONSTRAINT amoe_requests_entered_by_fkey FOREIGN KEY (entered_by) REFERENCES users(id);

ALTER TABLE ONLY amoe_requests
    ADD CONSTRAINT amoe_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY announcement_reads
    ADD CONSTRAINT announcement_reads_announcement_id_fkey FOREIGN KEY (announcement_id) REFERENCES announcements(id);

ALTER TABLE ONLY announcement_reads
    ADD CONSTRAINT announcement_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY announcements
    ADD CONSTRAINT announcements_published_by_fkey FOREIGN KEY (published_by) REFERENCES users(id);

ALTER TABLE bets
    ADD CONSTRAINT bets_seed_pair_id_fkey FOREIGN KEY (seed_pair_id) REFERENCES seed_pairs(id);

ALTER TABLE bets
    ADD CONSTRAINT bets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY bonus_claims
    ADD CONSTRAINT bonus_claims_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY bonus_codes
    ADD CONSTRAINT bonus_codes_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id);

ALTER TABLE ONLY bonus_states
    ADD CONSTRAINT bonus_states_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY bundle_promotions
    ADD CONSTRAINT bundle_promotions_bundle_id_fkey FOREIGN KEY (bundle_id) REFERENCES bundles(id);

ALTER TABLE ONLY bundle_promotions
    ADD CONSTRAINT bundle_promotions_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id);

ALTER TABLE ONLY bundle_promotions
    ADD CONSTRAINT bundle_promotions_free_spins_game_id_fkey FOREIGN KEY (free_spins_game_id) REFERENCES games(id);

ALTER TABLE ONLY bundle_promotions
    ADD CONSTRAINT bundle_promotions_upgrade_bundle_id_fkey FOREIGN KEY (upgrade_bundle_id) REFERENCES bundles(id);

ALTER TABLE ONLY bundles
    ADD CONSTRAINT bundles_discount_id_fkey FOREIGN KEY (discount_id) REFERENCES special_discounts(id);

ALTER TABLE ONLY cashier_orders
    ADD CONSTRAINT cashier_orders_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES users(id);

ALTER TABLE ONLY cashier_orders
    ADD CONSTRAINT cashier_orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY category_games
    ADD CONSTRAINT category_games_category_id_fkey FOREIGN KEY (category_id) REFERENCES categories(id) ON DELETE CASCADE;

ALTER TABLE ONLY category_games
    ADD CONSTRAINT category_games_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id) ON DELETE CASCADE;

ALTER TABLE ONLY chat_ignores
    ADD CONSTRAINT chat_ignores_ignored_user_id_fkey FOREIGN KEY (ignored_user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_ignores
    ADD CONSTRAINT chat_ignores_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_members
    ADD CONSTRAINT chat_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_messages
    ADD CONSTRAINT chat_messages_deleted_by_fkey FOREIGN KEY (deleted_by) REFERENCES users(id);

ALTER TABLE ONLY chat_messages
    ADD CONSTRAINT chat_messages_room_id_fkey FOREIGN KEY (room_id) REFERENCES chat_rooms(id);

ALTER TABLE ONLY chat_messages
    ADD CONSTRAINT chat_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_rain_shares
    ADD CONSTRAINT chat_rain_shares_rain_id_fkey FOREIGN KEY (rain_id) REFERENCES chat_rains(id);

ALTER TABLE ONLY chat_rain_shares
    ADD CONSTRAINT chat_rain_shares_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_rains
    ADD CONSTRAINT chat_rains_room_id_fkey FOREIGN KEY (room_id) REFERENCES chat_rooms(id);

ALTER TABLE ONLY chat_rains
    ADD CONSTRAINT chat_rains_started_by_fkey FOREIGN KEY (started_by) REFERENCES users(id);

ALTER TABLE ONLY chat_reports
    ADD CONSTRAINT chat_reports_message_id_fkey FOREIGN KEY (message_id) REFERENCES chat_messages(id);

ALTER TABLE ONLY chat_reports
    ADD CONSTRAINT chat_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES users(id);

ALTER TABLE ONLY chat_reports
    ADD CONSTRAINT chat_reports_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES users(id);

ALTER TABLE ONLY chat_sanctions
    ADD CONSTRAINT chat_sanctions_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id);

ALTER TABLE ONLY chat_sanctions
    ADD CONSTRAINT chat_sanctions_lifted_by_fkey FOREIGN KEY (lifted_by) REFERENCES users(id);

ALTER TABLE ONLY chat_sanctions
    ADD CONSTRAINT chat_sanctions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY chat_tips
    ADD CONSTRAINT chat_tips_message_id_fkey FOREIGN KEY (message_id) REFERENCES chat_messages(id);

ALTER TABLE ONLY chat_tips
    ADD CONSTRAINT chat_tips_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES users(id);

ALTER TABLE ONLY chat_tips
    ADD CONSTRAINT chat_tips_room_id_fkey FOREIGN KEY (room_id) REFERENCES chat_rooms(id);

ALTER TABLE ONLY chat_tips
    ADD CONSTRAINT chat_tips_tipper_id_fkey FOREIGN KEY (tipper_id) REFERENCES users(id);

ALTER TABLE ONLY crash_bets
    ADD CONSTRAINT crash_bets_round_id_fkey FOREIGN KEY (round_id) REFERENCES crash_rounds(id);

ALTER TABLE ONLY crash_bets
    ADD CONSTRAINT crash_bets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY crash_rounds
    ADD CONSTRAINT crash_rounds_chain_id_fkey FOREIGN KEY (chain_id) REFERENCES crash_chains(id);

ALTER TABLE ONLY crypto_deposit_addresses
    ADD CONSTRAINT crypto_deposit_addresses_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY crypto_deposits
    ADD CONSTRAINT crypto_deposits_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY duels
    ADD CONSTRAINT duels_guest_id_fkey FOREIGN KEY (guest_id) REFERENCES users(id);

ALTER TABLE ONLY duels
    ADD CONSTRAINT duels_host_id_fkey FOREIGN KEY (host_id) REFERENCES users(id);

ALTER TABLE ONLY favourites
    ADD CONSTRAINT favourites_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY favourites
    ADD CONSTRAINT favourites_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES bundle_promotions(id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_purchase_id_fkey FOREIGN KEY (purchase_id) REFERENCES purchases(id);

ALTER TABLE ONLY free_round_grants
    ADD CONSTRAINT free_round_grants_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY game_sessions
    ADD CONSTRAINT game_sessions_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY game_sessions
    ADD CONSTRAINT game_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY games
    ADD CONSTRAINT games_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES providers(id);

ALTER TABLE ONLY identity_flags
    ADD CONSTRAINT identity_flags_matching_user_id_fkey FOREIGN KEY (matching_user_id) REFERENCES users(id);

ALTER TABLE ONLY identity_flags
    ADD CONSTRAINT identity_flags_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY identity_flags
    ADD CONSTRAINT identity_flags_verification_id_fkey FOREIGN KEY (verification_id) REFERENCES identity_verifications(id);

ALTER TABLE ONLY identity_verifications
    ADD CONSTRAINT identity_verifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY jackpot_wins
    ADD CONSTRAINT jackpot_wins_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY jackpot_wins
    ADD CONSTRAINT jackpot_wins_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY ledger_accounts
    ADD CONSTRAINT ledger_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY ledger_archived_balances
    ADD CONSTRAINT ledger_archived_balances_account_id_fkey FOREIGN KEY (account_id) REFERENCES ledger_accounts(id);

ALTER TABLE ledger_entries
    ADD CONSTRAINT ledger_entries_account_id_fkey FOREIGN KEY (account_id) REFERENCES ledger_accounts(id);

ALTER TABLE ledger_entries
    ADD CONSTRAINT ledger_entries_transfer_id_fkey FOREIGN KEY (transfer_id) REFERENCES ledger_transfers(id);

ALTER TABLE ONLY location_checks
    ADD CONSTRAINT location_checks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY login_tickets
    ADD CONSTRAINT login_tickets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY one_time_tokens
    ADD CONSTRAINT one_time_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY play_restrictions
    ADD CONSTRAINT play_restrictions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY player_gates
    ADD CONSTRAINT player_gates_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY player_limits
    ADD CONSTRAINT player_limits_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY player_statistics_recent
    ADD CONSTRAINT player_statistics_recent_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY player_statistics
    ADD CONSTRAINT player_statistics_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY policy_acceptances
    ADD CONSTRAINT policy_acceptances_policy_name_version_fkey FOREIGN KEY (policy_name, version) REFERENCES policy_versions(policy_name, version);

ALTER TABLE ONLY policy_acceptances
    ADD CONSTRAINT policy_acceptances_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY policy_versions
    ADD CONSTRAINT policy_versions_policy_name_fkey FOREIGN KEY (policy_name) REFERENCES policies(name);

ALTER TABLE ONLY promotions
    ADD CONSTRAINT promotions_category_id_fkey FOREIGN KEY (category_id) REFERENCES promotion_categories(id);

ALTER TABLE ONLY provider_rounds
    ADD CONSTRAINT provider_rounds_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY provider_rounds
    ADD CONSTRAINT provider_rounds_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY provider_transactions
    ADD CONSTRAINT provider_transactions_round_id_fkey FOREIGN KEY (round_id) REFERENCES provider_rounds(id);

ALTER TABLE ONLY provider_transactions
    ADD CONSTRAINT provider_transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY purchases
    ADD CONSTRAINT purchases_bundle_id_fkey FOREIGN KEY (bundle_id) REFERENCES bundles(id);

ALTER TABLE ONLY purchases
    ADD CONSTRAINT purchases_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES bundle_promotions(id);

ALTER TABLE ONLY purchases
    ADD CONSTRAINT purchases_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY recently_played
    ADD CONSTRAINT recently_played_game_id_fkey FOREIGN KEY (game_id) REFERENCES games(id);

ALTER TABLE ONLY recently_played
    ADD CONSTRAINT recently_played_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY redemption_events
    ADD CONSTRAINT redemption_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id);

ALTER TABLE ONLY redemption_events
    ADD CONSTRAINT redemption_events_redemption_id_fkey FOREIGN KEY (redemption_id) REFERENCES redemptions(id);

ALTER TABLE ONLY redemptions
    ADD CONSTRAINT redemptions_ach_account_id_fkey FOREIGN KEY (ach_account_id) REFERENCES ach_accounts(id);

ALTER TABLE ONLY redemptions
    ADD CONSTRAINT redemptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY sandbox_ach_accounts
    ADD CONSTRAINT sandbox_ach_accounts_payee_id_fkey FOREIGN KEY (payee_id) REFERENCES sandbox_ach_payees(id);

ALTER TABLE ONLY sandbox_ach_debits
    ADD CONSTRAINT sandbox_ach_debits_account_id_fkey FOREIGN KEY (account_id) REFERENCES sandbox_ach_accounts(id);

ALTER TABLE ONLY sandbox_ach_sessions
    ADD CONSTRAINT sandbox_ach_sessions_payee_id_fkey FOREIGN KEY (payee_id) REFERENCES sandbox_ach_payees(id);

ALTER TABLE ONLY sandbox_locations
    ADD CONSTRAINT sandbox_locations_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY sandbox_provider_retries
    ADD CONSTRAINT sandbox_provider_retries_session_id_fkey FOREIGN KEY (session_id) REFERENCES sandbox_provider_sessions(id);

ALTER TABLE ONLY seed_pairs
    ADD CONSTRAINT seed_pairs_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY staff_approvals
    ADD CONSTRAINT staff_approvals_checker_id_fkey FOREIGN KEY (checker_id) REFERENCES users(id);

ALTER TABLE ONLY staff_approvals
    ADD CONSTRAINT staff_approvals_maker_id_fkey FOREIGN KEY (maker_id) REFERENCES users(id);

ALTER TABLE ONLY staff_approvals
    ADD CONSTRAINT staff_approvals_subject_user_id_fkey FOREIGN KEY (subject_user_id) REFERENCES users(id);

ALTER TABLE ONLY staff_audit_log
    ADD CONSTRAINT staff_audit_log_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES users(id);

ALTER TABLE ONLY staff_audit_log
    ADD CONSTRAINT staff_audit_log_subject_user_id_fkey FOREIGN KEY (subject_user_id) REFERENCES users(id);

ALTER TABLE ONLY tax_details
    ADD CONSTRAINT tax_details_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY user_chat_titles
    ADD CONSTRAINT user_chat_titles_slug_fkey FOREIGN KEY (slug) REFERENCES chat_titles(slug);

ALTER TABLE ONLY user_chat_titles
    ADD CONSTRAINT user_chat_titles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY user_devices
    ADD CONSTRAINT user_devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_prev_verification_id_fkey FOREIGN KEY (prev_verification_id) REFERENCES identity_verifications(id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_verification_id_fkey FOREIGN KEY (verification_id) REFERENCES identity_verifications(id);

ALTER TABLE ONLY vip_bonuses
    ADD CONSTRAINT vip_bonuses_awarded_by_fkey FOREIGN KEY (awarded_by) REFERENCES users(id);

ALTER TABLE ONLY vip_bonuses
    ADD CONSTRAINT vip_bonuses_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id);
