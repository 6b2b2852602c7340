import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import { StepResult } from './StepResult';
import type { StepGameView, StepMultipliers } from './types';

/**
 * A step game's board on the stage: a placeholder of its size while the game in progress loads, then
 * the board, with the result card over it once a game on it has ended.
 */
export function StepBoard({
  loading,
  placeholder,
  className,
  ended,
  children,
}: {
  loading: boolean;
  /** The placeholder's size, the board's own. */
  placeholder: string;
  className: string;
  /** The game that ended on this board and whether it was won, else null. */
  ended: { game: StepGameView<StepMultipliers>; won: boolean } | null;
  children: ReactNode;
}) {
  if (loading) return <Skeleton className={placeholder} />;
  return (
    <div className={className}>
      {children}
      {ended && <StepResult key={ended.game.id} game={ended.game} won={ended.won} />}
    </div>
  );
}

/**
 * The play that ended on the board shown, for a game that is lost by one bad step (a trap, a gator):
 * won unless its state says lost. Null while it runs, or when the board shows another difficulty than
 * the play's (`shown` is then null).
 */
export function endedUnlessLost<State extends StepMultipliers & { lost: boolean }>(
  view: StepGameView<State> | null,
  shown: State | null,
): { game: StepGameView<StepMultipliers>; won: boolean } | null {
  return view?.status === 'settled' && shown ? { game: view, won: !view.state.lost } : null;
}
