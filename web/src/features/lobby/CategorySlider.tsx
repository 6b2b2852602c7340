import type { Category } from '@casino/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useNearViewport } from '../../ui/use-near-viewport';
import { useGameList } from './api';
import { CategoryIcon } from './CategoryIcon';
import { useFavouriteIds } from './favourites';
import { TileSkeleton } from './GameGrid';
import { JackpotTicker } from './JackpotCounter';
import { LobbyTile } from './LobbyTile';
import { loadedGames, NO_FILTERS } from './list-query';
import { placeholders } from './placeholders';
import { ROW_TILE, ScrollRow } from './ScrollRow';

/** Spec §2: these categories show a jackpot counter. */
export const JACKPOT_SLUGS = ['jackpot', 'jackpot-play'];

/**
 * A home category row: its first games, a View All link, and hidden when it has no games (spec §2). Its
 * games are fetched and drawn once the row comes near the screen; until then it holds skeleton tiles, still
 * until the fetch begins.
 */
export function CategorySlider({ category }: { category: Category }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const list = useGameList({ kind: 'category', category }, NO_FILTERS, near);
  const games = loadedGames(list.data?.pages).slice(0, category.games_display_count || undefined);
  const { data: favourites } = useFavouriteIds(games.map((g) => g.id));
  if (list.isSuccess && games.length === 0) return null;
  if (list.isError) return null;
  return (
    <ScrollRow
      sectionRef={section}
      testId={`category-slider-${category.slug}`}
      title={category.name}
      icon={<CategoryIcon slug={category.icon ?? category.slug} className="shrink-0 text-accent" />}
      badge={JACKPOT_SLUGS.includes(category.slug) ? <JackpotTicker /> : undefined}
      action={
        <Link
          to={`/casino/group/${category.slug}`}
          className="rounded-lg px-2 py-1.5 text-xs font-semibold text-text-muted hover:bg-surface-2 hover:text-text"
        >
          View All
        </Link>
      }
    >
      {list.isPending
        ? placeholders(7).map((key) => (
            <div key={key} className={ROW_TILE}>
              <TileSkeleton still={!list.isFetching} />
            </div>
          ))
        : games.map((game) => (
            <div key={game.id} className={ROW_TILE}>
              <LobbyTile game={game} favourite={favourites?.has(game.id)} />
            </div>
          ))}
    </ScrollRow>
  );
}
