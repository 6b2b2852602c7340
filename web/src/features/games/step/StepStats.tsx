import type { Coin } from '@casino/contract';
import { formatMultiplier } from '../../../lib/amounts';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { payoutAt, profitOf, shownMultiplier } from './payout';

function Row({ label, amount, coin, testId }: { label: string; amount: string; coin: Coin; testId: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs font-medium text-text-muted">{label}</span>
      <div
        className="tabular flex h-11 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 font-semibold"
        data-testid={testId}
      >
        <CoinIcon coin={coin} size={16} />
        {formatCoins(amount)}
      </div>
    </div>
  );
}

/**
 * The step games' running figures: the profit if the player cashed out now (at the multiplier
 * reached) and what the next safe step would pay, so the risk of each step is plain before it is taken.
 */
export function StepStats({
  wager,
  multiplier,
  next,
  coin,
  stepName,
  steps,
}: {
  wager: string;
  multiplier: number;
  /** Safe steps taken: before the first, the profit is nil and the multiplier 1.00×. */
  steps: number;
  next: number | null;
  coin: Coin;
  /** "tile", "level", "lane": what the next step is called. */
  stepName: string;
}) {
  const shown = shownMultiplier(steps, multiplier);
  const profit = steps === 0 ? '0.00' : profitOf(wager, payoutAt(wager, multiplier));
  return (
    <div className="grid gap-3">
      <Row
        label={`Total profit (${formatMultiplier(shown)})`}
        amount={Number(profit) < 0 ? '0.00' : profit}
        coin={coin}
        testId="step-profit"
      />
      {next !== null && (
        <Row
          label={`Next ${stepName} pays (${formatMultiplier(next)})`}
          amount={payoutAt(wager, next)}
          coin={coin}
          testId="step-next"
        />
      )}
    </div>
  );
}
