import type { ComponentProps, ReactNode } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { GameFrame } from '../GameFrame';
import { DifficultyPanel } from './DifficultyPanel';
import type { StepMultipliers } from './types';

/**
 * The page of a step game played at a difficulty (Clover Cross, Later Gator): the game frame around
 * its DifficultyPanel and its stage. Such a game has no Auto tab, so its frame is only these three.
 */
export function DifficultyStepFrame<State extends StepMultipliers, Difficulty extends string>({
  game,
  announcement,
  stage,
  ...panel
}: ComponentProps<typeof DifficultyPanel<State, Difficulty>> & {
  game: GameInfo;
  /** Announced to screen readers when it changes (the last step's outcome). */
  announcement: string;
  stage: ReactNode;
}) {
  return (
    <GameFrame game={game} announcement={announcement} panel={<DifficultyPanel {...panel} />} stage={stage} />
  );
}
