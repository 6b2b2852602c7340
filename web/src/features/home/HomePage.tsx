import { Link } from 'react-router';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { BetHistoryTable } from '../history';
import { HomeLobby } from '../lobby';

/**
 * The home lobby (spec §2): the main banner, the category sliders and the bet history. Players always
 * see it; guests see it when the landing page is switched off.
 */
export default function HomePage() {
  const loggedIn = useLoggedIn();
  return (
    <div className="flex flex-col gap-8">
      {loggedIn && <VerifyEmailNotice />}
      <HomeLobby />
      <BetHistoryTable />
    </div>
  );
}

/** Unverified players are reminded what verifying unlocks. */
function VerifyEmailNotice() {
  const { data: me } = useMe();
  if (!me || me.email_verified) return null;
  return (
    <p className="rounded-xl border border-gc/30 bg-gc/10 px-4 py-3 text-sm text-gc">
      Verify your email to unlock bonuses and redemptions (see{' '}
      <Link to="/settings/general" className="font-semibold underline">
        Settings
      </Link>
      ).
    </p>
  );
}
