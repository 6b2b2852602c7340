import type { FreeRoundGrant, Game } from '@casino/contract';
import { useFreeRounds } from '../../api/free-rounds';

/** Free rounds still to play: granted, and not all played as far as the provider says. */
export function playable(grant: FreeRoundGrant): boolean {
  return grant.status === 'granted' && (grant.rounds_left ?? grant.rounds) > 0;
}

/**
 * The free rounds still to play in this game, asked again each time the game's card shows (`showing`),
 * since playing the game uses them up.
 */
export function useFreeRoundsIn(
  game: Pick<Game, 'software' | 'identifier'>,
  showing: boolean,
): FreeRoundGrant[] {
  return useFreeRounds(showing).filter(
    (grant) =>
      playable(grant) && grant.game.software === game.software && grant.game.identifier === game.identifier,
  );
}
