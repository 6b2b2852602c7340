import type { ErrorCode, Game } from '@casino/contract';
import clsx from 'clsx';
import { BarChart3, Maximize2, Minimize2, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/queries';
import { formatCoins } from '../../lib/format';
import { Button } from '../../ui/Button';
import { CoinIcon } from '../../ui/CoinIcon';
import { IconButton } from '../../ui/IconButton';
import { Skeleton } from '../../ui/Skeleton';
import { CoinSwitch } from './CoinSwitch';
import type { LauncherState } from './launcher';
import { PHONE_BELOW_PX } from './launcher';
import { useTheatre } from './theatre';

/** A refusal no retry can change: the player's region does not offer this game. */
const REGION_REFUSAL: ErrorCode = 'REGION_NOT_AVAILABLE';

/**
 * The game in play. From 768 px: a frame in the page with the title and studio, the coin switch, the
 * game's RTP page, theatre mode and Close. Narrower: the game covers the screen (above the header and
 * the mobile bar), with a slim bar of Close, the balance and the coin switch, as casinos do on phones.
 * One iframe serves both, so turning a tablet never reloads the game.
 */
export function GamePlayer({ game, launcher }: { game: Game; launcher: LauncherState }) {
  usePageStillUnderPhoneGame();
  const theatre = useTheatre();
  // Closing the game or leaving its page gives the shell its sidebar back.
  useEffect(() => () => theatre.set(false), [theatre.set]);
  const switching = launcher.phase === 'launching';
  const coin = launcher.coin ?? 'GC';
  const close = launcher.close;

  return (
    <section
      aria-label={`${game.title} game`}
      data-testid="game-player"
      className="fixed inset-0 z-40 flex flex-col bg-surface-0 md:static md:z-auto md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-surface-1"
    >
      <div className="flex shrink-0 items-center gap-2 border-b border-line bg-surface-1 px-2 pt-[max(0.375rem,env(safe-area-inset-top))] pb-1.5 md:hidden">
        <IconButton
          label="Close game"
          onClick={close}
          className="grid size-10"
          data-testid="game-close-phone"
        >
          <X size={20} />
        </IconButton>
        <PhoneBalance />
        <CoinSwitch coin={coin} onChoose={launcher.play} disabled={switching} testId="game-coin-phone" />
      </div>
      <div className="hidden h-14 shrink-0 items-center gap-3 border-b border-line px-4 md:flex">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base leading-tight font-bold">{game.title}</h2>
          <p className="truncate text-xs text-text-muted">{game.provider_name}</p>
        </div>
        <CoinSwitch coin={coin} onChoose={launcher.play} disabled={switching} testId="game-coin" />
        <Link
          to={`/rtp/${game.id}`}
          data-testid="game-rtp"
          className="flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm text-text-muted hover:bg-surface-2 hover:text-text"
        >
          <BarChart3 size={16} /> RTP
        </Link>
        <IconButton
          label={theatre.on ? 'Leave theatre mode' : 'Theatre mode'}
          aria-pressed={theatre.on}
          onClick={() => theatre.set(!theatre.on)}
          className="grid size-10"
          data-testid="game-theatre"
        >
          {theatre.on ? <Minimize2 size={18} /> : <Maximize2 size={18} />}
        </IconButton>
        <IconButton label="Close game" onClick={close} className="grid size-10" data-testid="game-close">
          <X size={20} />
        </IconButton>
      </div>
      <GameStage game={game} launcher={launcher} onClose={close} />
    </section>
  );
}

/** The game's own screen, under a skeleton until its session answers and its page has loaded. */
function GameStage({ game, launcher, onClose }: { game: Game; launcher: LauncherState; onClose(): void }) {
  const { phase, session, frameReady, error } = launcher;
  const loading = phase === 'launching' || (phase === 'playing' && !frameReady);
  return (
    <div
      aria-busy={loading}
      className="relative min-h-0 flex-1 bg-black md:aspect-video md:max-h-[calc(100dvh-11rem)] md:flex-none"
    >
      {phase === 'playing' && session && (
        // A new session is a new document: the key makes the frame load it afresh rather than navigate.
        // Same-origin with scripts and forms: the sandbox provider's page talks to its own server on
        // this origin; popups, top navigation and downloads stay denied.
        <iframe
          key={session.url}
          src={session.url}
          title={`${game.title} by ${game.provider_name}`}
          allow="autoplay; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-forms"
          onLoad={launcher.frameLoaded}
          data-testid="game-frame"
          className={clsx('absolute inset-0 size-full border-0', !frameReady && 'invisible')}
        />
      )}
      {loading && (
        <div className="absolute inset-0 p-3" data-testid="game-loading">
          <Skeleton className="size-full rounded-xl" />
          <span className="sr-only" role="status">
            Loading {game.title}
          </span>
        </div>
      )}
      {phase === 'failed' && error && (
        <div
          role="alert"
          data-testid="game-error"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-surface-1 p-6 text-center"
        >
          <TriangleAlert size={28} className="text-loss" />
          <p className="max-w-md text-sm" data-testid="game-error-text">
            {error.message}
          </p>
          <div className="flex gap-2">
            {error.code !== REGION_REFUSAL && (
              <Button onClick={launcher.retry} data-testid="game-retry">
                <RotateCcw size={16} /> Try again
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** On a phone the header is covered, so the game's bar shows the balance, from the same realtime source. */
function PhoneBalance() {
  const balance = useMe().data?.balance;
  if (!balance) return <Skeleton className="mx-auto h-6 w-28" />;
  return (
    <p className="mx-auto flex items-center gap-1.5" data-testid="game-balance">
      <CoinIcon coin={balance.game_mode} size={16} />
      <span className={clsx('tabular font-bold', balance.game_mode === 'GC' ? 'text-gc' : 'text-sc')}>
        {formatCoins(balance.balance)}
      </span>
    </p>
  );
}

/** While the game covers a phone's screen, the page under it does not scroll. */
function usePageStillUnderPhoneGame() {
  useEffect(() => {
    if (window.innerWidth >= PHONE_BELOW_PX) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
}
