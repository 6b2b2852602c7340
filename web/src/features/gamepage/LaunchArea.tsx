import { type Coin, type FreeRoundGrant, REGION_BLOCKED_TEXT } from '@casino/contract';
import { MapPinOff, Play, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';
import { CoinSwitch } from './CoinSwitch';

/**
 * Where the game starts: the coin (the player's game mode until they choose, or the coin of free rounds
 * waiting here) and Play. A guest is asked to log in; a game restricted in the player's region says so
 * and offers no Play (spec §6).
 */
export function LaunchArea({
  blocked,
  freeRounds,
  onPlay,
}: {
  blocked: boolean;
  /** Free rounds the player has to play in this game. */
  freeRounds: FreeRoundGrant[];
  onPlay(coin: Coin): void;
}) {
  const loggedIn = useLoggedIn();
  const { open } = useTab();
  const mode = useMe().data?.game_mode ?? 'GC';
  const [chosen, choose] = useState<Coin | null>(null);
  const coin = chosen ?? freeRounds[0]?.coin ?? mode;

  if (blocked) {
    return (
      <div
        className="flex items-center gap-3 rounded-xl border border-line bg-surface-0/60 p-4 text-sm"
        data-testid="launch-blocked"
      >
        <MapPinOff className="shrink-0 text-text-muted" />
        <span>{REGION_BLOCKED_TEXT}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {freeRounds.map((grant) => (
        <FreeRoundsWaiting key={grant.id} grant={grant} />
      ))}
      <div
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface-0/60 p-4 sm:flex-row sm:items-center"
        data-testid="launch-area"
      >
        {loggedIn && <CoinSwitch coin={coin} onChoose={choose} tall testId="launch-coin" />}
        <Button
          size="lg"
          data-testid="launch-play"
          className="sm:w-44"
          onClick={() => (loggedIn ? onPlay(coin) : open('login'))}
        >
          <Play size={18} fill="currentColor" /> {loggedIn ? `Play in ${coin}` : 'Log in to play'}
        </Button>
      </div>
    </div>
  );
}

/** "8 free spins are waiting here": the rounds a bundle gave, played in the game in their coin. */
function FreeRoundsWaiting({ grant }: { grant: FreeRoundGrant }) {
  const left = grant.rounds_left ?? grant.rounds;
  return (
    <p
      className="flex items-center gap-2 rounded-xl border border-promo/40 bg-promo/10 p-3 text-sm"
      data-testid="launch-free-rounds"
    >
      <Sparkles size={18} className="shrink-0 text-promo" aria-hidden />
      <span>
        <strong className="tabular-nums">{left}</strong> free {left === 1 ? 'spin is' : 'spins are'} waiting
        here ({grant.round_value} {grant.coin} each). Play in {grant.coin} to use them.
      </span>
    </p>
  );
}
