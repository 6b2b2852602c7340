import type { PlayResult } from '@casino/contract';
import { useCallback, useRef, useState } from 'react';
import { ensureFreshLocation } from '../location';
import { playInstant } from './api';
import { showPlayError } from './play-error';
import { withClientSeed } from './seed-prompt';

/**
 * An instant game's play request: one at a time (a ref, not state, because a held space key can fire
 * twice before React re-renders), `pending` while it is on its way, and a refused play shown in the
 * spec's words before the error goes back to the caller, so auto-play stops. A first play without a
 * client seed waits for the seed prompt and is then made (withClientSeed).
 */
export function usePlayRequest(game: string) {
  const [pending, setPending] = useState(false);
  const onItsWay = useRef(false);
  const request = useCallback(
    async <O>(body: unknown): Promise<PlayResult<O>> => {
      if (onItsWay.current) throw new Error('A play is already on its way.');
      onItsWay.current = true;
      setPending(true);
      try {
        await ensureFreshLocation().catch(() => undefined);
        return await withClientSeed(game, () => playInstant<O>(game, body));
      } catch (error) {
        showPlayError(game, error);
        throw error;
      } finally {
        onItsWay.current = false;
        setPending(false);
      }
    },
    [game],
  );
  const requesting = useCallback(() => onItsWay.current, []);
  return { pending, request, requesting };
}
