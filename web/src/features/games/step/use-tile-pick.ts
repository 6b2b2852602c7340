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
  // For a tile's click: a refused move shows through the step game's own error, so nothing to catch here.
  const pickTile = useCallback((tile: number) => void pick(tile).catch(() => undefined), [pick]);
  return { pendingTile, pick, pickTile };
}

/** useTilePick's answer. */
export type TilePick<State> = ReturnType<typeof useTilePick<State>>;
