import type { FreeRoundGrant } from '@casino/contract';
import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useFreeRounds } from '../../api/free-rounds';
import { gameLink } from '../../lib/game-link';
import { Button } from '../../ui/Button';

/** Spins given and not started yet: being granted, or granted with none played. */
const fresh = (grant: FreeRoundGrant) =>
  grant.status === 'pending' ||
  (grant.status === 'granted' && (grant.rounds_left ?? grant.rounds) === grant.rounds);

/**
 * On the purchase's success screen: the free spins a Free Spins bundle gave, and the way to their game.
 * `onOpen` closes the wallet as the game's page opens.
 */
export function FreeSpinsReady({ onOpen }: { onOpen?: () => void }) {
  const navigate = useNavigate();
  const grants = useFreeRounds().filter(fresh);
  if (grants.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-2" data-testid="purchase-free-spins">
      {grants.map((grant) => (
        <div
          key={grant.id}
          className="flex flex-col gap-3 rounded-xl border border-promo/40 bg-promo/10 p-3 text-left sm:flex-row sm:items-center"
        >
          <p className="flex items-center gap-2 text-sm">
            <Sparkles size={18} className="shrink-0 text-promo" aria-hidden />
            <span>
              <strong>{grant.rounds} free spins</strong> of {grant.game.title} ({grant.round_value}{' '}
              {grant.coin} each) came with it.
            </span>
          </p>
          <Button
            variant="secondary"
            className="sm:ml-auto"
            onClick={() => {
              onOpen?.();
              navigate(gameLink(grant.game));
            }}
          >
            Play them
          </Button>
        </div>
      ))}
    </div>
  );
}
