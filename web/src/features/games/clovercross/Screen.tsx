import type { GameInfo } from '../../../house-games/catalog';
import { formatMultiplier } from '../../../lib/amounts';
import { Button } from '../../../ui/Button';
import { PlayButton } from '../PlayButton';
import { capitalise } from '../panel/ChoiceField';
import { announceStep, playStepCue } from '../step/announce';
import { DifficultyStepFrame } from '../step/DifficultyStepFrame';
import { cashOutLabel, shownMultiplier } from '../step/payout';
import { StepBoard } from '../step/StepBoard';
import type { StepGameView } from '../step/types';
import { useDifficultyStep } from '../step/use-difficulty-step';
import { useSpaceKey } from '../use-space-key';
import { CloverPath } from './CloverPath';
import {
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverState,
  DIFFICULTY_NAMES,
  laneChance,
} from './clover-path';

function announce(view: StepGameView<CloverState> | null): string {
  return announceStep(view, {
    lost: (state) => (state.lost ? `Trap in lane ${state.crossed + 1}! The crossing is over.` : null),
    progress: (state) =>
      state.crossed === 0
        ? 'Ready to cross. Hop to lane 1.'
        : `Lane ${state.crossed} crossed. Multiplier ${formatMultiplier(state.multiplier)}.`,
  });
}

export default function CloverCrossScreen({ game }: { game: GameInfo }) {
  const {
    hasWallet,
    step,
    choices,
    view,
    state,
    boardState: pathState,
    ended,
  } = useDifficultyStep<CloverState>(game.api, 'easy');
  const { playing } = step;
  const { busy, shown: pathDifficulty } = choices;

  const hop = () =>
    step
      .move({ action: 'step' })
      .then((next) => playStepCue(next, next.state.lost))
      .catch(() => undefined);

  // Space plays: it starts a crossing, then hops lane by lane.
  useSpaceKey(() => (playing ? hop() : choices.start()), {
    enabled: hasWallet && !busy && (playing ? state?.next_multiplier !== null : !choices.invalid),
  });
  const crossed = state?.crossed ?? 0;

  return (
    <DifficultyStepFrame
      game={game}
      announcement={announce(view)}
      choices={choices}
      names={DIFFICULTY_NAMES}
      describe={(d) =>
        `${capitalise(d)} · ${CLOVER_DIFFICULTIES[d]} trap${CLOVER_DIFFICULTIES[d] === 1 ? '' : 's'} in ${CLOVER_TILES}`
      }
      testId="clover-difficulty"
      steps={crossed}
      stepName="lane"
      moves={(inPlay) => (
        <>
          <PlayButton
            label={`Hop to lane ${crossed + 1}`}
            pending={step.pending === 'move'}
            disabled={busy || inPlay.state.next_multiplier === null}
            onPlay={hop}
            testId="hop"
            continues
          />
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            disabled={crossed === 0 || busy}
            onClick={() => choices.cashout().catch(() => undefined)}
            data-testid="cashout"
          >
            {crossed === 0 ? 'Cross a lane to cash out' : cashOutLabel(inPlay)}
          </Button>
        </>
      )}
      stage={
        <div className="relative flex h-full flex-col justify-center gap-4 bg-[radial-gradient(ellipse_at_center,#173a2c,transparent_75%)] p-3 md:p-6">
          <div className="tabular flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col">
              <span className="text-xs font-medium text-text-muted">
                {playing ? `Lane ${crossed} of ${CLOVER_LANES}` : `${capitalise(pathDifficulty)} crossing`}
              </span>
              <span
                className={
                  state?.lost && view?.status === 'settled'
                    ? 'text-3xl font-extrabold text-loss'
                    : 'text-3xl font-extrabold text-text'
                }
                data-testid="clover-multiplier"
              >
                {formatMultiplier(pathState ? shownMultiplier(pathState.crossed, pathState.multiplier) : 1)}
              </span>
            </div>
            <span className="rounded-full bg-surface-2 px-3 py-1.5 text-xs font-semibold text-text-muted">
              {laneChance(pathDifficulty)}% safe per lane
            </span>
          </div>
          {/* Inline-size containment: the long strip scrolls inside the stage instead of widening it. */}
          <StepBoard
            loading={step.loading}
            placeholder="h-[280px] w-full md:h-[340px]"
            className="relative [contain:inline-size]"
            ended={ended}
          >
            <CloverPath
              difficulty={pathDifficulty}
              state={pathState}
              active={playing}
              canHop={playing && !busy && state?.next_multiplier !== null}
              hopping={step.pending === 'move'}
              onHop={hop}
            />
          </StepBoard>
          <p className="text-center text-xs text-text-muted">
            {playing
              ? 'Each lane may hide a trap. Hop on, or cash out what you have.'
              : 'Choose a difficulty and press Play, then hop lane by lane.'}
          </p>
        </div>
      }
    />
  );
}
