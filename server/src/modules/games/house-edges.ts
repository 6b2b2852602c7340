import type { Config } from '../../config';

/**
 * Default house edges (packages/fairness README): limbo, crash, mines, tower, clover cross, plinko and
 * keno keep 1%; dice follows the spec's 90 / multiplier rule; war pays 1.98 (1%). Plinko and keno tables
 * are fixed at 99% and are not rescaled by this setting.
 */
export const DEFAULT_HOUSE_EDGES = {
  limbo: 0.01,
  crash: 0.01,
  mines: 0.01,
  tower: 0.01,
  clovercross: 0.01,
  war: 0.01,
} as const;
export type EdgeGame = keyof typeof DEFAULT_HOUSE_EDGES;
export type HouseEdges = Record<EdgeGame, number>;

export function houseEdges(config: Pick<Config, 'HOUSE_EDGES'>): HouseEdges {
  const edges: HouseEdges = { ...DEFAULT_HOUSE_EDGES };
  for (const pair of config.HOUSE_EDGES.split(',').filter(Boolean)) {
    const [game, value] = pair.split('=') as [string, string];
    if (!(game in edges)) throw new Error(`HOUSE_EDGES: ${game} has no configurable edge`);
    edges[game as EdgeGame] = Number(value);
  }
  return edges;
}
