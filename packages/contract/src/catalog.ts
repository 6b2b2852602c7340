import { z } from 'zod';

/**
 * The game catalog as the lobby reads it (spec §3 Category, Game, Provider, Banner; §7 Lobby and games).
 * Field names are the spec's, snake_case as the API sends them.
 */

/** The six third-party game softwares; house games are software `house` (the Originals category). */
export const SOFTWARES = ['relax', 'softswiss', 'pragmatic', 'evolution', '3oaks', 'hub88'] as const;
export type Software = (typeof SOFTWARES)[number] | 'house';

export type CategoryType = 'banner' | 'category' | 'section';

export interface CategoryData {
  hide_pills?: boolean;
  hide_sort_by?: boolean;
}

export interface BannerImage {
  image: string;
  /** 'page' routes inside the app, 'tab' opens an overlay (?tab=...). */
  type: 'page' | 'tab';
  url: string;
  open_in_new_tab: boolean;
}

export interface BannerData {
  images: BannerImage[];
  slides_per_row: number;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  order: number;
  type: CategoryType;
  data: CategoryData & Partial<BannerData>;
  show_in_menu: boolean;
  show_in_home: boolean;
  show_in_all_games: boolean;
  template: string | null;
  games_display_count: number;
  /** When set, the lobby lists this category with GET /api/{api_slug}/paginated. */
  api_slug: string | null;
  /** Extra query parameters for the list call. */
  options: Record<string, string>;
}

export interface Game {
  id: number;
  title: string;
  name: string;
  identifier: string;
  software: Software;
  provider: string;
  provider_name: string;
  updated_at: string;
  has_jackpot: boolean;
  /** Set on list answers for a player whose region does not allow this game's provider (spec §6). */
  location_prohibited?: boolean;
}

/** A provider in the lobby's filter: how many games of the current list it has. */
export interface ProviderFilterItem {
  id: number;
  name: string;
  count: number;
}

export interface Provider {
  id: number;
  name: string;
  logo_image: string;
}

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

export interface ActiveCategories {
  result: {
    categories: Category[];
    providers: (Provider & { count: number })[];
    promo_race: { id: number; name: string } | null;
  };
}

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
export interface GameSlider {
  data: Game[];
}

/** GET /api/relax/games/{id}: one game and more of its provider's. */
export interface GameDetail {
  game: Game;
  related: Game[];
}

/** GET /api/jackpots, the shape of me.jackpot_amount (spec §3): amounts are decimal strings. */
export interface JackpotAmounts {
  alltiers: { label: JackpotTier; amount: string }[];
  currency: 'SC' | 'GC';
}

/** POST /api/favourite: whether the game is a favourite now. */
export const favouriteToggleSchema = z.object({ favourite: z.boolean() });
/** POST /api/favourite/check: which of the asked games are favourites. */
export const favouritesAmongSchema = z.object({ favourites: z.array(z.number()) });
/** POST /api/recently-played. */
export const playRecordedSchema = z.object({ recorded: z.literal(true) });
