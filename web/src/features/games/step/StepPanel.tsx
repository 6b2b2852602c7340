import type { ReactNode } from 'react';
import { PlayButton } from '../PlayButton';
import { WagerInput } from '../WagerInput';
import { StepStats } from './StepStats';
import type { StepGameView, StepMultipliers } from './types';
import type { StepChoices } from './use-step-choices';

/**
 * A step game's manual panel: the play amount and the game's setting (locked while a game is on), then,
 * in play, the running figures and the game's moves; otherwise the Play button.
 */
export function StepPanel<State extends StepMultipliers>({
  choices,
  setting,
  steps,
  stepName,
  moves,
}: {
  choices: StepChoices<State, unknown>;
  /** The game's choice before a play: mines count, difficulty. */
  setting: ReactNode;
  /** Safe steps taken so far, and what a step is called ("tile", "level", "lane"). */
  steps: number;
  stepName: string;
  /** The moves under the figures while a game is in play (random tile, hop, cash out). */
  moves: (game: StepGameView<State>) => ReactNode;
}) {
  const { inPlay } = choices;
  return (
    <>
      <WagerInput
        value={choices.wager}
        onChange={choices.setWager}
        disabled={choices.busy || inPlay !== null}
      />
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
        <PlayButton {...choices.startButton} onPlay={choices.start} />
      )}
    </>
  );
}
