import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { formatMultiplier } from '../../../lib/amounts';
import { SelectField } from '../../../ui/Field';
import { AutoPanel } from '../AutoPanel';
import { usePlayBalance } from '../api';
import { GameFrame } from '../GameFrame';
import { announceStep, playStepCue } from '../step/announce';
import { shownMultiplier } from '../step/payout';
import { StepBoard } from '../step/StepBoard';
import { StepPanel } from '../step/StepPanel';
import { sleep } from '../step/sleep';
import { TabPresence } from '../step/TabPresence';
import { TileMoves } from '../step/TileMoves';
import type { StepGameView } from '../step/types';
import { useStepChoices } from '../step/use-step-choices';
import { useStepGame } from '../step/use-step-game';
import { useTilePick } from '../step/use-tile-pick';
import { useAutoPlay } from '../use-auto-play';
import { useSpaceKey } from '../use-space-key';
import { WagerInput } from '../WagerInput';
import { MinesBoard } from './MinesBoard';
import { hiddenTiles, MINES_CHOICES, MINES_TILES, type MinesState, toggleTile } from './mines-board';

/** Between automatic reveals: long enough to see each tile turn. */
const AUTO_REVEAL_PAUSE_MS = 150;

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const cueFor = (view: StepGameView<MinesState>) => playStepCue(view, view.state.hit !== null);

function announce(view: StepGameView<MinesState> | null): string {
  return announceStep(view, {
    lost: (state) => (state.hit !== null ? 'Mine! The game is over.' : null),
    progress: (state) =>
      state.revealed.length === 0
        ? `Game started with ${countOf(state.mines, 'mine')}. Pick a tile.`
        : `Gem. Multiplier ${formatMultiplier(state.multiplier)}.`,
  });
}

export default function MinesScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const step = useStepGame<MinesState>(game.api);
  const choices = useStepChoices(step, 'mines', 3);
  const { wager, setWager, chosen: mines, cashout } = choices;
  const [autoTab, setAutoTab] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const view = step.game;
  const state = view?.state ?? null;

  const tilePick = useTilePick(step, 'reveal', cueFor);
  const { pendingTile, pick: reveal } = tilePick;

  /** One automatic game: start, reveal the picked tiles in order, cash out if no mine was hit. */
  const playOnce = useCallback(
    async (amount: string) => {
      let current = await step.start({ wager: amount, mines });
      for (const tile of selected) {
        await sleep(AUTO_REVEAL_PAUSE_MS);
        current = await reveal(tile);
        if (current.status === 'settled') break;
      }
      if (current.status === 'active') current = await cashout();
      return { wager: current.wager, payout: current.payout ?? '0.00' };
    },
    [step.start, mines, selected, reveal, cashout],
  );
  const auto = useAutoPlay(playOnce);

  // After auto-play the last game stays on the board until the player picks tiles again.
  const [showLast, setShowLast] = useState(false);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !auto.running) setShowLast(true);
    wasRunning.current = auto.running;
  }, [auto.running]);

  const playing = step.playing;
  const busy = step.pending !== null || auto.running;
  const { invalid } = choices;
  const selecting = autoTab && !playing && !auto.running;
  const revealed = state?.revealed.length ?? 0;

  // Space starts a game from anywhere on the page; on a focused tile it reveals that tile instead.
  useSpaceKey(choices.start, { enabled: Boolean(wallet) && !playing && !busy && !invalid && !autoTab });

  const onTile = (tile: number) => {
    if (selecting) {
      setShowLast(false);
      setSelected((s) => toggleTile(s, tile, mines));
    } else if (playing && step.pending === null) tilePick.pickTile(tile);
  };

  // The auto tab's own; the manual panel (StepPanel) draws the same field.
  const wagerField = <WagerInput value={wager} onChange={setWager} disabled={busy || playing} />;
  const minesField = (
    <div className="grid grid-cols-2 gap-2">
      <SelectField
        label="Mines"
        value={String(mines)}
        disabled={busy || playing}
        onChange={(e) => {
          const count = Number(e.target.value);
          choices.setChosen(count);
          setSelected((s) => s.slice(0, MINES_TILES - count));
        }}
        options={MINES_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
        data-testid="mines-count"
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-text-muted">Gems</span>
        <div className="tabular flex h-11 items-center rounded-lg border border-line bg-surface-2/50 px-3 font-semibold text-text-muted">
          {MINES_TILES - choices.shown}
        </div>
      </div>
    </div>
  );

  const manualPanel = (
    <StepPanel
      choices={choices}
      setting={minesField}
      steps={revealed}
      stepName="tile"
      moves={(inPlay) => (
        <TileMoves
          game={inPlay}
          steps={revealed}
          firstMove="Pick a tile"
          tiles={() => hiddenTiles(inPlay.state)}
          tilePick={tilePick}
          pending={step.pending}
          cashout={cashout}
        />
      )}
    />
  );

  const autoPanel = (
    <>
      <TabPresence onChange={setAutoTab} />
      {wagerField}
      {minesField}
      <div className="flex items-center justify-between gap-2 rounded-lg bg-surface-2/60 px-3 py-2 text-xs text-text-muted">
        <span data-testid="auto-picked">
          {playing
            ? 'Finish the game in progress first.'
            : selected.length === 0
              ? 'Pick the tiles to reveal on the board.'
              : `${selected.length} tile${selected.length === 1 ? '' : 's'} picked`}
        </span>
        {selected.length > 0 && !auto.running && (
          <button
            type="button"
            className="h-8 rounded-md px-2 font-semibold text-text hover:bg-line"
            onClick={() => setSelected([])}
          >
            Clear
          </button>
        )}
      </div>
      <AutoPanel
        auto={auto}
        wager={wager}
        onWager={setWager}
        disabled={invalid || selected.length === 0 || playing}
      />
    </>
  );

  const freshBoard = selecting && !showLast;
  const settled = view?.status === 'settled' && !freshBoard;
  const boardState = freshBoard ? null : state;

  return (
    <GameFrame
      game={game}
      autoRunning={auto.running}
      announcement={announce(view)}
      panel={manualPanel}
      autoPanel={autoPanel}
      stage={
        <div className="relative flex h-full flex-col items-center justify-center gap-4 bg-[radial-gradient(ellipse_at_center,#1c3550,transparent_75%)] p-4 md:p-8">
          <div className="tabular flex w-full max-w-[440px] items-center justify-between gap-2 text-xs font-semibold">
            <span className="rounded-full bg-surface-2 px-3 py-1.5 text-text-muted">
              {countOf(choices.shown, 'mine')} · {countOf(MINES_TILES - choices.shown, 'gem')}
            </span>
            {playing && state && (
              <span className="flex gap-1.5" data-testid="mines-multipliers">
                <span className="rounded-full bg-win/15 px-3 py-1.5 text-win">
                  {formatMultiplier(shownMultiplier(revealed, state.multiplier))}
                </span>
                {state.next_multiplier !== null && (
                  <span className="rounded-full bg-surface-2 px-3 py-1.5 text-text-muted">
                    next {formatMultiplier(state.next_multiplier)}
                  </span>
                )}
              </span>
            )}
          </div>
          <StepBoard
            loading={step.loading}
            placeholder="aspect-square w-full max-w-[440px]"
            className="relative w-full max-w-[440px]"
            ended={settled && view ? { game: view, won: view.state.hit === null } : null}
          >
            <MinesBoard
              state={boardState}
              canReveal={playing && step.pending === null && !auto.running}
              pendingTile={pendingTile}
              selecting={selecting}
              selected={autoTab || auto.running ? selected : []}
              onTile={onTile}
            />
          </StepBoard>
          {!playing && !settled && !selecting && !step.loading && (
            <p className="text-center text-sm text-text-muted">
              Set your play and the number of mines, then press Play.
            </p>
          )}
        </div>
      }
    />
  );
}
