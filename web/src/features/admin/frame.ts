import { useMatches } from 'react-router';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';

/** The route handle of `/admin/*`: there the casino's shell steps aside for the back office's own. */
export interface BackOfficeHandle {
  backOffice: true;
}
export const backOfficeRoute: BackOfficeHandle = { backOffice: true };

/**
 * Whether the casino's shell draws nothing of its own (header, sidebar, wallet, chat, player banners and
 * prompts) because the back office draws its frame: on `/admin` for staff, and while the signed-in
 * account is still loading. A player there keeps the casino's shell around the ordinary not-found page,
 * since the back office does not advertise itself.
 */
export function useBackOfficeFrame(): boolean {
  const handle = useMatches().at(-1)?.handle as Partial<BackOfficeHandle> | undefined;
  const loggedIn = useLoggedIn();
  const { data: me } = useMe();
  return handle?.backOffice === true && loggedIn && me?.rank !== 'other';
}
