import type { BaccaratBet } from '@casino/fairness';
import clsx from 'clsx';
import { formatMultiplier, shortAmount } from '../../../lib/amounts';
import { CardHand, type DealtCard } from '../cards/CardHand';
import { SPOTS, type SpotAmounts, spotResult } from './baccarat-bets';
import { type BaccaratOutcome, type DealStep, handTotal } from './baccarat-deal';

function handCards(side: 'player' | 'banker', deal: DealStep[], playId: string | null): DealtCard[] {
  if (!playId) return [0, 1].map((i) => ({ key: `idle-${side}-${i}`, code: null }));
  return deal
    .filter((s) => s.side === side)
    .map((s) => ({ key: `${playId}-${side}-${s.index}`, code: s.code, dealDelay: s.at }));
}

/**
 * The baccarat table: the player's and the banker's hands with running totals as the cards land,
 * and the three betting spots, which light up (won), stay (returned) or fade (lost) once settled.
 */
export function BaccaratTable({
  outcome,
  playId,
  deal,
  landed,
  settled,
  amounts,
  onSpot,
}: {
  outcome: BaccaratOutcome | null;
  playId: string | null;
  deal: DealStep[];
  /** Cards of the deal that lie face up. */
  landed: number;
  settled: boolean;
  amounts: SpotAmounts;
  onSpot(bet: BaccaratBet): void;
}) {
  const count = (side: 'player' | 'banker') => deal.slice(0, landed).filter((s) => s.side === side).length;
  const tone = (side: 'player' | 'banker') =>
    !settled || !outcome
      ? 'idle'
      : outcome.winner === 'tie'
        ? 'push'
        : outcome.winner === side
          ? 'win'
          : 'loss';
  return (
    <div className="flex w-full max-w-2xl flex-col items-center gap-5 [--card-w:58px] sm:[--card-w:92px]">
      <div className="grid w-full grid-cols-2 gap-2">
        {(['player', 'banker'] as const).map((side) => (
          <CardHand
            key={side}
            testId={`hand-${side}`}
            label={side}
            badge={outcome && count(side) > 0 ? handTotal(outcome[side], count(side)) : undefined}
            tone={tone(side)}
            cards={handCards(side, deal, playId)}
          />
        ))}
      </div>
      <div className="grid w-full grid-cols-3 gap-2 sm:gap-3">
        {SPOTS.map(({ bet, label, pays }) => {
          const result = settled && outcome ? spotResult(bet, outcome.winner) : null;
          const amount = Number(amounts[bet]) || 0;
          return (
            <button
              key={bet}
              type="button"
              onClick={() => onSpot(bet)}
              aria-label={`${label} spot, pays ${formatMultiplier(pays)}`}
              className={clsx(
                'flex min-h-24 flex-col items-center justify-center gap-1 rounded-[50%/40%] border-2 px-2 py-3 transition-all duration-200',
                bet === 'tie' ? 'border-gc/60' : 'border-text-muted/40',
                result === 'win' && 'border-win bg-win/15 shadow-[0_0_24px_rgba(31,209,122,0.35)]',
                result === 'loss' && amount > 0 && 'opacity-50',
                !result && 'hover:bg-white/5',
              )}
            >
              <span className="text-sm font-extrabold tracking-wide uppercase">{label}</span>
              <span className="tabular text-xs text-text-muted">{formatMultiplier(pays)}</span>
              <span
                className={clsx(
                  'tabular min-w-12 rounded-full px-2 py-0.5 text-xs font-bold transition-opacity',
                  amount > 0 ? 'bg-gc text-surface-0' : 'opacity-0',
                )}
              >
                {amount > 0 ? shortAmount(amount) : '0'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
