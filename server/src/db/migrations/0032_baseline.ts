import { catalogSeedStatements } from './0032_baseline_catalog';
import { firstPolicyVersions } from './0032_baseline_policies';

/**
 * The baseline of 2026-11-26: the schema and seed rows that migrations 1 to 32 built, squashed into one
 * migration before any production database existed. Tables are written in their final shape, grouped by
 * area; database functions are not here (they live in db/functions/*.sql), and the triggers that call
 * them are `triggers`, run once the functions exist. `npm run db:schema` proves it: schema.sql, the dump
 * of the old migrations, did not change. Amounts are minor units (1 coin = 100) unless a column says
 * otherwise; prices are USD cents.
 */
export const statements = [
  // ── Players and sign-in ───────────────────────────────────────────────────────────────────────────
  `CREATE TABLE users (
    id bigserial PRIMARY KEY,
    username text,
    email text NOT NULL,
    password_hash text NOT NULL,
    date_of_birth date NOT NULL,
    state char(2) NOT NULL,
    rank text NOT NULL DEFAULT 'other' CHECK (rank IN ('admin', 'mod', 'helper', 'other')),
    game_mode text NOT NULL DEFAULT 'GC' CHECK (game_mode IN ('GC', 'SC')),
    email_verified_at timestamptz,
    firstname text,
    lastname text,
    phone_number text,
    phone_number_verified_at timestamptz,
    two_factor_secret text,
    two_factor_enabled_at timestamptz,
    opt_in_promo_email boolean NOT NULL DEFAULT false,
    opt_in_promo_sms boolean NOT NULL DEFAULT false,
    private_mode boolean NOT NULL DEFAULT false,
    password_change_required boolean NOT NULL DEFAULT false,
    affiliate_ref text,
    signup_fingerprint text,
    banned_at timestamptz,
    ban_reason text,
    deleted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    -- The approved identity verification and the one before it (foreign keys below, with that table).
    verification_id bigint,
    prev_verification_id bigint,
    -- The operator's purchase controls, and the freeze a denied purchase causes.
    total_purchases bigint NOT NULL DEFAULT 0,
    purchases_blocked boolean NOT NULL DEFAULT false,
    purchase_limit_bundles bigint[] NOT NULL DEFAULT '{}',
    frozen_at timestamptz,
    freeze_reason text,
    -- The admins' mark on a player whose balance they watch (spec §6).
    balance_watch boolean NOT NULL DEFAULT false
  )`,
  `CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`,
  `CREATE UNIQUE INDEX users_email ON users (email)`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    revoked_reason text,
    ip text,
    user_agent text
  )`,
  `CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE user_devices (
    user_id bigint NOT NULL REFERENCES users(id),
    fingerprint text NOT NULL,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, fingerprint)
  )`,
  // Email verification, password reset and SMS codes. A code takes a few wrong guesses, then it is burnt.
  `CREATE TABLE one_time_tokens (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset', 'sms_login', 'phone_verification')),
    token_hash text NOT NULL,
    target text,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    failed_attempts integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX one_time_tokens_lookup ON one_time_tokens (purpose, token_hash)`,
  `CREATE INDEX one_time_tokens_live ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL`,
  `CREATE TABLE outbox_messages (
    id bigserial PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE used_captchas (
    signature text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`,
  /*
   * Failed password and code checks per key (an account, an unknown login name, an address, a signed-in
   * player's password checks), counted in a fixed window that starts with the first failure, so the limits
   * survive a restart and hold across instances when Redis is not configured.
   */
  `CREATE TABLE auth_failures (
    key text PRIMARY KEY,
    failures integer NOT NULL CHECK (failures > 0),
    window_ends_at timestamptz NOT NULL
  )`,
  `CREATE INDEX auth_failures_window ON auth_failures (window_ends_at)`,
  /*
   * One login attempt past its password: the challenges it has passed stay passed while the player answers
   * the next one. Only a hash of the ticket is stored; it belongs to one player and device, for minutes.
   */
  `CREATE TABLE login_tickets (
    token_hash text PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    fingerprint text,
    passed_steps text[] NOT NULL DEFAULT '{}' CHECK (passed_steps <@ ARRAY['restore', 'two_factor', 'sms']),
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX login_tickets_user ON login_tickets (user_id)`,

  // ── The ledger: accounts, append-only transfers and entries (triggers below) ─────────────────────────
  `CREATE TABLE ledger_accounts (
    id bigserial PRIMARY KEY,
    user_id bigint REFERENCES users(id),
    kind text NOT NULL CHECK (kind IN ('gc', 'sc_unplayed', 'sc_redeemable', 'house', 'purchases', 'promotions',
      'redemptions_payable', 'duel_escrow', 'redemptions_paid')),
    coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
    shard smallint NOT NULL DEFAULT 0,
    balance bigint NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ledger_accounts_player_non_negative CHECK (user_id IS NULL OR balance >= 0),
    CONSTRAINT ledger_accounts_player_kind CHECK ((user_id IS NULL) = (kind NOT IN ('gc', 'sc_unplayed', 'sc_redeemable')))
  )`,
  `CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL`,
  `CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (kind, coin, shard) WHERE user_id IS NULL`,
  /*
   * The system accounts, before any player's, so their ids are lowest: every transfer locks in ascending id
   * order, the house shard before the player. The house takes one side of every play and purchases credit
   * from the purchases account: spreading both over shards keeps players from queueing on one row. A duel's
   * pot sits in escrow between the two plays and the payout; a redemption's SC wait in redemptions_payable
   * until paid. (Inserted in the order the old migrations did, so the ids are the same.)
   */
  `INSERT INTO ledger_accounts (kind, coin, shard)
     SELECT 'house', coin, shard FROM unnest(ARRAY['GC', 'SC']) coin, generate_series(0, 63) shard`,
  `INSERT INTO ledger_accounts (kind, coin) VALUES
     ('purchases', 'GC'), ('purchases', 'SC'), ('promotions', 'GC'), ('promotions', 'SC'), ('redemptions_payable', 'SC'),
     ('duel_escrow', 'GC'), ('duel_escrow', 'SC')`,
  `INSERT INTO ledger_accounts (kind, coin, shard)
     SELECT 'purchases', coin, shard FROM unnest(ARRAY['GC', 'SC']) coin, generate_series(1, 15) shard`,
  `INSERT INTO ledger_accounts (kind, coin) VALUES ('redemptions_paid', 'SC')`,
  `CREATE TABLE ledger_transfers (
    id bigserial PRIMARY KEY,
    idempotency_key text NOT NULL UNIQUE,
    kind text NOT NULL,
    coin text NOT NULL,
    reference_type text,
    reference_id text,
    meta jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // One entry per account and transfer: the key is (transfer, account), the account's history is by index.
  `CREATE TABLE ledger_entries (
    transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
    account_id bigint NOT NULL REFERENCES ledger_accounts(id),
    amount bigint NOT NULL CHECK (amount <> 0),
    balance_after bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (transfer_id, account_id)
  )`,
  `CREATE INDEX ledger_entries_account ON ledger_entries (account_id, transfer_id)`,

  // ── House games: provably fair seed pairs, bets, idempotent calls ──────────────────────────────────────
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
    settled_at timestamptz,
    -- An instant play's idempotency key, and the player's balance after it (the one part of the answer a
    -- replay cannot rebuild later).
    request_key text,
    balance_after bigint
  )`,
  `CREATE INDEX bets_user ON bets (user_id, id DESC) WHERE status = 'settled'`,
  // Everyone's latest plays read the primary key backwards; a nonce's single use is the ledger key's.
  `CREATE INDEX bets_high_rollers ON bets (id DESC) WHERE status = 'settled' AND high_roller`,
  `CREATE UNIQUE INDEX bets_one_active_game ON bets (user_id, game) WHERE status = 'active'`,
  `CREATE UNIQUE INDEX bets_request_key ON bets (user_id, request_key) WHERE request_key IS NOT NULL`,
  /*
   * Transactional calls (step games, crash, duels, purchases, bonuses, redemptions) claim their key here at
   * the start of their transaction and store their answer before the commit; a second claim waits for the
   * first and finds its answer. `response` is json, not jsonb, so a replay is the first answer byte for
   * byte. No foreign key to users: its KEY SHARE lock would deadlock with calls that lock the player's row.
   */
  `CREATE TABLE idempotent_requests (
    user_id bigint NOT NULL,
    key text NOT NULL,
    -- What the key was first used for ('mines:start', 'crash:bet', ...): another call with it is refused.
    call text NOT NULL,
    response json,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`,

  // ── Crash and duels ───────────────────────────────────────────────────────────────────────────────────
  /*
   * A crash chain: `seed` is the chain's secret last link h[n]; h[k-1] = sha256(h[k]) down to the published
   * terminating hash h[0]. Rounds play h[1], h[2], ... so each round's hash is the pre-image of the one
   * before. The salt is chosen after the chain (spec fairness.md), with the time it was published.
   */
  `CREATE TABLE crash_chains (
    id serial PRIMARY KEY,
    seed text NOT NULL,
    length integer NOT NULL CHECK (length > 0),
    terminating_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    salt text NOT NULL,
    salt_published_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  /*
   * A round its leader left unfinished is 'interrupted' (the plays still riding get their wager back);
   * `alive_at` is the leader's last sign of life in a running round, by the database's clock.
   */
  `CREATE TABLE crash_rounds (
    id bigserial PRIMARY KEY,
    chain_id integer NOT NULL REFERENCES crash_chains(id),
    position integer NOT NULL,
    hash text NOT NULL,
    crash_point numeric(14, 2) NOT NULL CHECK (crash_point >= 1),
    edge numeric(6, 4) NOT NULL,
    growth double precision NOT NULL,
    status text NOT NULL DEFAULT 'betting' CHECK (status IN ('betting', 'running', 'crashed', 'interrupted')),
    betting_ends_at timestamptz NOT NULL,
    started_at timestamptz,
    crashed_at timestamptz,
    alive_at timestamptz,
    interrupted_at timestamptz,
    UNIQUE (chain_id, position)
  )`,
  `CREATE INDEX crash_rounds_live ON crash_rounds (id) WHERE status IN ('betting', 'running')`,
  // A player's play in a round; the money side lives on its bets row like every other game's.
  `CREATE TABLE crash_bets (
    bet_id bigint PRIMARY KEY REFERENCES bets(id),
    round_id bigint NOT NULL REFERENCES crash_rounds(id),
    user_id bigint NOT NULL REFERENCES users(id),
    auto_cashout numeric(14, 2),
    cashout numeric(14, 2),
    UNIQUE (round_id, user_id)
  )`,
  /*
   * host_seed is secret until the duel ends (only its hash is shown); each side's seed_nonce counts its
   * changes. status: open (waiting for a guest), joined, finished, cancelled.
   */
  `CREATE TABLE duels (
    id bigserial PRIMARY KEY,
    host_id bigint NOT NULL REFERENCES users(id),
    guest_id bigint REFERENCES users(id),
    coin text NOT NULL CHECK (coin IN ('GC', 'SC')),
    wager bigint NOT NULL CHECK (wager > 0),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'joined', 'finished', 'cancelled')),
    host_seed text NOT NULL,
    host_seed_hash text NOT NULL,
    host_locked boolean NOT NULL DEFAULT false,
    host_seed_nonce integer NOT NULL DEFAULT 1,
    guest_seed text,
    guest_locked boolean NOT NULL DEFAULT false,
    guest_seed_nonce integer NOT NULL DEFAULT 0,
    outcome jsonb,
    host_bet_id bigint REFERENCES bets(id),
    guest_bet_id bigint REFERENCES bets(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    joined_at timestamptz,
    finished_at timestamptz,
    CHECK (host_id <> guest_id)
  )`,
  `CREATE INDEX duels_open ON duels (id DESC) WHERE status = 'open'`,
  // One duel in progress per player, as host or guest.
  `CREATE UNIQUE INDEX duels_one_hosted ON duels (host_id) WHERE status IN ('open', 'joined')`,
  `CREATE UNIQUE INDEX duels_one_joined ON duels (guest_id) WHERE status = 'joined'`,

  // ── The game catalog, favourites and recently played ─────────────────────────────────────────────────
  /*
   * Search matches a part of the title, so titles carry a trigram index (pg_trgm, which PGlite ships too);
   * the extension lives in `public` so every schema on a server (tests use one each) shares it.
   */
  'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
  `CREATE TABLE providers (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    slug text NOT NULL UNIQUE,
    software text NOT NULL,
    logo_image text NOT NULL,
    -- In REGION_ALLOWED_PROVIDERS (spec §6): playable by players whose region restricts providers.
    region_allowed boolean NOT NULL DEFAULT false
  )`,
  `CREATE TABLE games (
    id serial PRIMARY KEY,
    provider_id integer NOT NULL REFERENCES providers(id),
    software text NOT NULL,
    title text NOT NULL,
    name text NOT NULL UNIQUE,
    identifier text NOT NULL,
    -- The last segment of the game page's path for its software (spec §2 game link shapes).
    link_name text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('slots', 'table', 'live', 'game-show', 'house')),
    has_jackpot boolean NOT NULL DEFAULT false,
    -- 1 = most featured (sort=featured).
    featured_rank integer NOT NULL,
    released_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (software, identifier),
    UNIQUE (software, link_name)
  )`,
  'CREATE INDEX games_title_trgm ON games USING gin (lower(title) public.gin_trgm_ops)',
  'CREATE INDEX games_provider ON games (provider_id)',
  `CREATE TABLE categories (
    id serial PRIMARY KEY,
    name text NOT NULL,
    slug text NOT NULL UNIQUE,
    icon text,
    sort_order integer NOT NULL,
    type text NOT NULL CHECK (type IN ('banner', 'category', 'section')),
    data jsonb NOT NULL DEFAULT '{}',
    show_in_menu boolean NOT NULL DEFAULT false,
    show_in_home boolean NOT NULL DEFAULT false,
    show_in_all_games boolean NOT NULL DEFAULT false,
    template text,
    games_display_count integer NOT NULL DEFAULT 24,
    api_slug text UNIQUE,
    options jsonb NOT NULL DEFAULT '{}'
  )`,
  `CREATE TABLE category_games (
    category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
    game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position integer NOT NULL,
    PRIMARY KEY (category_id, game_id)
  )`,
  'CREATE INDEX category_games_game ON category_games (game_id)',
  `CREATE TABLE jackpot_tiers (
    tier text PRIMARY KEY,
    position integer NOT NULL,
    amount bigint NOT NULL CHECK (amount >= 0),
    currency text NOT NULL
  )`,
  `CREATE TABLE favourites (
    user_id bigint NOT NULL REFERENCES users(id),
    game_id integer NOT NULL REFERENCES games(id),
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (user_id, game_id)
  )`,
  `CREATE TABLE recently_played (
    user_id bigint NOT NULL REFERENCES users(id),
    game_id integer NOT NULL REFERENCES games(id),
    played_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (user_id, game_id)
  )`,
  'CREATE INDEX recently_played_latest ON recently_played (user_id, played_at DESC)',
  ...catalogSeedStatements,
  // Fresh statistics, so the planner knows how selective a title search is from the first request.
  'ANALYZE providers, games, categories, category_games',

  // ── Content (spec §3): promotions, landing pages, the one settings row ─────────────────────────────────
  // Title and Slug may be missing as in any editor-run CMS; the content service drops such entries.
  `CREATE TABLE promotion_categories (
    id serial PRIMARY KEY,
    title text,
    slug text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE promotions (
    id serial PRIMARY KEY,
    title text,
    description text,
    category_id integer REFERENCES promotion_categories(id),
    slug text UNIQUE,
    start_date timestamptz,
    end_date timestamptz,
    offline boolean NOT NULL DEFAULT false,
    show_in_sidebar boolean NOT NULL DEFAULT false,
    is_active boolean NOT NULL DEFAULT true,
    is_featured boolean NOT NULL DEFAULT false,
    sort_order integer,
    rank integer,
    icon text,
    color text,
    image text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX promotions_window ON promotions (start_date, end_date) WHERE offline = false`,
  `CREATE TABLE landing_pages (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    offline boolean NOT NULL DEFAULT false,
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
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE content_settings (
    id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    promotion_menu_visible boolean NOT NULL DEFAULT true,
    promotion_menu_icon text,
    promotion_menu_title text,
    promotion_menu_route text
  )`,
  `INSERT INTO content_settings (id, promotion_menu_icon, promotion_menu_title, promotion_menu_route)
   VALUES (1, 'megaphone', 'Promotions', '/promotions')`,
  `INSERT INTO promotion_categories (title, slug) VALUES ('Bonuses', 'bonuses'), ('Tournaments', 'tournaments')`,
  // Seed promotions: four in their window, one over, one taken offline, one not started yet.
  `INSERT INTO promotions
     (title, description, category_id, slug, start_date, end_date, offline, show_in_sidebar, is_featured, rank, icon, color, image)
   VALUES
     ('Double Gold Coins on your First Purchase',
      'Your first Gold Coin bundle comes with twice the Gold Coins, plus free Sweeps Coins. The boost is applied automatically at checkout; one per player.',
      1, 'first-purchase-boost', now() - interval '30 days', now() + interval '10 years', false, true, true, 1, 'coins', '#f4c542', '/art/banners/1.svg'),
     ('Weekly Race: 5,000 SC Prize Pool',
      'Every play counts towards the weekly race leaderboard. The top 50 players share 5,000 Sweeps Coins every Monday at 00:00 UTC.',
      2, 'weekly-race', now() - interval '30 days', now() + interval '10 years', false, true, false, 2, 'trophy', '#2ed3a0', '/art/banners/2.svg'),
     ('Daily Login Bonus',
      'Claim free Gold Coins and Sweeps Coins every 24 hours from your wallet. Come back daily to keep your streak going.',
      1, 'daily-login-bonus', now() - interval '30 days', now() + interval '10 years', false, false, false, 3, 'gift', null, '/art/banners/3.svg'),
     ('Refer a Friend',
      'Invite a friend with your link: when they make their first purchase you both receive bonus Sweeps Coins.',
      1, 'refer-a-friend', now() - interval '30 days', now() + interval '10 years', false, false, false, null, 'users', '#1fd17a', '/art/banners/4.svg'),
     ('Summer Slots Marathon',
      'The summer marathon has ended. Thank you to everyone who took part.',
      2, 'summer-slots-marathon', now() - interval '90 days', now() - interval '1 day', false, true, false, 1, 'sun', null, null),
     ('Secret Staff Preview',
      'Not yet announced.',
      1, 'secret-staff-preview', now() - interval '1 day', now() + interval '10 years', true, true, false, 1, 'lock', null, null),
     ('New Year Countdown',
      'Starts soon.',
      2, 'new-year-countdown', now() + interval '30 days', now() + interval '60 days', false, true, false, 1, 'calendar', null, null)`,
  `INSERT INTO landing_pages (slug, offline, hero_title, hero_cta_title, hero_cta_link, hero_img, hero_img_mobile, footer_title, footer_cta_title)
   VALUES
     ('summer-boost', false, 'Summer Boost: Triple Coins All Weekend', 'Get the Summer Boost', null,
      '/art/landing/summer-boost-desktop.svg', '/art/landing/summer-boost-mobile.svg', 'Your summer coins are waiting', 'JOIN NOW'),
     ('winter-vault', true, 'Winter Vault', 'Open the vault', null, null, null, null, null)`,

  // ── Realtime messages that must follow a commit ────────────────────────────────────────────────────────
  // Written in the transaction that produced them, published by the relay (realtime/event-outbox.ts).
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

  // ── Policies: numbered versions, never edited, and which one each player accepted ──────────────────────
  `CREATE TABLE policies (
    name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]+$'),
    position int NOT NULL,
    acceptance_required boolean NOT NULL DEFAULT false
  )`,
  // New wording is a new version; its published_at decides which one is current.
  `CREATE TABLE policy_versions (
    policy_name text NOT NULL REFERENCES policies(name),
    version int NOT NULL CHECK (version > 0),
    title text NOT NULL,
    changes text NOT NULL,
    sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
    published_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (policy_name, version)
  )`,
  `CREATE TABLE policy_acceptances (
    user_id bigint NOT NULL REFERENCES users(id),
    policy_name text NOT NULL,
    version int NOT NULL,
    accepted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, policy_name, version),
    FOREIGN KEY (policy_name, version) REFERENCES policy_versions (policy_name, version)
  )`,
  `INSERT INTO policies (name, position, acceptance_required)
     SELECT name, position, acceptance_required
       FROM jsonb_to_recordset($json$${JSON.stringify(firstPolicyVersions)}$json$::jsonb)
         AS x(name text, position int, acceptance_required boolean)`,
  `INSERT INTO policy_versions (policy_name, version, title, changes, sections, published_at)
     SELECT name, 1, title, changes, sections, '2025-01-01T00:00:00Z'
       FROM jsonb_to_recordset($json$${JSON.stringify(firstPolicyVersions)}$json$::jsonb)
         AS x(name text, title text, changes text, sections jsonb)`,

  // ── Identity verification (KYC) ────────────────────────────────────────────────────────────────────────
  `CREATE TABLE identity_verifications (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    vendor text NOT NULL,
    vendor_session_id text NOT NULL UNIQUE,
    url text NOT NULL,
    status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'started', 'submitted', 'review',
      'approved', 'declined', 'resubmission_requested', 'expired', 'abandoned')),
    reason_code int,
    reason text,
    first_name text,
    last_name text,
    date_of_birth date,
    document_country text,
    -- SHA-256 of the normalised document number: enough to find the same document twice, nothing to leak.
    document_number_hash text,
    -- Normalised last name, first name and date of birth: the same person on a different document.
    person_key text,
    decided_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX identity_verifications_user ON identity_verifications (user_id, id DESC)`,
  // One verified account per person: the decision checks these under a lock, the indexes are the backstop.
  `CREATE UNIQUE INDEX identity_verifications_approved_document ON identity_verifications (document_number_hash)
    WHERE status = 'approved'`,
  `CREATE UNIQUE INDEX identity_verifications_approved_person ON identity_verifications (person_key)
    WHERE status = 'approved'`,
  `ALTER TABLE users
    ADD FOREIGN KEY (verification_id) REFERENCES identity_verifications(id),
    ADD FOREIGN KEY (prev_verification_id) REFERENCES identity_verifications(id)`,
  // The vendor's webhooks received, so a replay changes nothing twice.
  `CREATE TABLE identity_webhook_receipts (
    body_hash text PRIMARY KEY,
    vendor_session_id text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Staff flags for a person verified on two accounts.
  `CREATE TABLE identity_flags (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    verification_id bigint NOT NULL REFERENCES identity_verifications(id),
    kind text NOT NULL CHECK (kind IN ('duplicate_identity')),
    matching_user_id bigint NOT NULL REFERENCES users(id),
    details text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz
  )`,
  `CREATE INDEX identity_flags_open ON identity_flags (created_at) WHERE resolved_at IS NULL`,

  // ── The gates a play passes: location, break or self-exclusion, the player's limits ────────────────────
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
  // One row per player, kept current by the eligibility module, so the batch of plays reads the gate in
  // the round trip it already makes.
  `CREATE TABLE player_gates (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     -- A passed, fresh check in a state that allows SC play lets SC be played until then.
     sc_play_until timestamptz,
     -- A break or self-exclusion refuses every play until then.
     play_refused_until timestamptz,
     -- Whether loss or time limits exist (in force or waiting): only then are they summed.
     limited boolean NOT NULL DEFAULT false
   )`,

  // ── Bundles and purchases ──────────────────────────────────────────────────────────────────────────────
  `CREATE TABLE special_discounts (
     id serial PRIMARY KEY,
     slug text NOT NULL UNIQUE,
     title text NOT NULL,
     sub_title text NOT NULL,
     -- Shown only to players who have never completed a purchase.
     first_purchase_only boolean NOT NULL DEFAULT false,
     starts_at timestamptz NOT NULL DEFAULT now(),
     ends_at timestamptz,
     position integer NOT NULL DEFAULT 0
   )`,
  /*
   * A discount's bundles are rows of their own with a price and the struck actual_price. The free SC of a
   * purchase never exceed its price (docs/promotions.md): a bundle's own SC are held to it here.
   */
  `CREATE TABLE bundles (
     id serial PRIMARY KEY,
     price bigint NOT NULL CHECK (price > 0),
     actual_price bigint NOT NULL CHECK (actual_price >= price),
     gc bigint NOT NULL CHECK (gc > 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     gc_discount text,
     tag text,
     discount_id integer REFERENCES special_discounts (id),
     active boolean NOT NULL DEFAULT true,
     position integer NOT NULL DEFAULT 0,
     CONSTRAINT bundles_sc_within_price CHECK (sc <= price)
   )`,
  `CREATE UNIQUE INDEX bundles_ladder_price ON bundles (price) WHERE discount_id IS NULL AND active`,
  // Extra coins, or an upgrade to a bigger bundle's Gold Coins (the free SC follow the price paid).
  `CREATE TABLE bundle_promotions (
     id serial PRIMARY KEY,
     name text NOT NULL,
     featured boolean NOT NULL DEFAULT false,
     bundle_id integer NOT NULL REFERENCES bundles (id),
     reward_type text NOT NULL CHECK (reward_type IN ('Bundle Upgrade', 'Extra Coins')),
     upgrade_bundle_id integer REFERENCES bundles (id),
     extra_gc bigint NOT NULL DEFAULT 0 CHECK (extra_gc >= 0),
     extra_sc bigint NOT NULL DEFAULT 0 CHECK (extra_sc >= 0),
     starts_at timestamptz NOT NULL DEFAULT now(),
     ends_at timestamptz,
     first_purchase_only boolean NOT NULL DEFAULT false,
     uses_per_player integer NOT NULL DEFAULT 1 CHECK (uses_per_player BETWEEN 1 AND 100),
     max_uses integer CHECK (max_uses > 0),
     disabled_at timestamptz,
     created_by bigint REFERENCES users (id),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((reward_type = 'Bundle Upgrade') = (upgrade_bundle_id IS NOT NULL)),
     CONSTRAINT bundle_promotions_first_purchase_once CHECK (NOT first_purchase_only OR uses_per_player = 1)
   )`,
  /*
   * One row per checkout attempt (merchant_ref_num is unique), moved to 'completed' once, in the
   * transaction that credits it. A denied purchase waits for compliance, who refund it (refunded_at, the
   * coins taken back; the vendor's answer in vendor_refund_id) or clear it (compliance_cleared_at).
   * Finalise records the checkout's payment handle before it calls the vendor, so a job can always finish
   * the payment taken; one the vendor never heard of is closed as 'expired'.
   */
  `CREATE TABLE purchases (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     bundle_id integer NOT NULL REFERENCES bundles (id),
     promotion_id integer REFERENCES bundle_promotions (id),
     merchant_ref_num text NOT NULL UNIQUE,
     payment_method text NOT NULL CHECK (payment_method IN ('card', 'applePay', 'pay_by_bank', 'ach_debit')),
     amount bigint NOT NULL CHECK (amount > 0),
     -- What the bundle gives, before the first purchase doubles GC; sc is zero where SC is not awarded.
     gc bigint NOT NULL CHECK (gc > 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     status text NOT NULL DEFAULT 'initiated'
       CHECK (status IN ('initiated', 'processing', 'completed', 'failed', 'expired')),
     vendor_status text NOT NULL DEFAULT 'INITIATED',
     vendor_payment_id text,
     failure text,
     credited_gc bigint,
     credited_sc bigint,
     confirmation text CHECK (confirmation IN ('pending', 'confirmed', 'denied')),
     clawed_back_gc bigint,
     clawed_back_sc bigint,
     billing jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     completed_at timestamptz,
     confirmed_at timestamptz,
     refunded_at timestamptz,
     refunded_gc bigint,
     refunded_sc bigint,
     compliance_cleared_at timestamptz,
     payment_handle_token text,
     vendor_refund_id text,
     vendor_refunded_at timestamptz,
     CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
     CHECK ((status = 'completed') = (credited_gc IS NOT NULL))
   )`,
  `CREATE INDEX purchases_user ON purchases (user_id, created_at DESC)`,
  `CREATE INDEX purchases_awaiting_confirmation ON purchases (user_id, id) WHERE confirmation = 'pending'`,
  `CREATE INDEX purchases_denied ON purchases (id) WHERE confirmation = 'denied'`,
  // The reconciliation sweep reads the open purchases by age; the report groups by day and offer.
  `CREATE INDEX purchases_open ON purchases (created_at) WHERE status IN ('initiated', 'processing')`,
  `CREATE INDEX purchases_completed_day ON purchases (completed_at) WHERE status = 'completed'`,
  `CREATE INDEX purchases_promotion_uses ON purchases (promotion_id, user_id) WHERE promotion_id IS NOT NULL`,
  // The sandbox payment vendor's handles and refunds, in a table so two app instances see one vendor.
  `CREATE TABLE sandbox_payment_handles (
     merchant_ref_num text PRIMARY KEY,
     token text UNIQUE,
     amount bigint NOT NULL,
     currency text NOT NULL,
     payment_type text NOT NULL,
     status text NOT NULL CHECK (status IN ('INITIATED', 'PAYABLE', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
     instrument text,
     outcome text CHECK (outcome IN ('success', 'decline', 'pending', 'challenge')),
     error_code integer,
     payment_id text,
     payment_status text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     refund_id text,
     refunded_at timestamptz
   )`,
  // The ladder (spec §9, sweepstakes.md): price in cents p gives p × 10,000 GC minor units and p SC minor units.
  `INSERT INTO bundles (price, actual_price, gc, sc, tag, position)
   SELECT p, p, p * 10000, p, t, n
     FROM (VALUES (199, NULL, 1), (499, NULL, 2), (999, 'Popular', 3), (1999, NULL, 4), (4999, 'Best Value', 5),
                  (9999, NULL, 6), (19999, NULL, 7), (49999, 'Whale', 8)) AS l (p, t, n)`,
  `INSERT INTO special_discounts (slug, title, sub_title, first_purchase_only, position) VALUES
     ('ftp_discount_new', 'Welcome Offer', 'Double Gold Coins on your first purchase', true, 1),
     ('weekend_boost', 'Weekend Boost', 'The 49.99 bundle for 37.49', false, 2)`,
  `INSERT INTO bundles (price, actual_price, gc, sc, gc_discount, discount_id, position)
   SELECT p, p, p * 10000, p, '2X', (SELECT id FROM special_discounts WHERE slug = 'ftp_discount_new'), n
     FROM (VALUES (499, 1), (999, 2), (1999, 3)) AS l (p, n)`,
  `INSERT INTO bundles (price, actual_price, gc, sc, discount_id, position)
   VALUES (3749, 4999, 49990000, 3749, (SELECT id FROM special_discounts WHERE slug = 'weekend_boost'), 1)`,
  // 'Starter Boost' gives 11.99 SC for 9.99 USD: the seeded first-purchase offer, once per player.
  `INSERT INTO bundle_promotions (name, featured, bundle_id, reward_type, extra_gc, extra_sc, first_purchase_only) VALUES
     ('Starter Boost', true, (SELECT id FROM bundles WHERE price = 999 AND discount_id IS NULL), 'Extra Coins',
      5000000, 200, true)`,
  `INSERT INTO bundle_promotions (name, bundle_id, reward_type, upgrade_bundle_id) VALUES
     ('Big Upgrade', (SELECT id FROM bundles WHERE price = 1999 AND discount_id IS NULL), 'Bundle Upgrade',
      (SELECT id FROM bundles WHERE price = 4999 AND discount_id IS NULL))`,

  // ── Bonuses ────────────────────────────────────────────────────────────────────────────────────────────
  /*
   * One row per player and kind that a claim locks first, so claims of one kind by one player run one after
   * another; it keeps the last claim's time, the daily streak and the rakeback watermark.
   */
  `CREATE TABLE bonus_states (
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('daily_bonus', 'top_up', 'reload', 'rakeback', 'lossback')),
     last_claimed_at timestamptz,
     streak integer NOT NULL DEFAULT 0 CHECK (streak BETWEEN 0 AND 7),
     -- Rakeback: the last bet already paid back; plays after it accrue.
     last_bet_id bigint NOT NULL DEFAULT 0,
     PRIMARY KEY (user_id, kind)
   )`,
  // Bonus, promotion and weekly codes are data staff create.
  `CREATE TABLE bonus_codes (
     id bigserial PRIMARY KEY,
     code text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('bonus', 'promotion', 'weekly')),
     title text NOT NULL,
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     max_claims integer CHECK (max_claims > 0),
     claims integer NOT NULL DEFAULT 0,
     starts_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz,
     created_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK (gc > 0 OR sc > 0),
     CHECK (max_claims IS NULL OR claims <= max_claims)
   )`,
  // Codes are typed by players in any case: one code per spelling.
  `CREATE UNIQUE INDEX bonus_codes_code ON bonus_codes (lower(code))`,
  // Staff awards the player claims.
  `CREATE TABLE vip_bonuses (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     reward_type text NOT NULL,
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     awarded_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     claimed_at timestamptz,
     CHECK (gc > 0 OR sc > 0)
   )`,
  `CREATE INDEX vip_bonuses_unclaimed ON vip_bonuses (user_id, id) WHERE claimed_at IS NULL`,
  // Every claim, paid by the ledger in the same transaction.
  `CREATE TABLE bonus_claims (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     kind text NOT NULL CHECK (kind IN ('daily_bonus', 'top_up', 'reload', 'bonus_code', 'vip_bonus',
       'rakeback', 'lossback')),
     gc bigint NOT NULL DEFAULT 0 CHECK (gc >= 0),
     sc bigint NOT NULL DEFAULT 0 CHECK (sc >= 0),
     -- The daily bonus's day of the streak (1 to 7).
     stage integer CHECK (stage BETWEEN 1 AND 7),
     -- What was claimed: the code's or VIP bonus's id, the purchase reloaded, the lossback week, the
     -- last bet rakeback paid for. Unique per player and kind: a code, a week, a purchase pays once.
     reference text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX bonus_claims_user ON bonus_claims (user_id, kind, id DESC)`,
  `CREATE UNIQUE INDEX bonus_claims_once ON bonus_claims (user_id, kind, reference) WHERE reference IS NOT NULL`,

  // ── Crypto deposits ────────────────────────────────────────────────────────────────────────────────────
  // A player gets the same address again for a currency (a crypto code is one coin on one network).
  `CREATE TABLE crypto_deposit_addresses (
     user_id bigint NOT NULL REFERENCES users (id),
     currency text NOT NULL,
     address text NOT NULL,
     -- XRP's destination tag, EOS's and BNB's memo: the shared address's per-player part.
     tag text,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, currency)
   )`,
  `CREATE UNIQUE INDEX crypto_deposit_addresses_destination
     ON crypto_deposit_addresses (currency, address, coalesce(tag, ''))`,
  `CREATE INDEX crypto_deposit_addresses_address ON crypto_deposit_addresses (address)`,
  /*
   * One row per transaction hash (the same transaction never credits twice), moved from 'pending' through
   * 'confirming' to 'credited' once; 'below_minimum', 'wrong_network' and 'held' are never credited.
   */
  `CREATE TABLE crypto_deposits (
     id bigserial PRIMARY KEY,
     tx_hash text NOT NULL UNIQUE,
     currency text NOT NULL,
     -- Null when no player's address (and tag) matches: kept for staff, never lost.
     user_id bigint REFERENCES users (id),
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
     status text NOT NULL DEFAULT 'pending'
       CHECK (status IN ('pending', 'confirming', 'credited', 'below_minimum', 'wrong_network', 'held')),
     usd_cents bigint CHECK (usd_cents >= 0),
     credited_gc bigint,
     credited_sc bigint,
     note text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     credited_at timestamptz,
     CHECK ((status = 'credited') = (credited_at IS NOT NULL)),
     CHECK ((status = 'credited') = (credited_gc IS NOT NULL))
   )`,
  `CREATE INDEX crypto_deposits_user ON crypto_deposits (user_id, id DESC)`,
  `CREATE INDEX crypto_deposits_open ON crypto_deposits (id) WHERE status IN ('pending', 'confirming')`,
  // The sandbox chain's transactions a tester "sent", in a table so two app instances see one chain.
  `CREATE TABLE sandbox_chain_transactions (
     tx_hash text PRIMARY KEY,
     currency text NOT NULL,
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX sandbox_chain_transactions_sent ON sandbox_chain_transactions (sent_at)`,

  // ── Bank transfers (ACH) ───────────────────────────────────────────────────────────────────────────────
  // The vendor keeps the bank accounts; the product keeps its ids, the bank's name and the last four digits.
  `CREATE TABLE ach_payees (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     vendor_payee_id text NOT NULL UNIQUE,
     -- Only the last four digits: the vendor holds the number it checked.
     ssn_last4 text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE ach_accounts (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     vendor_account_id text NOT NULL UNIQUE,
     bank_name text NOT NULL,
     last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
     status text NOT NULL CHECK (status IN ('micro_pending', 'verified', 'removed')),
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX ach_accounts_user ON ach_accounts (user_id) WHERE status <> 'removed'`,
  // A debit pays for one purchase, credited when it settles, never when it is returned.
  `CREATE TABLE ach_debits (
     purchase_id bigint PRIMARY KEY REFERENCES purchases (id),
     account_id bigint NOT NULL REFERENCES ach_accounts (id),
     vendor_debit_id text NOT NULL UNIQUE,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'returned')),
     return_code text,
     -- A return the bank sends after the debit settled: the player is frozen pending compliance.
     returned_after_settle boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // The sandbox ACH vendor's own records, so two app instances see the same vendor.
  `CREATE TABLE sandbox_ach_payees (
     id text PRIMARY KEY,
     user_id bigint NOT NULL UNIQUE,
     ssn_valid boolean NOT NULL DEFAULT false
   )`,
  `CREATE TABLE sandbox_ach_sessions (
     id text PRIMARY KEY,
     payee_id text NOT NULL REFERENCES sandbox_ach_payees (id),
     account_id text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_ach_accounts (
     id text PRIMARY KEY,
     payee_id text NOT NULL REFERENCES sandbox_ach_payees (id),
     bank_name text NOT NULL,
     last4 text NOT NULL,
     status text NOT NULL CHECK (status IN ('micro_pending', 'verified', 'locked', 'removed')),
     micro1 integer,
     micro2 integer,
     tries integer NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE sandbox_ach_debits (
     id text PRIMARY KEY,
     reference text NOT NULL UNIQUE,
     account_id text NOT NULL REFERENCES sandbox_ach_accounts (id),
     amount bigint NOT NULL,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'returned')),
     return_code text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,

  // ── Redemptions ────────────────────────────────────────────────────────────────────────────────────────
  /*
   * A request takes the player's redeemable SC into redemptions_payable at once; paid, they move on to
   * redemptions_paid, and a rejection, cancellation or failed payout returns them. Each status change is a
   * conditional UPDATE, so two decisions never both move the coins. A gift-card code is bearer value: kept
   * sealed (AES-256-GCM under the server secret `gift-card-codes`) with its last four beside it; the app
   * seals what is still in gift_card_code when it starts, and nothing writes that column any more.
   */
  `CREATE TABLE redemptions (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     method text NOT NULL CHECK (method IN ('bank', 'gift_card', 'crypto')),
     -- SC in minor units; the prize is the same in USD cents (1 SC = 1 USD).
     amount bigint NOT NULL CHECK (amount > 0),
     status text NOT NULL DEFAULT 'pending_review'
       CHECK (status IN ('pending_review', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
     ach_account_id bigint REFERENCES ach_accounts (id),
     gift_card_brand text,
     crypto_currency text,
     crypto_network text,
     crypto_address text,
     crypto_tag text,
     -- Where the prize goes, as the player is shown it (never a full account number).
     destination text NOT NULL,
     reason text,
     vendor_payout_id text UNIQUE,
     payout_reference text,
     gift_card_code text,
     -- The promised times of each stage.
     review_due_at timestamptz NOT NULL,
     payout_due_at timestamptz,
     decided_at timestamptz,
     finished_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     gift_card_code_sealed text,
     gift_card_code_last4 text,
     CONSTRAINT redemptions_destination CHECK (
       (method = 'bank' AND ach_account_id IS NOT NULL)
       OR (method = 'gift_card' AND gift_card_brand IS NOT NULL)
       OR (method = 'crypto' AND crypto_currency IS NOT NULL AND crypto_address IS NOT NULL))
   )`,
  `CREATE INDEX redemptions_user ON redemptions (user_id, id DESC)`,
  `CREATE INDEX redemptions_status ON redemptions (status, id)`,
  // The player's timeline.
  `CREATE TABLE redemption_events (
     id bigserial PRIMARY KEY,
     redemption_id bigint NOT NULL REFERENCES redemptions (id),
     status text NOT NULL
       CHECK (status IN ('pending_review', 'approved', 'paid', 'rejected', 'cancelled', 'failed')),
     actor text NOT NULL CHECK (actor IN ('player', 'staff', 'vendor')),
     actor_id bigint REFERENCES users (id),
     reason text,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX redemption_events_redemption ON redemption_events (redemption_id, id)`,

  // ── Back office: the audit log (append-only, triggers below) and maker-checker approvals ───────────────
  `CREATE TABLE staff_audit_log (
     id bigserial PRIMARY KEY,
     staff_id bigint NOT NULL REFERENCES users (id),
     action text NOT NULL,
     subject_user_id bigint REFERENCES users (id),
     subject_type text,
     subject_id text,
     before jsonb,
     after jsonb,
     reason text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX staff_audit_log_created ON staff_audit_log (created_at DESC, id DESC)`,
  `CREATE INDEX staff_audit_log_staff ON staff_audit_log (staff_id, id DESC)`,
  `CREATE INDEX staff_audit_log_subject ON staff_audit_log (subject_user_id, id DESC)`,
  /*
   * An action that gives coins above the threshold waits for a second admin: pending → approved or →
   * rejected by one conditional UPDATE, applied in the approval's transaction. The checker is never the maker.
   */
  `CREATE TABLE staff_approvals (
     id bigserial PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('adjustment', 'bonus_code', 'vip_bonus')),
     payload jsonb NOT NULL,
     subject_user_id bigint REFERENCES users (id),
     -- The most the action can give, per coin, in minor units (a code: per claim times its claims).
     gc bigint NOT NULL CHECK (gc >= 0),
     sc bigint NOT NULL CHECK (sc >= 0),
     maker_id bigint NOT NULL REFERENCES users (id),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
     checker_id bigint REFERENCES users (id),
     decision_reason text,
     created_at timestamptz NOT NULL DEFAULT now(),
     decided_at timestamptz,
     CONSTRAINT staff_approvals_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
     CONSTRAINT staff_approvals_checker CHECK ((status = 'pending') = (checker_id IS NULL)),
     CONSTRAINT staff_approvals_four_eyes CHECK (checker_id IS NULL OR checker_id <> maker_id)
   )`,
  `CREATE INDEX staff_approvals_status ON staff_approvals (status, id)`,

  // ── Free entry (AMOE) and cashier orders ───────────────────────────────────────────────────────────────
  /*
   * A player's single-use code, then what staff entered from the mailed card: requested → received →
   * credited (or refused) by conditional UPDATEs, so a card entered twice is credited once. One open
   * request per player is a partial unique index, so two racing requests cannot both open.
   */
  `CREATE TABLE amoe_requests (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     code text NOT NULL UNIQUE,
     status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'credited', 'refused')),
     refusal text CHECK (refusal IN ('not_verified', 'account_disabled', 'excluded', 'self_excluded', 'staff')),
     reason text,
     -- SC credited, in minor units; null until credited.
     sc bigint CHECK (sc > 0),
     legal_name text,
     address text,
     received_on date,
     entered_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT amoe_requests_refused CHECK ((status = 'refused') = (refusal IS NOT NULL)),
     CONSTRAINT amoe_requests_credited CHECK ((status = 'credited') = (sc IS NOT NULL))
   )`,
  `CREATE UNIQUE INDEX amoe_requests_one_open ON amoe_requests (user_id) WHERE status = 'requested'`,
  `CREATE INDEX amoe_requests_user ON amoe_requests (user_id, id DESC)`,
  `CREATE INDEX amoe_requests_status ON amoe_requests (status, id DESC)`,
  `CREATE TABLE amoe_request_events (
     id bigserial PRIMARY KEY,
     request_id bigint NOT NULL REFERENCES amoe_requests (id),
     status text NOT NULL CHECK (status IN ('requested', 'received', 'credited', 'refused')),
     actor text NOT NULL CHECK (actor IN ('player', 'staff')),
     actor_id bigint REFERENCES users (id),
     reason text,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX amoe_request_events_request ON amoe_request_events (request_id, id)`,
  // Spec §3's Order (amount, rsn, type, is_active) with its status; an order moves no coins.
  `CREATE TABLE cashier_orders (
     id bigserial PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES users (id),
     amount bigint NOT NULL CHECK (amount > 0),
     rsn text NOT NULL,
     type text NOT NULL CHECK (type IN ('purchase', 'redeem', 'other')),
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'cancelled')),
     cancel_reason text,
     decided_by bigint REFERENCES users (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     closed_at timestamptz,
     CONSTRAINT cashier_orders_closed CHECK ((status = 'active') = (closed_at IS NULL))
   )`,
  `CREATE INDEX cashier_orders_user ON cashier_orders (user_id, id DESC)`,
  `CREATE INDEX cashier_orders_status ON cashier_orders (status, id DESC)`,

  // ── Tax details and the payout vendors' sandboxes ──────────────────────────────────────────────────────
  /*
   * A player's W-9 style form, asked for before their prizes reach 600 USD in a calendar year: the SSN is
   * sealed (AES-GCM, the key outside this table), only its last four in clear for the 1099 export.
   */
  `CREATE TABLE tax_details (
     user_id bigint PRIMARY KEY REFERENCES users (id),
     legal_name text NOT NULL,
     address1 text NOT NULL,
     address2 text,
     city text NOT NULL,
     state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
     zip text NOT NULL CHECK (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
     ssn_sealed text NOT NULL,
     ssn_last4 text NOT NULL CHECK (ssn_last4 ~ '^[0-9]{4}$'),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_ach_disbursements (
     id text PRIMARY KEY,
     reference text NOT NULL UNIQUE,
     payee_id text NOT NULL,
     account_id text NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
     failure_code text,
     created_at timestamptz NOT NULL DEFAULT now(),
     decided_at timestamptz
   )`,
  `CREATE TABLE sandbox_gift_cards (
     reference text PRIMARY KEY,
     brand text NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     code text NOT NULL UNIQUE,
     issued_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE sandbox_gift_card_outcomes (
     id bigserial PRIMARY KEY,
     outcome text NOT NULL CHECK (outcome IN ('issued', 'out_of_stock', 'brand_unavailable')),
     used_at timestamptz
   )`,
  `CREATE TABLE sandbox_chain_sends (
     reference text PRIMARY KEY,
     tx_hash text NOT NULL UNIQUE,
     currency text NOT NULL,
     address text NOT NULL,
     tag text,
     amount numeric(38, 18) NOT NULL CHECK (amount > 0),
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
  // A sandbox vendor's outage switch a tester (or a fault test) turns on for every instance at once.
  `CREATE TABLE sandbox_vendor_outages (
     vendor text PRIMARY KEY,
     until timestamptz NOT NULL
   )`,

  // ── The durable job queue (server/src/jobs) ────────────────────────────────────────────────────────────
  /*
   * Every vendor call that moves money and every mail or SMS is a row written in the transaction of the
   * change that needs it, run by a worker with retries. `key` is our idempotency key for the work (also
   * what the vendor is given). A job that keeps failing is 'dead': retried only by staff.
   */
  `CREATE TABLE jobs (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     key text NOT NULL UNIQUE,
     payload jsonb NOT NULL DEFAULT '{}'::jsonb,
     status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'dead')),
     attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
     max_attempts int NOT NULL CHECK (max_attempts > 0),
     run_at timestamptz NOT NULL DEFAULT now(),
     locked_by text,
     locked_until timestamptz,
     last_error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz
   )`,
  // The worker reads what is due (queued) or whose lease ran out (a worker that died while running it).
  `CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('queued', 'running')`,
  `CREATE INDEX jobs_dead ON jobs (updated_at) WHERE status = 'dead'`,
  `CREATE INDEX jobs_kind_status ON jobs (kind, status)`,
];

/**
 * The ledger and the staff audit log are append-only in the database itself: no code path can rewrite
 * them. These triggers name living functions (db/functions/), so the migrator runs them after it applies
 * those.
 */
export const triggers = [
  `CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
     FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`,
  `CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
     FOR EACH ROW EXECUTE FUNCTION staff_audit_forbid_change()`,
  `CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
     FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_forbid_change()`,
];
