import { ApiError } from '../../api/errors';
import { keys, queryClient } from '../../api/queries';
import { toast } from '../../ui/toast';
import { SeedNotSet, useSeedPrompt } from './seed-prompt';

/**
 * Spec §8: a refused play shows 'Uh-oh' / 'Something went wrong when placing your play: {error}'; a
 * 412 means the game needs a client seed first, so the prompt opens instead (plays made through
 * withClientSeed have asked already; one the player cancelled needs no word). A break or
 * self-exclusion that began elsewhere (another tab, after this page loaded) is no fault: it is said
 * as it is, and `me` is read again so the page shows the break and holds Play.
 */
export function showPlayError(game: string, error: unknown): void {
  if (error instanceof SeedNotSet) return;
  if (error instanceof ApiError && error.status === 412) {
    void useSeedPrompt.getState().ask(game);
    return;
  }
  if (error instanceof ApiError && error.code === 'PLAY_RESTRICTED') {
    toast.info('Play is paused', error.message);
    void queryClient.invalidateQueries({ queryKey: keys.me });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  toast.error('Uh-oh', `Something went wrong when placing your play: ${message}`);
}
