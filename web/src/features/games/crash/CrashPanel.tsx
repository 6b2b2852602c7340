import { type CrashBetView, type CrashRoundView, crashMultiplierAt } from '@casino/contract';
import clsx from 'clsx';
import { useRef } from 'react';
import { formatMultiplier } from '../../../lib/amounts';
import { formatCoins } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { CoinIcon } from '../../../ui/CoinIcon';
import { PlayButton } from '../PlayButton';
import { payoutAt } from '../step/payout';
import { playProfit } from './crash-state';
import type { ServerClock } from './server-clock';
import { useFrame, writeText } from './use-frame';

/** The Cash out button, its payout counting up with the curve on every frame. */
export function CashoutButton({
  round,
  bet,
  clock,
  pending,
  onCashout,
}: {
  round: CrashRoundView;
  bet: CrashBetView;
  clock: ServerClock;
  pending: boolean;
  onCashout(): void;
}) {
  const amount = useRef<HTMLSpanElement>(null);
  useFrame(() => {
    if (!amount.current || !round.started_at) return;
    const m = crashMultiplierAt(clock.now() - Date.parse(round.started_at), round.growth);
    writeText(amount.current, `${formatCoins(payoutAt(bet.wager, m))} ${bet.game_mode}`);
  });
  return (
    <Button
      size="lg"
      className="w-full bg-gc text-surface-0 hover:bg-gc/90"
      pending={pending}
      onClick={onCashout}
      data-testid="crash-cashout"
    >
      Cash out
      <span ref={amount} className="tabular" />
    </Button>
  );
}

/** What the player has in the round on screen, or how their last play ended. */
export function MyPlay({ bet, current }: { bet: CrashBetView; current: boolean }) {
  const profit = playProfit(bet);
  const won = bet.cashout !== null;
  return (
    <div
      className={clsx(
        'flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
        profit === null
          ? 'border-line bg-surface-2/60'
          : won
            ? 'border-win/40 bg-win/10'
            : 'border-loss/40 bg-loss/10',
      )}
      data-testid="crash-my-result"
      data-state={profit === null ? 'riding' : won ? 'won' : 'lost'}
    >
      <span className="flex flex-col">
        <span className="text-xs text-text-muted">
          {profit === null
            ? current
              ? 'Your play is in'
              : 'Your play'
            : won
              ? `Cashed out at ${formatMultiplier(bet.cashout ?? 0)}`
              : 'Lost at the crash'}
        </span>
        <span className="tabular inline-flex items-center gap-1 font-semibold">
          <CoinIcon coin={bet.game_mode} size={14} />
          {formatCoins(bet.wager)}
          {bet.auto_cashout && profit === null && (
            <span className="text-xs font-normal text-text-muted">
              {' '}
              · auto {formatMultiplier(bet.auto_cashout)}
            </span>
          )}
        </span>
      </span>
      {profit !== null && (
        <span
          className={clsx('tabular font-bold', won ? 'text-win' : 'text-loss')}
          data-testid="crash-my-profit"
        >
          {won ? '+' : ''}
          {formatCoins(profit)}
        </span>
      )}
    </div>
  );
}

/**
 * The action under the wager: Play while the window is open, Cash out while my play rides, and between
 * rounds "Play next round", which queues the play and sends it when the next window opens.
 */
export function CrashAction({
  round,
  myPlay,
  queued,
  pending,
  disabled,
  clock,
  onPlay,
  onQueue,
  onCashout,
}: {
  round: CrashRoundView | null;
  /** My play in the round on screen. */
  myPlay: CrashBetView | null;
  queued: boolean;
  pending: 'bet' | 'cashout' | null;
  disabled: boolean;
  clock: ServerClock;
  onPlay(): void;
  onQueue(queue: boolean): void;
  onCashout(): void;
}) {
  if (round?.status === 'running' && myPlay?.status === 'active')
    return (
      <CashoutButton
        round={round}
        bet={myPlay}
        clock={clock}
        pending={pending === 'cashout'}
        onCashout={onCashout}
      />
    );
  if (round?.status === 'betting' && !myPlay)
    return <PlayButton pending={pending === 'bet'} disabled={disabled} onPlay={onPlay} />;
  if (round?.status === 'betting' && myPlay)
    return (
      <Button size="lg" className="w-full" disabled>
        Waiting for the round to start
      </Button>
    );
  if (queued)
    return (
      <Button
        size="lg"
        variant="secondary"
        className="w-full"
        onClick={() => onQueue(false)}
        data-testid="crash-unqueue"
      >
        Cancel next-round play
      </Button>
    );
  return (
    <PlayButton
      label="Play next round"
      disabled={disabled || !round}
      onPlay={() => onQueue(true)}
      testId="crash-queue"
    />
  );
}
