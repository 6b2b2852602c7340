import { type Coin, REGION_BLOCKED_TEXT } from '@casino/contract';
import { MapPinOff, Play } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { useTab } from '../../navigation/use-tab';
import { Button } from '../../ui/Button';
import { CoinSwitch } from './CoinSwitch';

/**
 * Where the game starts: the coin (the player's game mode until they choose) and Play. A guest is asked
 * to log in; a game restricted in the player's region says so and offers no Play (spec §6).
 */
export function LaunchArea({ blocked, onPlay }: { blocked: boolean; onPlay(coin: Coin): void }) {
  const loggedIn = useLoggedIn();
  const { open } = useTab();
  const mode = useMe().data?.game_mode ?? 'GC';
  const [chosen, choose] = useState<Coin | null>(null);
  const coin = chosen ?? mode;

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
  );
}
