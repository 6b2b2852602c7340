/** Fast rounds for tests: a short betting window, and a multiplier that doubles in about 0.23 s. */
export const FAST_CRASH_ENV = {
  CRASH_ENABLED: 'true',
  CRASH_BETTING_MS: '400',
  CRASH_PAUSE_MS: '50',
  CRASH_GROWTH: '3',
  CRASH_CHAIN_LENGTH: '60',
};
