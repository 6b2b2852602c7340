import { create } from 'zustand';
import { ApiError } from '../../api/errors';

/**
 * Which game's client-seed prompt is open (a 412 from a play opens it, spec §8), and who waits for
 * the player's answer: true once a seed is set, false when they cancel.
 */
export const useSeedPrompt = create<{
  game: string | null;
  answer: ((seedSet: boolean) => void) | null;
  ask(game: string): Promise<boolean>;
  close(seedSet: boolean): void;
}>((set, get) => ({
  game: null,
  answer: null,
  ask: (game) =>
    new Promise<boolean>((resolve) => {
      get().answer?.(false);
      set({ game, answer: resolve });
    }),
  close: (seedSet) => {
    get().answer?.(seedSet);
    set({ game: null, answer: null });
  },
}));

/** The player closed the client-seed prompt without a seed: the play they pressed is not made. */
export class SeedNotSet extends Error {
  constructor() {
    super('No client seed was set.');
  }
}

/**
 * Makes a play that needs the game's client seed (fairness.md "Seeds"): when the server answers 412
 * because none is set yet, the prompt asks for one and the same play is made once it is set, so the
 * player does not press Play twice. A cancelled prompt rejects with SeedNotSet.
 */
export async function withClientSeed<T>(game: string, play: () => Promise<T>): Promise<T> {
  try {
    return await play();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    if (!(await useSeedPrompt.getState().ask(game))) throw new SeedNotSet();
    return play();
  }
}

/** Spec §5: the prompt suggests 30 random hex characters. */
export function suggestedClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
