import clsx from 'clsx';
import { PlayingCard, type PlayingCardProps } from '../cards/PlayingCard';
import type { WarOutcome } from './war-deal';
import { warSchedule } from './war-deal';

/**
 * The war table: one column per round, the dealer's card above the player's. Every round but the
 * last is a tie, marked "War!" once both of its cards are up.
 */
export function WarTable({
  outcome,
  playId,
  shownSteps,
}: {
  outcome: WarOutcome | null;
  /** Changes with every play, so the cards of a new hand are dealt afresh. */
  playId: string | null;
  /** Rounds whose cards have landed (from the reveal timer). */
  shownSteps: number;
}) {
  const schedule = warSchedule(outcome?.rounds.length ?? 1);
  const rounds = outcome?.rounds ?? [{ player: null, dealer: null }];
  const last = rounds.length - 1;
  return (
    <div className="flex w-full flex-col items-center gap-3 [--card-w:68px] sm:[--card-w:92px]">
      <span className="text-xs font-semibold tracking-wide text-text-muted uppercase">Dealer</span>
      <div className="flex max-w-full flex-wrap items-stretch justify-center gap-3 sm:gap-5">
        {rounds.map((round, r) => {
          const settled = outcome && r < shownSteps;
          const winner = settled && r === last ? outcome.winner : null;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positional within one play
              key={`${playId}-${r}`}
              className="flex flex-col items-center gap-2"
              data-testid="war-round"
            >
              <RoundCard
                code={round.dealer}
                dealDelay={outcome ? schedule.dealer[r] : undefined}
                glow={winner === 'dealer' && 'shadow-[0_0_0_2px_var(--color-loss)]'}
              />
              <span
                className={clsx(
                  'h-6 rounded-full px-2.5 text-xs leading-6 font-extrabold tracking-wide uppercase transition-opacity duration-200',
                  r < last && settled ? 'bg-gc text-surface-0 opacity-100' : 'opacity-0',
                )}
                aria-hidden={!(r < last && settled)}
              >
                {r < last ? 'Tie · War!' : 'vs'}
              </span>
              <RoundCard
                code={round.player}
                dealDelay={outcome ? schedule.player[r] : undefined}
                glow={
                  winner === 'player' && 'shadow-[0_0_0_2px_var(--color-win),0_0_24px_rgba(31,209,122,0.35)]'
                }
              />
            </div>
          );
        })}
      </div>
      <span className="text-xs font-semibold tracking-wide text-text-muted uppercase">You</span>
    </div>
  );
}

/** One side's card of a round, ringed in that side's colour when it wins the play. */
function RoundCard({
  code,
  dealDelay,
  glow,
}: Pick<PlayingCardProps, 'code' | 'dealDelay'> & { glow: string | false }) {
  return (
    <div className={clsx('rounded-xl p-1 transition-shadow duration-200', glow)}>
      <PlayingCard code={code} dealDelay={dealDelay} className="w-[var(--card-w)]" />
    </div>
  );
}
