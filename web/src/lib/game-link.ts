import type { Game } from '@casino/contract';
import { GAMES } from '../house-games/catalog';

type LinkedGame = Pick<Game, 'software' | 'provider' | 'identifier'>;

const segment = (text: string) => encodeURIComponent(text);

/**
 * A house game's identifier (e.g. `original-clover-cross`, `dicing`) to its existing /casino/{slug}
 * route: spec §2 strips the original- prefix and hyphens; the API name maps to the route (tower → latergator).
 */
function houseSlug(identifier: string): string {
  const bare = identifier
    .replace(/^original-/, '')
    .replaceAll('-', '')
    .toLowerCase();
  return GAMES.find((g) => g.slug === bare || g.api === bare)?.slug ?? bare;
}

/** Where a lobby tile leads, by the game's software (spec §2 'Game link shapes by software'). */
export function gameLink(game: LinkedGame): string {
  const { provider, identifier } = game;
  switch (game.software) {
    case 'house':
      return `/casino/${houseSlug(identifier)}`;
    case 'relax':
      return `/casino/games/${segment(`${provider}-${identifier}`)}`;
    case 'softswiss':
      return `/softswiss/casino/games/${segment(`${provider}-${identifier.split(':').pop()}`)}`;
    case '3oaks':
      return `/3oaks/casino/games/${segment(`${provider}-${identifier}`)}`;
    case 'pragmatic':
    case 'evolution':
    case 'hub88':
      return `/${game.software}/casino/games/${segment(identifier)}`;
  }
}
