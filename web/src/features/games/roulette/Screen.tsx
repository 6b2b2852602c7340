import { type Coin, parseAmount } from '@casino/contract';
import { rouletteColour } from '@casino/fairness';
import clsx from 'clsx';
import { useCallback, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { toast } from '../../../ui/toast';
import { usePlayBalance } from '../api';
import { FELT } from '../cards/table';
import { useHotkeys } from '../cards/use-hotkeys';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { BoardTools } from './BoardTools';
import { ChipRack } from './ChipRack';
import { RouletteTable } from './RouletteTable';
import { RouletteWheel, type WheelHandle } from './RouletteWheel';
import {
  BOARD_TEXTS,
  type Board,
  chipCount,
  clearBoard,
  endPlay,
  newBoard,
  removeChip,
  restoreLastPlay,
  roulettePayload,
  type Step,
  setBetsPerChip,
  startPlay,
  tapSlot,
  toggleRemoving,
  totalBets,
  undo,
} from './roulette-board';

/** The server's roulette outcome (its games/roulette/play.ts): the pocket, its colour and the chips it settled. */
interface RouletteOutcome {
  pocket: number;
  colour: 'red' | 'black' | 'green';
  chips: number[];
}

interface Spin {
  id: string;
  pocket: number;
  colour: RouletteOutcome['colour'];
  wager: string;
  payout: string;
  coin: Coin;
}

/** Spec-free but customary: the last dozen pockets along the top of the table. */
const RECENT_POCKETS = 12;

const POCKET_BG = { red: 'bg-[#d93a4b]', black: 'bg-[#1b2733]', green: 'bg-[#17a35e]' } as const;

const toCents = (amount: string) => Number(parseAmount(amount) ?? 0n);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

export default function RouletteScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const balance = wallet ? toCents(wallet.balance) : 0;
  const [board, setBoard] = useState<Board>(() => newBoard(100));
  const boardRef = useRef(board);
  const [bpcText, setBpcText] = useState('1.00');
  const [last, setLast] = useState<Spin | null>(null);
  const [recent, setRecent] = useState<number[]>([]);
  const { pending, request } = usePlayRequest(game.api);
  const wheel = useRef<WheelHandle>(null);

  const commit = useCallback((next: Board) => {
    boardRef.current = next;
    setBoard(next);
  }, []);
  /** Applies a board operation; a refusal is told to the player (a closed table needs no telling). */
  const apply = useCallback(
    (step: Step) => {
      if (step.refused && step.refused !== BOARD_TEXTS.bettingClosed) toast.error(step.refused);
      if (!step.refused) commit(step.board);
      return !step.refused;
    },
    [commit],
  );

  const changeBpc = (text: string) => {
    if (wagerProblem(text)) {
      setBpcText(text);
      return;
    }
    if (apply(setBetsPerChip(boardRef.current, toCents(text), balance))) setBpcText(text);
  };

  const spin = useCallback(async () => {
    const before = boardRef.current;
    const started = startPlay(before);
    if (started.refused || started.board === before) return;
    commit(started.board);
    wheel.current?.spin();
    let completed = false;
    try {
      const result = await request<RouletteOutcome>(roulettePayload(before));
      await wheel.current?.land(result.outcome.pocket);
      completed = true;
      setLast({
        id: result.bet.id,
        pocket: result.outcome.pocket,
        colour: result.outcome.colour,
        wager: result.bet.wager,
        payout: result.bet.payout,
        coin: result.game_mode,
      });
      setRecent((r) => [result.outcome.pocket, ...r].slice(0, RECENT_POCKETS));
      revealPlay(result.bet.id);
      playCue(Number(result.bet.payout) > 0 ? 'win' : 'loss');
    } catch {
      // No play was made (the error is on screen): the wheel stops where it is.
      wheel.current?.stop();
    } finally {
      commit(endPlay(boardRef.current, completed));
    }
  }, [commit, request]);

  const spinning = !board.bettingEnabled;
  const chips = chipCount(board.chips);
  const bpcInvalid = wagerProblem(bpcText) !== null;
  const canSpin = chips > 0 && !bpcInvalid;
  useHotkeys({
    ' ': wallet !== null && canSpin && spin,
    z: () => apply(undo(boardRef.current, balance)),
  });

  const restore = () => {
    if (apply(restoreLastPlay(boardRef.current, balance)) && boardRef.current.backup)
      setBpcText(fromCents(boardRef.current.backup.bpc));
  };

  const shownPocket = spinning ? null : (last?.pocket ?? null);
  return (
    <GameFrame
      game={game}
      announcement={
        last && !spinning
          ? `The ball landed on ${last.pocket} ${last.colour}. ${Number(last.payout) > 0 ? `You win ${formatCoins(last.payout)}.` : 'No win.'}`
          : ''
      }
      panel={
        <>
          {wallet && (
            <>
              <WagerInput label="Chip value" value={bpcText} onChange={changeBpc} disabled={spinning} />
              <ChipRack
                coin={wallet.coin}
                bpc={board.bpc}
                disabled={spinning}
                onPick={(c) => changeBpc(fromCents(c))}
              />
              <div className="flex items-center justify-between rounded-lg bg-surface-2/60 px-3 py-2 text-sm">
                <span className="text-text-muted">
                  Total play · <span className="tabular">{chips}</span> {chips === 1 ? 'chip' : 'chips'}
                </span>
                <span
                  className="tabular flex items-center gap-1.5 font-semibold"
                  data-testid="roulette-total"
                >
                  <CoinIcon coin={wallet.coin} size={14} />
                  {formatCoins(fromCents(totalBets(board)))}
                </span>
              </div>
            </>
          )}
          <BoardTools
            bettingEnabled={!spinning}
            hasChips={chips > 0}
            canUndo={board.history.length > 0}
            canRestore={board.backup !== null}
            removing={board.removing}
            onUndo={() => apply(undo(boardRef.current, balance))}
            onClear={() => apply(clearBoard(boardRef.current))}
            onToggleRemoving={() => commit(toggleRemoving(boardRef.current))}
            onRestore={restore}
          />
          <PlayButton
            label="Spin"
            pending={pending}
            disabled={!canSpin || spinning}
            onPlay={spin}
            testId="play"
          />
          <p className="text-xs text-text-muted">
            {board.removing
              ? 'Removal mode: tap a bet to take a chip off.'
              : 'Tap the table to place chips; right-click takes one off. Space spins, Z undoes.'}
          </p>
        </>
      }
      stage={
        <div className={clsx('flex h-full flex-col items-center gap-4 p-3 md:p-6', FELT)}>
          <ol className="flex min-h-7 w-full flex-wrap justify-end gap-1" aria-label="Last pockets">
            {recent.map((pocket, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: positional, newest first
                key={i}
                className={clsx(
                  'tabular grid size-7 place-items-center rounded-md text-xs font-bold',
                  POCKET_BG[rouletteColour(pocket)],
                  i === 0 ? 'ring-2 ring-gc' : 'opacity-80 ring-1 ring-white/15',
                )}
              >
                {pocket}
              </li>
            ))}
          </ol>
          <div className="flex w-full flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
            <RouletteWheel ref={wheel} pocket={shownPocket} size={210} />
            <SpinResult spin={spinning ? null : last} spinning={spinning} />
          </div>
          <RouletteTable
            chips={board.chips}
            bpc={board.bpc}
            disabled={spinning}
            removing={board.removing}
            pocket={shownPocket}
            onTap={(slot) => apply(tapSlot(boardRef.current, slot, balance)) && playCue('tick')}
            onRemove={(slot) => apply(removeChip(boardRef.current, slot))}
          />
        </div>
      }
    />
  );
}

function SpinResult({ spin, spinning }: { spin: Spin | null; spinning: boolean }) {
  const net = spin ? toCents(spin.payout) - toCents(spin.wager) : 0;
  return (
    <div
      className="flex min-h-20 min-w-44 flex-col items-center justify-center gap-1 text-center"
      data-testid="roulette-result"
    >
      {spinning ? (
        <span className="text-sm font-extrabold tracking-[0.2em] text-gc uppercase">No more bets</span>
      ) : spin ? (
        <div
          className="flex flex-col items-center gap-1 transition-all duration-200 starting:scale-90 starting:opacity-0"
          data-state={net > 0 ? 'win' : 'loss'}
          data-play={spin.id}
        >
          <span className="text-xs font-semibold tracking-wide text-text-muted uppercase">
            {spin.pocket} {spin.colour}
          </span>
          <span
            className={clsx(
              'tabular flex items-center gap-1.5 text-2xl font-extrabold',
              net > 0 ? 'text-win' : 'text-loss',
            )}
          >
            <CoinIcon coin={spin.coin} size={18} />
            {net > 0 ? '+' : '−'}
            {formatCoins(fromCents(Math.abs(net)))}
          </span>
          <span className="tabular text-xs text-text-muted">
            {toCents(spin.payout) > 0 ? `Paid ${formatCoins(spin.payout)}` : 'No win'}
          </span>
        </div>
      ) : (
        <span className="text-sm text-text-muted">Place your chips, then spin.</span>
      )}
    </div>
  );
}
