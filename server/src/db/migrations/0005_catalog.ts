import { catalogSeedStatements } from './0005_catalog_seed';

/**
 * The game catalog (providers, games, categories and their games, jackpot tiers), each player's
 * favourites and recently played games, and the seeded catalog itself.
 * Search matches a part of the title, so titles carry a trigram index (pg_trgm, which PGlite ships too);
 * the extension lives in `public` so every schema on a server (tests use one each) shares it.
 */
export const statements = [
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
];
