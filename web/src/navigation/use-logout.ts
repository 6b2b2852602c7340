import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { queryClient } from '../api/queries';
import { useSession } from '../api/session';

/** Logout revokes the session on the server, then forgets everything about the player and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    async (options: { callServer?: boolean } = {}) => {
      if (options.callServer !== false) await api('/logout', { method: 'POST' }).catch(() => undefined);
      useSession.getState().clear();
      queryClient.clear();
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
