import {
  LOBBY_EMPTY_TEXT,
  LOBBY_SEARCH_DEBOUNCE_MS,
  type LobbySort,
  type ProviderFilterItem,
} from '@casino/contract';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';
import { useActiveCategories, useGameList } from './api';
import { CategoryIcon } from './CategoryIcon';
import { CategoryPills } from './CategoryPills';
import { JACKPOT_SLUGS } from './CategorySlider';
import { FilterPopover } from './FilterPopover';
import { GameGrid, GridSkeleton } from './GameGrid';
import { JackpotBanner } from './JackpotCounter';
import { loadedGames, preselectedProvider, sourceForSlug } from './list-query';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { useDebounced } from './use-debounced';

/** Spec §9: provider toggles and sort settle for 50 ms before the list reloads. */
const FILTER_DEBOUNCE_MS = 50;

const SPECIAL_TITLES: Record<string, string> = {
  all: 'All Games',
  favorites: 'Favorites',
  recent: 'Recently Played',
};

/**
 * The game lobby /casino/group/{slug} (spec §2), also /games and /search (all games). Keyed by slug in
 * the router so a new category starts with no providers chosen and page 1.
 */
export default function GroupPage({ fixedSlug, focusSearch }: { fixedSlug?: string; focusSearch?: boolean }) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? 'all';
  return <GroupLobby key={slug} slug={slug} focusSearch={focusSearch ?? false} />;
}

function GroupLobby({ slug, focusSearch }: { slug: string; focusSearch: boolean }) {
  const [query] = useSearchParams();
  const loggedIn = useLoggedIn();
  const categories = useActiveCategories();
  const source = sourceForSlug(slug, categories.data?.categories);
  const knownSlug = source.kind === 'category' ? source.category.slug : source.kind;
  const personal = source.kind === 'favorites' || source.kind === 'recent';
  // A category slug waits for the categories before it lists, so it never shows 'all' by mistake.
  const ready = categories.isSuccess || slug === 'all' || personal;

  const [providers, setProviders] = useState<number[]>(() => {
    const id = preselectedProvider(query);
    return id ? [id] : [];
  });
  const [sort, setSort] = useState<LobbySort>('default');
  const [search, setSearch] = useState(query.get('search') ?? '');
  const settledSearch = useDebounced(search, LOBBY_SEARCH_DEBOUNCE_MS);
  // One object per change of picks: a new one each render would restart the debounce for ever (the page
  // re-rendered 20 times a second while nobody touched it).
  const picks = useMemo(() => ({ providers, sort }), [providers, sort]);
  const settledPicks = useDebounced(picks, FILTER_DEBOUNCE_MS);
  const filters = useMemo(
    () => ({ providers: settledPicks.providers, sort: settledPicks.sort, search: settledSearch }),
    [settledPicks, settledSearch],
  );

  const list = useGameList(source, filters, ready && (!personal || loggedIn));
  const games = loadedGames(list.data?.pages);
  const last = list.data?.pages.at(-1)?.results;

  // The popover keeps the last providers it learned, so it stays usable while a new page loads.
  const [knownProviders, setKnownProviders] = useState<ProviderFilterItem[]>([]);
  const firstPage = list.data?.pages[0];
  useEffect(() => {
    if (firstPage) setKnownProviders(firstPage.providers);
  }, [firstPage]);

  const category = source.kind === 'category' ? source.category : undefined;
  const title = category?.name ?? SPECIAL_TITLES[knownSlug] ?? 'All Games';
  return (
    <div className="flex flex-col gap-4" data-testid="group-page" data-slug={knownSlug}>
      <div className="flex items-center gap-2.5">
        <span className="grid size-10 place-items-center rounded-xl bg-accent/15 text-accent">
          <CategoryIcon slug={category?.icon ?? knownSlug} size={20} />
        </span>
        <h1 className="text-xl font-extrabold md:text-[28px]">{title}</h1>
      </div>
      {JACKPOT_SLUGS.includes(knownSlug) && <JackpotBanner />}
      <div className="flex flex-wrap items-center gap-2">
        <div className="order-last flex w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <SearchBox value={search} onChange={setSearch} autoFocus={focusSearch} />
        </div>
        <FilterPopover
          providers={knownProviders}
          chosen={providers}
          onChange={(next) => knownProviders.length > 0 && setProviders(next)}
        />
        {!category?.data.hide_sort_by && <SortSelect value={sort} onChange={setSort} />}
      </div>
      {!category?.data.hide_pills && (
        <CategoryPills categories={categories.data?.categories} current={knownSlug} />
      )}
      {personal && !loggedIn ? (
        <LoginNeeded />
      ) : list.isPending ? (
        <GridSkeleton />
      ) : games.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          <GameGrid games={games} />
          <div className="flex flex-col items-center gap-3 py-2">
            <p className="tabular text-sm text-text-muted" data-testid="lobby-count">
              Displaying {games.length} of {last?.total ?? games.length} games
            </p>
            <div className="h-1 w-48 overflow-hidden rounded-full bg-surface-2">
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${(games.length / Math.max(last?.total ?? 1, 1)) * 100}%` }}
              />
            </div>
            {list.hasNextPage && (
              <Button
                variant="secondary"
                data-testid="load-more"
                pending={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Load More
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function EmptyList() {
  return (
    <div
      data-testid="lobby-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-16 text-center"
    >
      <SearchX size={32} className="text-text-muted" />
      <p className="max-w-sm text-text-muted">{LOBBY_EMPTY_TEXT}</p>
    </div>
  );
}

function LoginNeeded() {
  const { open } = useTab();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-16 text-center">
      <p className="text-text-muted">Log in to keep your favourite and recently played games here.</p>
      <Button onClick={() => open('login')}>Log in</Button>
    </div>
  );
}
