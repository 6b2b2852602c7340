import type { ComponentProps } from 'react';
import { ChoiceField } from '../panel/ChoiceField';
import { StepPanel } from './StepPanel';
import type { StepMultipliers } from './types';
import type { StepChoices } from './use-step-choices';

/**
 * The panel of a step game whose one setting is its difficulty (tower, clover cross): the wager, the
 * difficulty (locked while a game is on), then the figures and moves of `StepPanel`.
 */
export function DifficultyPanel<State extends StepMultipliers, Difficulty extends string>({
  choices,
  names,
  describe,
  testId,
  ...panel
}: Omit<ComponentProps<typeof StepPanel<State>>, 'choices' | 'setting'> & {
  choices: StepChoices<State, Difficulty>;
  names: readonly Difficulty[];
  /** An option's words: its name and what it means for the board. */
  describe: (difficulty: Difficulty) => string;
  testId: string;
}) {
  return (
    <StepPanel
      choices={choices}
      setting={
        <ChoiceField
          label="Difficulty"
          names={names}
          value={choices.shown}
          onChoose={choices.setChosen}
          describe={describe}
          disabled={choices.busy || choices.inPlay !== null}
          data-testid={testId}
        />
      }
      {...panel}
    />
  );
}
