import { useCallback, useState } from 'react';
import type { StepGameView } from './types';
import type { StepGame } from './use-step-choices';

/**
 * A board step game's move on one tile (mines' reveal, tower's step): the tile shows as on its way
 * until the server answers, and `onAnswer` plays the answer's cue.
 */
export function useTilePick<State>(
  step: StepGame<State>,
  action: string,
  onAnswer: (view: StepGameView<State>) => void,
) {
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const pick = useCallback(
    async (tile: number) => {
      setPendingTile(tile);
      try {
        const next = await step.move({ action, tile });
        onAnswer(next);
        return next;
      } finally {
        setPendingTile(null);
      }
    },
    [step.move, action, onAnswer],
  );
  return { pendingTile, pick };
}
