import { strip } from '../reels';
import type { VideoSlotTable } from './engine';

/** The 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) each crosses on reels 1…5. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 0, 2, 0, 0],
];

/**
 * Symbols: W wild, S scatter, H1…H3 high, L1…L4 low; a title's theme names them for display.
 * Each strip holds one scatter, so a window shows at most one per reel.
 */

/** Steady: 32-symbol strips with two wilds each, free spins × 2. Exact RTP 96.060% (`rtp`, in the tests). */
export const VIDEO_SLOT_STEADY: VideoSlotTable = {
  variant: 'steady',
  wild: 'W',
  scatter: 'S',
  strips: [
    strip('L3 L4 W H2 L3 L2 H1 L1 L4 H3 S L3 L4 L2 L1 H2 L3 L4 H3 W L2 L3 H1 L1 L4 L2 H2 L3 L4 H3 L1 L2'),
    strip('L1 L2 L3 L4 W L3 L2 L4 L1 H2 H3 H1 L3 L4 L2 L1 L3 S L4 H2 L2 H3 W L3 L4 L1 L2 H1 L3 L4 H2 H3'),
    strip('H1 H2 H3 L1 L2 L3 L4 L3 L4 L2 L1 W H2 H3 L3 L4 H1 L2 L1 L3 L4 L2 H2 H3 L3 L4 L1 W S L2 L3 L4'),
    strip('L3 L4 W H2 H1 L3 L2 L1 L4 S H3 L3 L4 L2 L1 H2 L3 L4 W H3 L2 H1 L3 L1 L4 L2 H2 L3 L4 H3 L1 L2'),
    strip('L1 L2 L3 L4 W L3 L2 L4 H2 L1 H3 H1 L3 L4 L2 S L1 L3 L4 H2 L2 H3 W L3 L4 L1 H1 L2 L3 L4 H2 H3'),
  ],
  lines: PAYLINES_20,
  pays: {
    W: [50, 200, 1000],
    H1: [25, 100, 400],
    H2: [20, 75, 250],
    H3: [15, 60, 200],
    L1: [10, 30, 120],
    L2: [5, 20, 75],
    L3: [5, 15, 60],
    L4: [5, 12, 50],
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
};

/**
 * Volatile: one wild on the outer reels, fewer mid pays, a bigger top, free spins × 3 and more of them.
 * Exact RTP 96.200% (`rtp`, in the tests).
 */
export const VIDEO_SLOT_VOLATILE: VideoSlotTable = {
  variant: 'volatile',
  wild: 'W',
  scatter: 'S',
  strips: [
    strip('L3 L4 W L4 L3 L2 H1 L1 H3 S H2 L4 L3 L2 L1 L4 L3 H3 L2 L4 L3 H1 L1 L4 H2 L2 L3 L4 H3 L1 L2'),
    strip('L1 L2 L3 L4 L4 W L3 L2 L1 H3 H1 L4 L3 H2 L2 L4 L1 L3 S L4 L2 H3 W L3 L1 L4 L2 H1 L3 H2 L4 H3'),
    strip('H1 H2 H3 L1 L2 L3 L4 L4 L3 L2 L1 W L4 H3 L3 H1 L2 L4 H2 L1 L3 L4 L2 H3 L3 L4 L1 W S L2 L3 L4'),
    strip('L3 L4 W L4 H1 L3 L2 L1 S H3 H2 L4 L3 L2 L1 L4 L3 W H3 L2 L4 H1 L3 L1 L4 H2 L2 L3 H3 L4 L1 L2'),
    strip('L1 L2 L3 L4 L4 L3 L2 L1 H3 H1 L4 W L3 H2 L2 L4 S L1 L3 L4 L2 H3 L3 L1 L4 H1 L2 L3 H2 L4 H3'),
  ],
  lines: PAYLINES_20,
  pays: {
    W: [100, 500, 2500],
    H1: [40, 150, 750],
    H2: [25, 100, 400],
    H3: [15, 60, 200],
    L1: [10, 25, 100],
    L2: [5, 20, 75],
    L3: [5, 12, 50],
    L4: [5, 10, 40],
  },
  scatterPays: { 3: 3, 4: 20, 5: 100 },
  freeSpins: { 3: 12, 4: 20, 5: 30 },
  freeSpinMultiplier: 3,
};

export const VIDEO_SLOT_TABLES: readonly VideoSlotTable[] = [VIDEO_SLOT_STEADY, VIDEO_SLOT_VOLATILE];
