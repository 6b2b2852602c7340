import { JACKPOT_WON_EVENT, type JackpotWon, jackpotWonSchema } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { onPrivateEvent } from '../../api/channels';
import { keys } from '../../api/queries';
import { formatCoins } from '../../lib/format';
import { Button } from '../../ui/Button';
import { CoinIcon } from '../../ui/CoinIcon';
import { Modal } from '../../ui/Modal';

/**
 * Tells the player they won a jackpot pool, once the win has committed (the winner's own channel): the
 * tier, what it paid and in which game. The pools and the player's own counters are read again, since
 * the won pool has just been reseeded.
 */
export function JackpotWonDialog() {
  const client = useQueryClient();
  const [won, setWon] = useState<JackpotWon | null>(null);
  useEffect(
    () =>
      onPrivateEvent(JACKPOT_WON_EVENT, (payload) => {
        const parsed = jackpotWonSchema.safeParse(payload);
        if (!parsed.success) return;
        void client.invalidateQueries({ queryKey: ['jackpots'] });
        void client.invalidateQueries({ queryKey: keys.me });
        setWon(parsed.data);
      }),
    [client],
  );
  if (!won) return null;
  return (
    <Modal open onClose={() => setWon(null)} title={`${won.tier} jackpot!`}>
      <div className="flex flex-col items-center gap-4 text-center" data-testid="jackpot-won">
        <div className="grid size-16 place-items-center rounded-full bg-promo/20">
          <Trophy className="text-promo" size={32} aria-hidden="true" />
        </div>
        <p className="text-text-muted">
          Your bet on {won.game || 'a jackpot game'} won the {won.tier} pool.
        </p>
        <p className="flex items-center gap-2 text-3xl font-extrabold tabular-nums">
          <CoinIcon coin={won.coin} size={28} />
          {formatCoins(won.amount)} {won.coin}
        </p>
        <p className="text-sm text-text-muted">
          It is in your balance now; the pool starts again from its seed.
        </p>
        <Button size="lg" className="w-full" onClick={() => setWon(null)}>
          Keep playing
        </Button>
      </div>
    </Modal>
  );
}
