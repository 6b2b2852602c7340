import type { WheelTable } from './engine';

/**
 * Steady: 200 equal slots; x2 … x64 each hold 0.96 × 200 / multiplier of them, the other 11 are the bust.
 * Exact RTP of every bet: 96.000%.
 */
export const WHEEL_STEADY: WheelTable = {
  variant: 'steady',
  segments: [
    { label: 'x2', weight: 96, multiplier: 2 },
    { label: 'x4', weight: 48, multiplier: 4 },
    { label: 'x8', weight: 24, multiplier: 8 },
    { label: 'x16', weight: 12, multiplier: 16 },
    { label: 'x32', weight: 6, multiplier: 32 },
    { label: 'x64', weight: 3, multiplier: 64 },
    { label: 'bust', weight: 11, multiplier: 0 },
  ],
};

/**
 * Volatile: 12,500 equal slots up to x500, each segment holding 0.96 × 12,500 / multiplier; the other
 * 476 are the bust. Exact RTP of every bet: 96.000%.
 */
export const WHEEL_VOLATILE: WheelTable = {
  variant: 'volatile',
  segments: [
    { label: 'x2', weight: 6000, multiplier: 2 },
    { label: 'x4', weight: 3000, multiplier: 4 },
    { label: 'x5', weight: 2400, multiplier: 5 },
    { label: 'x25', weight: 480, multiplier: 25 },
    { label: 'x100', weight: 120, multiplier: 100 },
    { label: 'x500', weight: 24, multiplier: 500 },
    { label: 'bust', weight: 476, multiplier: 0 },
  ],
};

export const WHEEL_TABLES: readonly WheelTable[] = [WHEEL_STEADY, WHEEL_VOLATILE];
