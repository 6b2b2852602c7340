import { ChoiceField } from '../panel/ChoiceField';
import type { StepChoices } from './use-step-choices';

/** The difficulty a step game is played at (tower, clover cross), locked while a game is on. */
export function DifficultyField<Difficulty extends string>({
  choices,
  names,
  describe,
  testId,
}: {
  choices: StepChoices<unknown, Difficulty>;
  names: readonly Difficulty[];
  /** An option's words: its name and what it means for the board. */
  describe: (difficulty: Difficulty) => string;
  testId: string;
}) {
  return (
    <ChoiceField
      label="Difficulty"
      names={names}
      value={choices.shown}
      onChoose={choices.setChosen}
      describe={describe}
      disabled={choices.busy || choices.inPlay !== null}
      data-testid={testId}
    />
  );
}
