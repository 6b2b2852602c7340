import type { SlotSymbol } from '@casino/fairness';
import { useCallback, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatMultiplier } from '../../../lib/amounts';
import { formatCoins } from '../../../lib/format';
import { usePlayBalance } from '../api';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { useSpaceKey } from '../use-space-key';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { Paytable } from './Paytable';
import { paidLine, winningReels } from './reels';
import { SlotMachine, type SlotMachineHandle } from './SlotMachine';
import { SYMBOL_NAMES, SymbolDefs } from './symbols';

interface SlotsOutcome {
  stops: number[];
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  multiplier: number;
}

interface Spin extends SlotsOutcome {
  id: string;
  profit: string;
}

export default function SlotsScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const { pending, request } = usePlayRequest(game.api);
  const [spinning, setSpinning] = useState(false);
  // A ref as well as state: a held space key can fire twice before React re-renders.
  const turning = useRef(false);
  const [last, setLast] = useState<Spin | null>(null);
  const machine = useRef<SlotMachineHandle>(null);

  const spin = useCallback(async () => {
    if (turning.current) return;
    turning.current = true;
    setSpinning(true);
    setLast(null);
    machine.current?.spin();
    try {
      const { bet, outcome } = await request<SlotsOutcome>({ wager });
      await machine.current?.land(outcome.stops);
      setLast({ id: bet.id, ...outcome, profit: bet.profit });
      revealPlay(bet.id);
      playCue(outcome.multiplier > 0 ? 'win' : 'loss');
    } catch {
      // The reels go back to rest where they were shown: no play was made (the error is on screen).
      await machine.current?.land(last?.stops ?? [12, 25, 12]);
    } finally {
      turning.current = false;
      setSpinning(false);
    }
  }, [request, wager, last]);

  const invalid = wagerProblem(wager) !== null;
  const playManual = () => {
    if (!invalid && wallet) spin();
  };
  useSpaceKey(playManual);
  const won = last !== null && last.multiplier > 0;

  return (
    <GameFrame
      game={game}
      announcement={
        last
          ? `${last.line.map((s) => SYMBOL_NAMES[s]).join(', ')}: ${won ? `won ${formatMultiplier(last.multiplier)}` : 'no win'}`
          : ''
      }
      panel={
        <>
          <WagerInput value={wager} onChange={setWager} disabled={spinning} />
          <PlayButton label="Spin" pending={pending} disabled={invalid || spinning} onPlay={playManual} />
          <p className="text-center text-xs text-text-muted">
            Press <kbd className="rounded border border-line px-1.5 py-0.5 font-sans">Space</kbd> to spin
          </p>
        </>
      }
      stage={
        <div className="flex h-full min-h-[340px] flex-col items-center [contain:inline-size] md:min-h-[520px] justify-center gap-4 bg-[radial-gradient(ellipse_at_top,#2a2350,transparent_70%)] p-3 md:p-6">
          <SymbolDefs />
          <SlotMachine ref={machine} winning={last ? winningReels(last.line) : null} />
          <p className="tabular flex h-7 items-center text-base font-bold" data-testid="slots-result">
            {last ? (
              <span
                className={won ? 'text-gc' : 'text-text-muted'}
                data-state={won ? 'win' : 'loss'}
                data-play={last.id}
              >
                {won
                  ? `Win ${formatMultiplier(last.multiplier)} · +${formatCoins(last.profit)}`
                  : 'No win this time'}
              </span>
            ) : (
              <span className="text-sm font-medium text-text-muted">
                {spinning ? 'Good luck…' : 'Line up three of a kind on the middle line'}
              </span>
            )}
          </p>
          <Paytable paid={paidLine(last?.line ?? null)} />
        </div>
      }
    />
  );
}
