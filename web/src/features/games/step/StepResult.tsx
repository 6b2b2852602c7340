import clsx from 'clsx';
import { formatMultiplier } from '../../../lib/amounts';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import type { StepGameView, StepMultipliers } from './types';

/**
 * The card that pops over a step game's stage when it ends: the multiplier and payout on a cash-out,
 * a short "Busted" on a loss. It never takes clicks, so the revealed board stays readable beneath it.
 */
export function StepResult({ game, won }: { game: StepGameView<StepMultipliers>; won: boolean }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 grid place-items-center p-4">
      <div
        data-testid="step-result"
        className={clsx(
          'flex min-w-40 flex-col items-center gap-1 rounded-xl border-2 bg-surface-0/90 px-6 py-4 shadow-2xl backdrop-blur-sm transition-all duration-200 ease-out starting:scale-75 starting:opacity-0',
          won ? 'border-win' : 'border-loss',
        )}
      >
        <span className={clsx('tabular text-3xl font-extrabold', won ? 'text-win' : 'text-loss')}>
          {won ? formatMultiplier(game.state.multiplier) : 'Busted'}
        </span>
        <span className="tabular flex items-center gap-1.5 text-sm font-semibold text-text-muted">
          <CoinIcon coin={game.game_mode} size={14} />
          {won ? formatCoins(game.payout ?? '0.00') : 'No payout'}
        </span>
      </div>
    </div>
  );
}
