import { Construction, Globe2, type LucideIcon, MapPinOff } from 'lucide-react';
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
const FreebiesModal = lazy(() => import('../features/freebies/FreebiesModal'));
const StatisticsModal = lazy(() => import('../features/statistics/StatisticsModal'));
// The wallet is its own chunk, loaded with the location checks it is given (see wallet/location-port.ts):
// the landing page's JavaScript carries neither.
const WalletModal = lazy(() =>
  Promise.all([
    import('../features/wallet/WalletModal'),
    import('../features/location'),
    import('../features/wallet/api').then((wallet) => wallet.prefetchBundles()),
  ]).then(([wallet, location]) => {
    const checks = { check: location.checkLocation, ErrorArea: location.LocationErrorArea };
    return { default: () => <wallet.default location={checks} /> };
  }),
);
// Loaded when a visitor opens sign-up or log-in, so the landing's first load stays small.
const AuthPanel = lazy(() => import('../features/auth/AuthPanel').then((m) => ({ default: m.AuthPanel })));

/**
 * Overlays of spec §2 that only say something: the region block, and those whose feature is not built yet,
 * which say so plainly instead of opening nothing.
 */
const NOTICES = new Map<string, { title: string; icon: LucideIcon; text: string }>(
  Object.entries({
    social: {
      title: 'Sign in with Google',
      icon: Globe2,
      text: 'Sign-in with Google is not offered. Please register with your email.',
    },
    blocked: {
      title: 'Not available in your region',
      icon: MapPinOff,
      text: 'Service is not available in your region.',
    },
    weeklyRaffle: {
      title: '5,000 SC Weekly Raffle',
      icon: Construction,
      text: 'The weekly raffle is not built yet, so there is no draw to enter today.',
    },
  }),
);

function Notice({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
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
  if (tab === 'bank' && !loggedIn) {
    rememberTarget(location.pathname + location.search);
    return <Navigate to="/auth/login" replace />;
  }
  const Lazy =
    tab === 'duels'
      ? DuelModal
      : tab === 'history'
        ? BetInfoModal
        : tab === 'chatRules'
          ? ChatRulesModal
          : tab === 'freebies'
            ? FreebiesModal
            : tab === 'stats'
              ? StatisticsModal
              : null;
  if (tab === 'bank') {
    return (
      <Suspense fallback={null}>
        <WalletModal />
      </Suspense>
    );
  }
  if (Lazy) {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  const notice = tab ? NOTICES.get(tab) : undefined;
  if (notice) {
    return (
      <Modal open onClose={close} title={notice.title}>
        <Notice icon={notice.icon} text={notice.text} />
      </Modal>
    );
  }
  return null;
}
