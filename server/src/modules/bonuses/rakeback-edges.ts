import type { HouseEdges } from '../games';

/**
 * Each house game's edge in parts per million, as rakeback counts it. The configurable edges come from
 * HOUSE_EDGES; the rest are the fixed returns of packages/fairness/README.md (dice's 90 / multiplier
 * rule keeps 10%, roulette's single zero 2.70%, keno and plinko's tables rounded to their highest
 * edge, baccarat's banker bet, blackjack's basic-strategy edge). Duels are player against player: the
 * house keeps nothing, so they pay no rakeback; a game not listed pays none either.
 */
export function rakebackEdges(edges: HouseEdges): Record<string, bigint> {
  const ppm = (edge: number) => BigInt(Math.round(edge * 1_000_000));
  return {
    limbo: ppm(edges.limbo),
    crash: ppm(edges.crash),
    mines: ppm(edges.mines),
    tower: ppm(edges.tower),
    clovercross: ppm(edges.clovercross),
    war: ppm(edges.war),
    dicing: 100_000n,
    roulette: 27_000n,
    plinko: 20_000n,
    keno: 25_000n,
    slots: 19_100n,
    baccarat: 10_600n,
    blackjack: 5_000n,
    duels: 0n,
  };
}
