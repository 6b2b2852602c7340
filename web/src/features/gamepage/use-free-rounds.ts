import type { FreeRoundGrant, FreeRoundGrants, Game } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';

/** The player's free rounds (`GET /api/free-rounds`), as granted through the providers. */
export const freeRoundsKey = ['free-rounds'] as const;

/** Free rounds still to play: granted, and not all played as far as the provider says. */
export function playable(grant: FreeRoundGrant): boolean {
  return grant.status === 'granted' && (grant.rounds_left ?? grant.rounds) > 0;
}

/**
 * The signed-in player's free rounds still to play in this game (none for a guest), asked again each
 * time the game's card shows (`showing`), since playing the game uses them up.
 */
export function useFreeRoundsIn(
  game: Pick<Game, 'software' | 'identifier'>,
  showing: boolean,
): FreeRoundGrant[] {
  const loggedIn = useLoggedIn();
  const { data } = useQuery({
    enabled: loggedIn && showing,
    queryKey: freeRoundsKey,
    queryFn: () => api<FreeRoundGrants>('/free-rounds'),
  });
  return (data?.grants ?? []).filter(
    (grant) =>
      playable(grant) && grant.game.software === game.software && grant.game.identifier === game.identifier,
  );
}
