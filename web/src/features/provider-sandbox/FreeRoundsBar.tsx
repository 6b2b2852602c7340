import { isSlotEngine, type SandboxFreeRounds, type SandboxGame } from '@casino/contract';
import { Sparkles } from 'lucide-react';
import { Button } from '../../ui/Button';

/**
 * The free rounds the casino granted this player in this game (a bundle's Free Spins): how many are left
 * and their stake, and the button that plays one. A free round's bet takes no coins; its win is paid as
 * any win.
 */
export function FreeRoundsBar({
  game,
  freeRounds,
  onPlayFree,
  pending,
}: {
  game: SandboxGame;
  freeRounds: SandboxFreeRounds;
  onPlayFree: () => void;
  pending: boolean;
}) {
  const slot = isSlotEngine(game.engine);
  return (
    <section
      aria-label="Free spins"
      data-testid="provider-free-rounds"
      className="flex flex-col gap-3 rounded-xl border border-promo/40 bg-promo/10 p-3 sm:flex-row sm:items-center"
    >
      <p className="flex items-center gap-2 text-sm">
        <Sparkles size={18} className="shrink-0 text-promo" aria-hidden />
        <span>
          <strong className="tabular-nums" data-testid="provider-free-rounds-left">
            {freeRounds.remaining}
          </strong>{' '}
          free {slot ? 'spins' : 'rounds'} left · {freeRounds.stake} {game.coin} each, on the house
        </span>
      </p>
      <Button variant="secondary" pending={pending} onClick={onPlayFree} className="sm:ml-auto sm:min-w-40">
        {slot ? 'Play free spin' : 'Play free round'}
      </Button>
    </section>
  );
}
