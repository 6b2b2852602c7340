import { Navigate, useParams } from 'react-router';
import { useLoggedIn } from '../../api/session';

/**
 * `/c/{code}` (spec §2): a referral or affiliate link. The code is kept for this visit and sent as the
 * sign-up's `ref`; a guest lands on the register tab, a signed-in player simply goes home.
 */
export default function ReferralLink() {
  const { code = '' } = useParams();
  const loggedIn = useLoggedIn();
  if (loggedIn) return <Navigate to="/" replace />;
  if (code) sessionStorage.setItem('ref', code);
  return <Navigate to="/?tab=register" replace />;
}
