import { create } from 'zustand';

interface TheatreState {
  on: boolean;
  set(on: boolean): void;
}

/**
 * Theatre mode of a game in play on desktop: the shell steps its sidebar aside and lets the content run
 * the full width. The game page turns it off when the game closes or the page is left.
 */
export const useTheatre = create<TheatreState>((set) => ({
  on: false,
  set: (on) => set({ on }),
}));
