import { edgeOf, HOUSE_GAMES, type HouseEdges } from '../games';

/**
 * Each house game's edge in parts per million, as rakeback counts it: the configured edge where the
 * game's descriptor makes it configurable, else the fixed return its descriptor states. Duels are
 * player against player: the house keeps nothing, so they pay no rakeback; a game not listed pays none
 * either.
 */
export function rakebackEdges(edges: HouseEdges): Record<string, bigint> {
  return Object.fromEntries(
    HOUSE_GAMES.map((g) => [g.api, BigInt(Math.round(edgeOf(g, edges) * 1_000_000))]),
  );
}
