/**
 * The content service's records (spec §3): promotions and their categories, landing pages and the one
 * settings row. Title and Slug may be missing as in any editor-run CMS; the service drops such entries.
 */
export const statements = [
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
];
