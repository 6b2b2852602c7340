import type { HouseGameDescriptor } from '../house-game';

/** Crash: shared rounds on a published hash chain; crash points carry the configured edge. */
export const crash = {
  api: 'crash',
  name: 'Crash',
  category: 'live',
  fairness: 'hash-chain',
  edge: { configurable: 0.01 },
} as const satisfies HouseGameDescriptor;
