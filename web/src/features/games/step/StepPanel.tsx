import type { ReactNode } from 'react';
import { PlayButton } from '../PlayButton';
import { WagerInput } from '../WagerInput';
import { StepStats } from './StepStats';
import type { StepGameView, StepMultipliers } from './types';

/**
 * A step game's manual panel: the play amount and the game's setting (locked while a game is on), then,
 * in play, the running figures and the game's moves; otherwise the Play button.
 */
export function StepPanel<State extends StepMultipliers>({
  wager,
  onWager,
  locked,
  setting,
  inPlay,
  steps,
  stepName,
  moves,
  start,
}: {
  wager: string;
  onWager: (value: string) => void;
  locked: boolean;
  /** The game's choice before a play: mines count, difficulty. */
  setting: ReactNode;
  /** The game in play, else null. */
  inPlay: StepGameView<State> | null;
  /** Safe steps taken so far, and what a step is called ("tile", "level", "lane"). */
  steps: number;
  stepName: string;
  /** The moves under the figures while a game is in play (random tile, hop, cash out). */
  moves: (game: StepGameView<State>) => ReactNode;
  start: { pending: boolean; disabled: boolean; onPlay: () => void };
}) {
  return (
    <>
      <WagerInput value={wager} onChange={onWager} disabled={locked} />
      {setting}
      {inPlay ? (
        <>
          <StepStats
            wager={inPlay.wager}
            multiplier={inPlay.state.multiplier}
            next={inPlay.state.next_multiplier}
            steps={steps}
            coin={inPlay.game_mode}
            stepName={stepName}
          />
          {moves(inPlay)}
        </>
      ) : (
        <PlayButton {...start} />
      )}
    </>
  );
}
