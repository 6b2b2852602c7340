import { Shuffle } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { formatMultiplier } from '../../../lib/amounts';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { usePlayBalance } from '../api';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { playCue } from '../sound';
import { pickRandom } from '../step/grid-focus';
import { payoutAt } from '../step/payout';
import { StepPanel } from '../step/StepPanel';
import { StepResult } from '../step/StepResult';
import type { StepGameView } from '../step/types';
import { useInPlaySettings } from '../step/use-in-play-settings';
import { useStepGame } from '../step/use-step-game';
import { useSpaceKey } from '../use-space-key';
import { wagerProblem } from '../wager-problem';
import { TowerBoard } from './TowerBoard';
import {
  climbed,
  DIFFICULTY_NAMES,
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  type TowerState,
} from './tower-board';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function announce(view: StepGameView<TowerState> | null): string {
  if (!view) return '';
  const { state } = view;
  if (view.status === 'settled')
    return state.lost
      ? `Gator on level ${state.picks.length}! The climb is over.`
      : `Cashed out at ${formatMultiplier(state.multiplier)}: ${view.payout} paid.`;
  if (state.picks.length === 0) return 'Climb started. Pick a tile on level 1.';
  return `Safe. Level ${state.picks.length + 1} next, multiplier ${formatMultiplier(state.multiplier)}.`;
}

export default function TowerScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const step = useStepGame<TowerState>(game.api);
  const [wager, setWager] = useState('1.00');
  const [difficulty, setDifficulty] = useState<TowerDifficulty>('easy');
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const view = step.game;
  const state = view?.state ?? null;
  const playing = step.playing;

  useInPlaySettings(playing ? view : null, (game) => {
    setWager(game.wager);
    setDifficulty(game.state.difficulty);
  });

  const pick = useCallback(
    async (tile: number) => {
      setPendingTile(tile);
      try {
        const next = await step.move({ action: 'step', tile });
        playCue(next.status === 'active' ? 'tick' : next.state.lost ? 'loss' : 'win');
      } finally {
        setPendingTile(null);
      }
    },
    [step.move],
  );

  const cashout = () =>
    step
      .move({ action: 'cashout' })
      .then(() => playCue('win'))
      .catch(() => undefined);

  const invalid = wagerProblem(wager) !== null;
  const busy = step.pending !== null;
  const startGame = () => step.start({ wager, difficulty }).catch(() => undefined);
  // Space starts a climb from anywhere on the page; on a focused tile it picks that tile instead.
  useSpaceKey(startGame, { enabled: Boolean(wallet) && !playing && !busy && !invalid });
  // A finished climb stays on the board until another difficulty is chosen or the next climb starts.
  const boardDifficulty = playing && state ? state.difficulty : difficulty;
  const boardState = state && state.difficulty === boardDifficulty ? state : null;
  const reached = state ? climbed(state) : 0;
  const { size, safe } = TOWER_DIFFICULTIES[boardDifficulty];

  return (
    <GameFrame
      game={game}
      announcement={announce(view)}
      panel={
        <StepPanel
          wager={wager}
          onWager={setWager}
          locked={busy || playing}
          setting={
            <SelectField
              label="Difficulty"
              value={boardDifficulty}
              disabled={busy || playing}
              onChange={(e) => setDifficulty(e.target.value as TowerDifficulty)}
              options={DIFFICULTY_NAMES.map((d) => ({
                value: d,
                label: `${capitalise(d)} · ${TOWER_DIFFICULTIES[d].safe} safe of ${TOWER_DIFFICULTIES[d].size}`,
              }))}
              data-testid="tower-difficulty"
            />
          }
          inPlay={playing ? view : null}
          steps={reached}
          stepName="level"
          moves={(inPlay) => (
            <>
              <Button
                variant="secondary"
                className="w-full"
                disabled={busy}
                onClick={() => {
                  const tile = pickRandom(Array.from({ length: size }, (_, i) => i));
                  if (tile !== null) pick(tile).catch(() => undefined);
                }}
                data-testid="random-tile"
              >
                <Shuffle size={16} /> Random tile
              </Button>
              <PlayButton
                label={
                  reached === 0
                    ? 'Pick a tile on level 1'
                    : `Cash out ${payoutAt(inPlay.wager, inPlay.state.multiplier)} ${inPlay.game_mode}`
                }
                pending={step.pending === 'move' && pendingTile === null}
                disabled={reached === 0 || busy}
                onPlay={cashout}
                testId="cashout"
              />
            </>
          )}
          start={{ pending: step.pending === 'start', disabled: invalid || step.loading, onPlay: startGame }}
        />
      }
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
          {step.loading ? (
            <Skeleton className="h-[420px] w-full max-w-[520px]" />
          ) : (
            <div className="relative w-full max-w-[520px]">
              <TowerBoard
                difficulty={boardDifficulty}
                state={boardState}
                active={playing}
                canPick={playing && !busy}
                pendingTile={pendingTile}
                onPick={(tile) => pick(tile).catch(() => undefined)}
              />
              {view?.status === 'settled' && boardState && (
                <StepResult
                  key={view.id}
                  won={!view.state.lost}
                  multiplier={view.state.multiplier}
                  payout={view.payout ?? '0.00'}
                  coin={view.game_mode}
                />
              )}
            </div>
          )}
        </div>
      }
    />
  );
}
