import { z } from 'zod';
import { coinSchema } from './money';

/**
 * The game catalog as the lobby reads it (spec §3 Category, Game, Provider, Banner; §7 Lobby and games).
 * Field names are the spec's, snake_case as the API sends them.
 */

/** The six third-party game softwares; house games are software `house` (the Originals category). */
export const SOFTWARES = ['relax', 'softswiss', 'pragmatic', 'evolution', '3oaks', 'hub88'] as const;
export type Software = (typeof SOFTWARES)[number] | 'house';

export type CategoryType = Category['type'];

export interface CategoryData {
  hide_pills?: boolean;
  hide_sort_by?: boolean;
}

const bannerImageSchema = z.object({
  image: z.string(),
  /** 'page' routes inside the app, 'tab' opens an overlay (?tab=...). */
  type: z.enum(['page', 'tab']),
  url: z.string(),
  open_in_new_tab: z.boolean(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export interface BannerData {
  images: BannerImage[];
  slides_per_row: number;
}

/** A lobby category; its `data` is the category's own settings, passed on whole. */
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  order: z.number(),
  type: z.enum(['banner', 'category', 'section']),
  data: z.looseObject({
    hide_pills: z.boolean().optional(),
    hide_sort_by: z.boolean().optional(),
    images: z.array(bannerImageSchema).optional(),
    slides_per_row: z.number().optional(),
  }),
  show_in_menu: z.boolean(),
  show_in_home: z.boolean(),
  show_in_all_games: z.boolean(),
  template: z.string().nullable(),
  games_display_count: z.number(),
  /** When set, the lobby lists this category with GET /api/{api_slug}/paginated. */
  api_slug: z.string().nullable(),
  /** Extra query parameters for the list call. */
  options: z.record(z.string(), z.string()),
});
export type Category = z.infer<typeof categorySchema>;

/** What kind of game it is (the games table's kind): the lobby draws each kind's tile art differently. */
export const GAME_KINDS = ['slots', 'table', 'live', 'game-show', 'house'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** A game as the lobby lists it. */
export const gameSchema = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  identifier: z.string(),
  software: z.enum([...SOFTWARES, 'house']),
  provider: z.string(),
  provider_name: z.string(),
  kind: z.enum(GAME_KINDS),
  updated_at: z.string(),
  has_jackpot: z.boolean(),
  /** Set on list answers for a player whose region does not allow this game's provider (spec §6). */
  location_prohibited: z.boolean().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** A provider in the lobby's filter: how many games of the current list it has. */
export interface ProviderFilterItem {
  id: number;
  name: string;
  count: number;
}

const providerSchema = z.object({ id: z.number(), name: z.string(), logo_image: z.string() });
export type Provider = z.infer<typeof providerSchema>;

export type LobbySort = 'default' | 'asc' | 'desc' | 'featured';

/** The spec's list shape: `results {data, current_page, last_page, per_page, total}, providers`. */
export interface GameList {
  results: {
    data: Game[];
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
  };
  providers: ProviderFilterItem[];
}

/** GET /api/active-categories: the lobby's categories and providers. */
export const activeCategoriesSchema = z.object({
  result: z.object({
    categories: z.array(categorySchema),
    providers: z.array(providerSchema.extend({ count: z.number() })),
    promo_race: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
});
export type ActiveCategories = z.infer<typeof activeCategoriesSchema>;

export const JACKPOT_TIERS = ['Minor', 'Major', 'Mega', 'Grand'] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

/** Spec §5 / §9: a search applies from 3 characters, typed input settles for 300 ms first. */
export const LOBBY_SEARCH_MIN = 3;
export const LOBBY_SEARCH_DEBOUNCE_MS = 300;
/** Providers whose games every region may play (spec §6). */
export const REGION_ALLOWED_PROVIDERS = [
  'BGaming',
  'Slotmill',
  'Relax',
  'Rogue',
  'Evoplay',
  'Iconic21',
] as const;
export const REGION_BLOCKED_TEXT = 'Not available in your region';
export const LOBBY_EMPTY_TEXT = 'Sorry! There are no results matching the selected criteria.';

/** Lobby list page size (GET /api/all/games and /api/{api_slug}/paginated). */
export const LOBBY_PER_PAGE = 24;

/**
 * Query of GET /api/all/games and /api/{api_slug}/paginated. `categoryId` is a category's id, or
 * `favorites` / `recent` for the signed-in player's own lists; `providers` is comma-joined ids; a page
 * past the end answers the last page. A category's `options` are sent alongside.
 */
export interface GameListQuery {
  providers?: string;
  sort?: LobbySort;
  categoryId?: number | 'favorites' | 'recent';
  search?: string;
  page?: number;
  location_prohibited?: boolean;
}

/** GET /api/relax/featured|trending|lucky: a slider's games, first games_display_count of the category. */
export const gameSliderSchema = z.object({ data: z.array(gameSchema) });
export type GameSlider = z.infer<typeof gameSliderSchema>;

/** GET /api/relax/games/{id}: one game and more of its provider's. */
export const gameDetailSchema = z.object({ game: gameSchema, related: z.array(gameSchema) });
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** GET /api/jackpots, the shape of me.jackpot_amount (spec §3): amounts are decimal strings. */
export const jackpotAmountsSchema = z.object({
  alltiers: z.array(z.object({ label: z.enum(JACKPOT_TIERS), amount: z.string() })),
  currency: coinSchema,
});
export type JackpotAmounts = z.infer<typeof jackpotAmountsSchema>;
/** GET /api/jackpots?coin=: the pools of one coin (GC unless asked). */
export const jackpotsQuerySchema = z.object({ coin: coinSchema.default('GC') });

/**
 * GET /api/freebies/jackpotcontributors: the games whose bets feed the pools, and the published rules:
 * the share of each bet (percent, as text), each tier's part of it and its odds per 1.00 coin wagered,
 * and the smallest bet that takes part.
 */
export const jackpotContributorsSchema = z.object({
  share_percent: z.string(),
  min_wager: z.string(),
  tiers: z.array(
    z.object({
      label: z.enum(JACKPOT_TIERS),
      split_percent: z.number(),
      odds_per_coin: z.number(),
      seed: z.string(),
    }),
  ),
  /** As the lobby lists them, so the page shows the lobby's tiles. */
  games: z.array(gameSchema),
});
export type JackpotContributors = z.infer<typeof jackpotContributorsSchema>;

/** The event on the winner's own channel (App.User.{id}) once a jackpot win has committed. */
export const JACKPOT_WON_EVENT = 'JackpotWon';
export const jackpotWonSchema = z.object({
  tier: z.enum(JACKPOT_TIERS),
  coin: coinSchema,
  /** What the pool paid, as coins ("512.34"). */
  amount: z.string(),
  /** The game whose bet won it. */
  game: z.string(),
});
export type JackpotWon = z.infer<typeof jackpotWonSchema>;

/** POST /api/favourite: whether the game is a favourite now. */
export const favouriteToggleSchema = z.object({ favourite: z.boolean() });
/** POST /api/favourite/check: which of the asked games are favourites. */
export const favouritesAmongSchema = z.object({ favourites: z.array(z.number()) });
/** POST /api/recently-played. */
export const playRecordedSchema = z.object({ recorded: z.literal(true) });
