import type { HouseGameDescriptor } from '../house-game';

/** Keno: tables fixed at 99%, rounded to their highest edge. Its play is `keno` in instant/games.ts. */
export const keno = {
  api: 'keno',
  name: 'Keno',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.025 },
} as const satisfies HouseGameDescriptor;
