import { useNavigate } from 'react-router';
import { keys, queryClient } from '../../api/queries';
import { useSession } from '../../api/session';
import { takeTarget } from './after-login';

/** After a token arrives: store it, load the player, and go where the guest was heading (if anywhere). */
export function useCompleteSignIn() {
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  return async (token: string, close: () => void) => {
    signIn(token);
    await queryClient.invalidateQueries({ queryKey: keys.me });
    const target = takeTarget();
    if (target) navigate(target, { replace: true });
    else close();
  };
}
