import type { TheoreticalRtp } from '@casino/contract';
import type { HouseEdges } from '../games';
import { engineRtp } from './engine-rtp';
import { houseGameOf, houseRtp } from './house-rtp';

/** A catalog game as the RTP pages read it (`games` with its provider's name). */
export interface CatalogGame {
  id: number;
  title: string;
  name: string;
  identifier: string;
  software: string;
  kind: string;
  provider: string;
  providerSlug: string;
}

/** The key a game's settled rounds carry in `bets.game`: a house game's API name, else its identifier. */
export function betGameOf(game: Pick<CatalogGame, 'software' | 'identifier'>): string {
  return game.software === 'house' ? (houseGameOf(game.identifier)?.api ?? game.identifier) : game.identifier;
}

/** A catalog game's documented return: from its house edge, or from the provider engine it plays on. */
export function theoreticalRtp(game: CatalogGame, edges: HouseEdges): TheoreticalRtp {
  if (game.software !== 'house') return engineRtp(game);
  const house = houseGameOf(game.identifier);
  if (house) return houseRtp(house, edges);
  return {
    rtp: null,
    range: null,
    exact: null,
    source: 'unknown',
    engine: null,
    variant: null,
    note: 'This game publishes no return yet.',
  };
}
