import type { Config } from '../../config';
import { HOUSE_GAMES } from './catalog';

/** The games whose edge is configurable (their descriptors' `edge.configurable`). */
export type EdgeGame = Extract<(typeof HOUSE_GAMES)[number], { edge: { configurable: number } }>['api'];
export type HouseEdges = Record<EdgeGame, number>;

/** The default house edges, from each game's descriptor; HOUSE_EDGES may change them. */
export const DEFAULT_HOUSE_EDGES = Object.fromEntries(
  HOUSE_GAMES.flatMap((g) => ('configurable' in g.edge ? [[g.api, g.edge.configurable]] : [])),
) as Readonly<HouseEdges>;

export function houseEdges(config: Pick<Config, 'HOUSE_EDGES'>): HouseEdges {
  const edges: HouseEdges = { ...DEFAULT_HOUSE_EDGES };
  for (const pair of config.HOUSE_EDGES.split(',').filter(Boolean)) {
    const [game, value] = pair.split('=') as [string, string];
    if (!(game in edges)) throw new Error(`HOUSE_EDGES: ${game} has no configurable edge`);
    edges[game as EdgeGame] = Number(value);
  }
  return edges;
}

/** The edge a game plays at: its configured edge, or the fixed one its descriptor states. */
export function edgeOf(game: (typeof HOUSE_GAMES)[number], edges: HouseEdges): number {
  return 'configurable' in game.edge ? edges[game.api as EdgeGame] : game.edge.fixed;
}
