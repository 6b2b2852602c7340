import { useEffect } from 'react';

/**
 * Copies a game in play's own choices (wager, mines, difficulty) into the panel once per game, so a game
 * resumed after a reload shows, and after it ends keeps, what the player chose for it.
 */
export function useInPlaySettings<G extends { id: string }>(
  inPlay: G | null,
  apply: (game: G) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a different game comes in
  useEffect(() => {
    if (inPlay) apply(inPlay);
  }, [inPlay?.id]);
}
