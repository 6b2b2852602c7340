import { create } from 'zustand';

/** Which game's client-seed prompt is open: a 412 from any play opens it (spec §8). */
export const useSeedPrompt = create<{ game: string | null; open(game: string): void; close(): void }>(
  (set) => ({
    game: null,
    open: (game) => set({ game }),
    close: () => set({ game: null }),
  }),
);

/** Spec §5: the prompt suggests 30 random hex characters. */
export function suggestedClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
