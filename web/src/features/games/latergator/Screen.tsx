import type { GameInfo } from '../../../house-games/catalog';
import { formatMultiplier } from '../../../lib/amounts';
import { capitalise } from '../panel/ChoiceField';
import { announceStep, playStepCue } from '../step/announce';
import { DifficultyStepFrame } from '../step/DifficultyStepFrame';
import { StepBoard } from '../step/StepBoard';
import { TileMoves } from '../step/TileMoves';
import type { StepGameView } from '../step/types';
import { useDifficultyStep } from '../step/use-difficulty-step';
import { useTilePick } from '../step/use-tile-pick';
import { useSpaceKey } from '../use-space-key';
import { TowerBoard } from './TowerBoard';
import { climbed, DIFFICULTY_NAMES, TOWER_DIFFICULTIES, TOWER_LEVELS, type TowerState } from './tower-board';

function announce(view: StepGameView<TowerState> | null): string {
  return announceStep(view, {
    lost: (state) => (state.lost ? `Gator on level ${state.picks.length}! The climb is over.` : null),
    progress: (state) =>
      state.picks.length === 0
        ? 'Climb started. Pick a tile on level 1.'
        : `Safe. Level ${state.picks.length + 1} next, multiplier ${formatMultiplier(state.multiplier)}.`,
  });
}

const cueFor = (view: StepGameView<TowerState>) => playStepCue(view, view.state.lost);

export default function TowerScreen({ game }: { game: GameInfo }) {
  const { hasWallet, step, choices, view, state, boardState, ended } = useDifficultyStep<TowerState>(
    game.api,
    'easy',
  );
  const { playing } = step;
  const { busy, shown: boardDifficulty } = choices;

  const tilePick = useTilePick(step, 'step', cueFor);

  // Space starts a climb from anywhere on the page; on a focused tile it picks that tile instead.
  useSpaceKey(choices.start, { enabled: hasWallet && !playing && !busy && !choices.invalid });
  const reached = state ? climbed(state) : 0;
  const { size, safe } = TOWER_DIFFICULTIES[boardDifficulty];

  return (
    <DifficultyStepFrame
      game={game}
      announcement={announce(view)}
      choices={choices}
      names={DIFFICULTY_NAMES}
      describe={(d) =>
        `${capitalise(d)} · ${TOWER_DIFFICULTIES[d].safe} safe of ${TOWER_DIFFICULTIES[d].size}`
      }
      testId="tower-difficulty"
      steps={reached}
      stepName="level"
      moves={(inPlay) => (
        <TileMoves
          game={inPlay}
          steps={reached}
          firstMove="Pick a tile on level 1"
          tiles={() => Array.from({ length: size }, (_, i) => i)}
          tilePick={tilePick}
          pending={step.pending}
          cashout={choices.cashout}
        />
      )}
      stage={
        <div className="relative flex h-full flex-col items-center justify-center gap-3 bg-[radial-gradient(ellipse_at_bottom,#14402f,transparent_70%)] p-3 md:p-6">
          <div className="tabular flex w-full max-w-[520px] flex-wrap items-center justify-between gap-2 text-xs font-semibold">
            <span className="rounded-full bg-surface-2 px-3 py-1.5 text-text-muted">
              {capitalise(boardDifficulty)} · {safe} safe of {size}
            </span>
            <span className="rounded-full bg-surface-2 px-3 py-1.5 text-text-muted" data-testid="tower-level">
              {playing
                ? `Level ${Math.min(reached + 1, TOWER_LEVELS)} of ${TOWER_LEVELS}`
                : `Climbed ${view?.status === 'settled' && boardState ? reached : 0} of ${TOWER_LEVELS}`}
            </span>
          </div>
          <StepBoard
            loading={step.loading}
            placeholder="h-[420px] w-full max-w-[520px]"
            className="relative w-full max-w-[520px]"
            ended={ended}
          >
            <TowerBoard
              difficulty={boardDifficulty}
              state={boardState}
              active={playing}
              canPick={playing && !busy}
              pendingTile={tilePick.pendingTile}
              onPick={tilePick.pickTile}
            />
          </StepBoard>
        </div>
      }
    />
  );
}
