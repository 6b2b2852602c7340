import type { Coin } from '@casino/contract';
import clsx from 'clsx';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { CardHand } from '../cards/CardHand';
import {
  type BlackjackGame,
  type DealDelays,
  dealerCards,
  handResult,
  RESULT_TEXT,
  totalText,
} from './blackjack-view';

const TONE = { blackjack: 'win', win: 'win', push: 'push', bust: 'loss', lose: 'loss' } as const;

/**
 * The blackjack table: the dealer's hand above the printed rules, the player's hands below (side by
 * side after a split, the hand in play outlined), each with its total, its stake and, once the
 * dealer's cards are all up, its result.
 */
export function BlackjackTable({
  game,
  delays,
  revealed,
  base,
}: {
  game: BlackjackGame | null;
  delays: DealDelays | null;
  /** The game has ended and its last card has landed: results may show. */
  revealed: boolean;
  base: string;
}) {
  const table = game?.state ?? null;
  const dealer = table ? dealerCards(table) : [null, null];
  const upCards = (revealed ? dealer : dealer.slice(0, 1)).filter((c): c is string => c !== null);
  const coin: Coin = game?.game_mode ?? 'GC';
  const hands = table?.hands ?? [{ cards: [null, null], stake: 1, done: false, split: false }];

  return (
    <div className="flex w-full flex-col items-center gap-4 [--card-w:60px] sm:[--card-w:86px]">
      <CardHand
        testId="dealer-hand"
        label="Dealer"
        badge={table && upCards.length ? totalText(upCards) : undefined}
        cards={dealer.map((code, i) => ({
          key: `${game?.id ?? 'idle'}-d${i}`,
          code,
          dealDelay: delays?.dealer[i],
          flipDelay: i === 1 ? delays?.holeFlip : undefined,
        }))}
      />
      <div className="flex flex-col items-center gap-0.5 py-1 text-center select-none" aria-hidden="true">
        <span className="text-sm font-extrabold tracking-[0.25em] text-gc/80 uppercase sm:text-base">
          Blackjack pays 3 to 2
        </span>
        <span className="text-[11px] font-semibold tracking-[0.15em] text-text-muted/80 uppercase">
          Dealer stands on all 17s · Insurance pays 2 to 1
        </span>
      </div>
      <div className="flex w-full flex-wrap items-start justify-center gap-6 sm:gap-10">
        {hands.map((hand, h) => {
          const result = revealed && table ? handResult(table, h) : null;
          const inPlay = table?.phase === 'player' && table.hands.length > 1 && table.active === h;
          const cards = hand.cards.filter((c): c is string => c !== null);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional (left and right of a split)
              key={h}
              className="flex flex-col items-center gap-2"
              data-testid="player-hand"
            >
              <CardHand
                label={table && table.hands.length > 1 ? `Hand ${h + 1}` : 'You'}
                badge={table && cards.length ? totalText(cards) : undefined}
                tone={result ? TONE[result] : inPlay ? 'active' : 'idle'}
                cards={hand.cards.map((code, i) => ({
                  key: `${game?.id ?? 'idle'}-h${h}-${i}-${code}`,
                  code,
                  dealDelay: delays?.hands[h]?.[i],
                }))}
              />
              {table && (
                <div className="flex h-7 items-center gap-2">
                  <span className="tabular flex items-center gap-1 rounded-full bg-surface-0/70 px-2 py-0.5 text-xs font-semibold">
                    <CoinIcon coin={coin} size={12} />
                    {formatCoins((Number(base) * hand.stake).toFixed(2))}
                    {hand.stake > 1 && <span className="text-gc">×2</span>}
                  </span>
                  {result && (
                    <span
                      data-testid="hand-result"
                      className={clsx(
                        'rounded-full px-2.5 py-0.5 text-xs font-extrabold uppercase transition-all duration-200 starting:scale-75 starting:opacity-0',
                        TONE[result] === 'win' && 'bg-win text-surface-0',
                        TONE[result] === 'loss' && 'bg-loss text-white',
                        TONE[result] === 'push' && 'bg-text-muted text-surface-0',
                      )}
                    >
                      {RESULT_TEXT[result]}
                    </span>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
