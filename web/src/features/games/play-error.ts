import { ApiError } from '../../api/errors';
import { toast } from '../../ui/toast';
import { useSeedPrompt } from './seed-prompt';

/**
 * Spec §8: a refused play shows 'Uh-oh' / 'Something went wrong when placing your play: {error}'; a
 * 412 means the game needs a client seed first, so the prompt opens instead.
 */
export function showPlayError(game: string, error: unknown): void {
  if (error instanceof ApiError && error.status === 412) {
    useSeedPrompt.getState().open(game);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  toast.error('Uh-oh', `Something went wrong when placing your play: ${message}`);
}
