import type { BannerData, Category } from '@casino/contract';

type SeedCategory = Omit<Category, 'id' | 'order'> & {
  /** Which games belong, in which order: a WHERE and ORDER BY over `games g` (seed-time SQL, no input). */
  members?: { where: string; orderBy: string; limit?: number };
};

// Each banner opens the promotion it pictures, which makes sense to a guest and a player alike.
const banners: BannerData = {
  slides_per_row: 3,
  images: [
    {
      image: '/art/banners/1.svg',
      type: 'page',
      url: '/promotions/first-purchase-boost',
      open_in_new_tab: false,
    },
    { image: '/art/banners/2.svg', type: 'page', url: '/promotions/weekly-race', open_in_new_tab: false },
    {
      image: '/art/banners/3.svg',
      type: 'page',
      url: '/promotions/daily-login-bonus',
      open_in_new_tab: false,
    },
    { image: '/art/banners/4.svg', type: 'page', url: '/promotions/refer-a-friend', open_in_new_tab: false },
  ],
};

const base: Omit<SeedCategory, 'name' | 'slug'> = {
  type: 'category',
  icon: null,
  data: {},
  show_in_menu: false,
  show_in_home: true,
  show_in_all_games: true,
  template: null,
  games_display_count: 24,
  api_slug: null,
  options: {},
};

const thirdParty = "g.software <> 'house'";
const byFeatured = 'g.featured_rank';

/** The lobby's categories in display order (spec §2 home sections, sidebar Games list, lobby pills). */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    ...base,
    name: 'Main Banner',
    slug: 'main-banner',
    type: 'banner',
    data: banners,
    show_in_all_games: false,
  },
  {
    ...base,
    name: 'Originals',
    slug: 'originals',
    icon: 'originals',
    show_in_menu: true,
    members: { where: "g.software = 'house'", orderBy: 'g.id' },
  },
  {
    ...base,
    name: 'Slots',
    slug: 'slots',
    icon: 'slots',
    show_in_menu: true,
    members: { where: "g.kind = 'slots'", orderBy: byFeatured },
  },
  {
    ...base,
    name: 'Live',
    slug: 'live',
    icon: 'live',
    show_in_menu: true,
    members: { where: "g.kind = 'live'", orderBy: byFeatured },
  },
  {
    ...base,
    name: 'Game Shows',
    slug: 'game-shows',
    icon: 'game-shows',
    show_in_menu: true,
    members: { where: "g.kind = 'game-show'", orderBy: byFeatured },
  },
  {
    ...base,
    name: 'New Releases',
    slug: 'new-releases',
    icon: 'new-releases',
    show_in_menu: true,
    members: { where: thirdParty, orderBy: 'g.released_at DESC', limit: 120 },
  },
  {
    ...base,
    name: 'Table Games',
    slug: 'table-games',
    icon: 'table-games',
    show_in_menu: true,
    members: {
      where: "g.kind = 'table' OR g.identifier IN ('blackjack', 'roulette', 'baccarat', 'war')",
      orderBy: byFeatured,
    },
  },
  ...(['Blackjack', 'Roulette', 'Baccarat'] as const).map((name) => ({
    ...base,
    name,
    slug: name.toLowerCase(),
    icon: name.toLowerCase(),
    show_in_menu: name !== 'Baccarat',
    members: { where: `g.title ILIKE '%${name}%'`, orderBy: byFeatured },
  })),
  {
    ...base,
    name: 'Jackpot',
    slug: 'jackpot',
    icon: 'jackpot',
    members: { where: 'g.has_jackpot', orderBy: byFeatured },
  },
  {
    ...base,
    name: 'Trending',
    slug: 'trending',
    icon: 'trending',
    api_slug: 'relax/trending',
    members: { where: thirdParty, orderBy: "md5(g.name || 'trending')", limit: 72 },
  },
  {
    ...base,
    name: 'Lucky',
    slug: 'lucky',
    icon: 'lucky',
    api_slug: 'relax/lucky',
    members: { where: thirdParty, orderBy: "md5(g.name || 'lucky')", limit: 72 },
  },
  {
    ...base,
    name: 'Featured',
    slug: 'featured',
    icon: 'featured',
    api_slug: 'relax/featured',
    members: { where: thirdParty, orderBy: byFeatured, limit: 72 },
  },
  { ...base, name: 'Quick Buy', slug: 'quick-buy', type: 'section', show_in_all_games: false },
  { ...base, name: 'Providers', slug: 'providers', type: 'section', show_in_all_games: false },
];

/** Jackpot tiers (spec §3) and their seeded amounts, in minor units of SC. */
export const SEED_JACKPOT_TIERS = [
  { tier: 'Minor', amount: 125_000n },
  { tier: 'Major', amount: 1_250_000n },
  { tier: 'Mega', amount: 5_000_000n },
  { tier: 'Grand', amount: 25_000_000n },
] as const;
