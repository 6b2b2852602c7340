import type { Coin } from '@casino/contract';
import { formatCoins } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { CoinIcon } from '../../../ui/CoinIcon';
import type { BlackjackPending } from './use-blackjack';

/** Offered when the dealer shows an ace: insure for half the play (pays 2 to 1), or decline. */
export function InsurancePrompt({
  cost,
  coin,
  affordable,
  pending,
  onAnswer,
}: {
  cost: string;
  coin: Coin;
  affordable: boolean;
  pending: BlackjackPending;
  onAnswer(take: boolean): void;
}) {
  return (
    <div
      role="alertdialog"
      aria-label="Insurance"
      className="absolute inset-x-3 top-1/2 z-20 mx-auto flex max-w-sm -translate-y-1/2 flex-col items-center gap-3 rounded-xl border border-gc/50 bg-surface-0/95 p-4 text-center shadow-2xl backdrop-blur-sm transition-all duration-200 starting:scale-95 starting:opacity-0"
    >
      <p className="font-bold">The dealer shows an ace. Insurance?</p>
      <p className="tabular flex items-center gap-1.5 text-sm text-text-muted">
        Costs <CoinIcon coin={coin} size={14} /> {formatCoins(cost)} · pays 2 to 1
      </p>
      <div className="grid w-full grid-cols-2 gap-2">
        <Button
          disabled={!affordable || pending !== null}
          pending={pending === 'insurance'}
          onClick={() => onAnswer(true)}
          data-testid="bj-insurance"
          aria-keyshortcuts="I"
        >
          Insure (I)
        </Button>
        <Button
          variant="secondary"
          disabled={pending !== null}
          pending={pending === 'no_insurance'}
          onClick={() => onAnswer(false)}
          data-testid="bj-no_insurance"
          aria-keyshortcuts="N"
        >
          No thanks (N)
        </Button>
      </div>
    </div>
  );
}
