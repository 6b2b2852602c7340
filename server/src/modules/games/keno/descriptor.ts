import type { HouseGameDescriptor } from '../house-game';
import { kenoPlay } from './play';

/** Keno: tables fixed at 99%, rounded to their highest edge. */
export const keno = {
  api: 'keno',
  name: 'Keno',
  category: 'instant',
  fairness: 'seed-pair',
  edge: { fixed: 0.025 },
  play: kenoPlay,
} as const satisfies HouseGameDescriptor;
