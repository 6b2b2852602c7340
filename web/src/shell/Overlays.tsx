import { Construction, Globe2, MapPinOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLoggedIn } from '../api/session';
import { rememberTarget } from '../features/auth/after-login';
import { useTab } from '../navigation/use-tab';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';

const DuelModal = lazy(() => import('../features/games/duels/DuelModal'));
const BetInfoModal = lazy(() => import('../features/history/BetInfoModal'));
const ChatRulesModal = lazy(() => import('../features/chat/ChatRulesModal'));
// Loaded when a visitor opens sign-up or log-in, so the landing's first load stays small.
const AuthPanel = lazy(() => import('../features/auth/AuthPanel').then((m) => ({ default: m.AuthPanel })));

/** Overlays of spec §2 whose feature is not built yet: each says so plainly instead of opening nothing. */
const NOT_BUILT = new Map<string, { title: string; text: string }>(
  Object.entries({
    weeklyRaffle: {
      title: '5,000 SC Weekly Raffle',
      text: 'The weekly raffle is not built yet, so there is no draw to enter today.',
    },
    stats: {
      title: 'Statistics',
      text: 'Player statistics are not built yet: your plays are in the bet history in the meantime.',
    },
    freebies: {
      title: 'Jackpot contributors',
      text: 'Freebies and the jackpot contributors list are not built yet.',
    },
  }),
);

function Notice({ icon: Icon, text }: { icon: typeof Globe2; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-surface-2">
        <Icon className="text-text-muted" />
      </div>
      <p className="text-text-muted" data-testid="overlay-notice">
        {text}
      </p>
    </div>
  );
}

/** The `?tab=` overlays of spec §2. */
export function Overlays() {
  const { tab, open, close } = useTab();
  const loggedIn = useLoggedIn();
  const location = useLocation();

  if (tab === 'login' || tab === 'register') {
    if (loggedIn) return null;
    return (
      <Modal
        open
        onClose={close}
        title={tab === 'login' ? 'Welcome back' : 'Create your account'}
        description={tab === 'register' ? 'No purchase necessary. 18+ only.' : undefined}
      >
        <Suspense fallback={<Spinner />}>
          <AuthPanel mode={tab} onModeChange={open} onDone={close} />
        </Suspense>
      </Modal>
    );
  }
  if (tab === 'bank') {
    if (!loggedIn) {
      rememberTarget(location.pathname + location.search);
      return <Navigate to="/auth/login" replace />;
    }
    return (
      <Modal open onClose={close} title="Gold Coins Wallet">
        <Notice
          icon={Construction}
          text="Coming soon: buy Gold Coin bundles, claim your daily bonus and redeem Sweeps Coins here."
        />
      </Modal>
    );
  }
  if (tab === 'social') {
    return (
      <Modal open onClose={close} title="Sign in with Google">
        <Notice
          icon={Globe2}
          text="Social sign-in is coming soon. Please register with your email for now."
        />
      </Modal>
    );
  }
  if (tab === 'blocked') {
    return (
      <Modal open onClose={close} title="Not available in your region">
        <Notice icon={MapPinOff} text="Service is not available in your region." />
      </Modal>
    );
  }
  const Lazy =
    tab === 'duels'
      ? DuelModal
      : tab === 'history'
        ? BetInfoModal
        : tab === 'chatRules'
          ? ChatRulesModal
          : null;
  if (Lazy) {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  const notBuilt = tab ? NOT_BUILT.get(tab) : undefined;
  if (notBuilt) {
    return (
      <Modal open onClose={close} title={notBuilt.title}>
        <Notice icon={Construction} text={notBuilt.text} />
      </Modal>
    );
  }
  return null;
}
