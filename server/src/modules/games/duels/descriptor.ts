import type { HouseGameDescriptor } from '../house-game';

/** Duels: player against player on both players' seeds; the house keeps nothing, so no rakeback. */
export const duels = {
  api: 'duels',
  name: 'Duels',
  category: 'live',
  fairness: 'player-seeds',
  edge: { fixed: 0 },
} as const satisfies HouseGameDescriptor;
