import { strip } from '../reels';
import type { WaysSlotTable } from './engine';

/** Symbols: W wild (reels 2–4 only), H1…H3 high, L1…L4 low; a title's theme names them for display. */

const OUTER = [
  strip('H1 H2 L2 H3 L1 L4 L3 L4 L2 L3 L1 H2 H3 L4 L2 L3 H1 L1 L4 L2 H2 L3 H3 L4 L1 L2 L3 L4'),
  strip('L3 L4 H2 L2 H1 L1 L4 L3 H3 L4 L2 L3 L1 H2 L4 H3 L2 L3 H1 L1 L4 L2 L3 H2 L4 H3 L1 L2'),
] as const;
const REEL_2 = strip(
  'L2 L3 L4 W L2 L4 H2 L1 L3 H3 H1 L4 L2 L3 L1 L4 H2 H3 L2 L3 W L4 L1 H1 L2 L3 L4 H2 H3 L1',
);
const REEL_4 = strip(
  'L4 W H1 H2 L2 L1 H3 L4 L3 L4 L2 L3 L1 H2 H3 L4 W L2 L3 H1 L1 L4 L2 L3 H2 H3 L4 L1 L2 L3',
);

/** Steady: two wilds on each middle reel, the bet is 50 credits. Exact RTP 96.056% (`rtp`, in the tests). */
export const WAYS_SLOT_STEADY: WaysSlotTable = {
  variant: 'steady',
  wild: 'W',
  strips: [
    OUTER[0],
    REEL_2,
    strip('H2 H3 L1 L2 L3 L4 L4 L2 L3 L1 H2 W H3 H1 L4 L2 L3 L1 L4 H2 L2 L3 H3 L4 L1 W L2 L3 H1 L4'),
    REEL_4,
    OUTER[1],
  ],
  pays: {
    H1: [30, 100, 400],
    H2: [20, 75, 250],
    H3: [15, 50, 200],
    L1: [10, 25, 100],
    L2: [6, 20, 75],
    L3: [5, 16, 55],
    L4: [4, 12, 45],
  },
  betCredits: 50,
};

/**
 * Volatile: a third wild on the centre reel, lean low pays and a top of 750 credits per way.
 * Exact RTP 96.190% (`rtp`, in the tests).
 */
export const WAYS_SLOT_VOLATILE: WaysSlotTable = {
  variant: 'volatile',
  wild: 'W',
  strips: [
    OUTER[0],
    REEL_2,
    strip('H2 H3 L1 L2 L3 L4 W L4 L2 L3 L1 H2 H3 H1 L4 L2 L3 L1 W L4 H2 L2 L3 H3 L4 L1 L2 L3 W H1 L4'),
    REEL_4,
    OUTER[1],
  ],
  pays: {
    H1: [40, 150, 750],
    H2: [25, 100, 400],
    H3: [15, 50, 200],
    L1: [8, 20, 75],
    L2: [5, 15, 54],
    L3: [4, 10, 40],
    L4: [3, 8, 28],
  },
  betCredits: 50,
};

export const WAYS_SLOT_TABLES: readonly WaysSlotTable[] = [WAYS_SLOT_STEADY, WAYS_SLOT_VOLATILE];
