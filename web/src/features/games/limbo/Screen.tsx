import { useCallback, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatCoins } from '../../../lib/format';
import { TextField } from '../../../ui/Field';
import { AutoPanel } from '../AutoPanel';
import { usePlayBalance } from '../api';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { RecentStrip } from '../RecentStrip';
import { playCue } from '../sound';
import { useAutoPlay } from '../use-auto-play';
import { usePlayRequest } from '../use-play-request';
import { useSpaceKey } from '../use-space-key';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { LimboCounter, type LimboDraw } from './LimboCounter';
import { countUpMs, formatChance, formatResult, fromChance, fromTarget } from './limbo-inputs';

interface LimboOutcome {
  result: number;
  target: number;
  win: boolean;
}

const RECENT_RESULTS = 12;

export default function LimboScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const [odds, setOdds] = useState(fromTarget(2));
  const [targetText, setTargetText] = useState('2.00');
  const [chanceText, setChanceText] = useState(formatChance(49.5));
  const [draw, setDraw] = useState<LimboDraw | null>(null);
  const [recent, setRecent] = useState<LimboDraw[]>([]);
  const { pending, request } = usePlayRequest(game.api);
  const [fast, setFast] = useState(false);
  // A draw still counting up when the next one arrives is filed at once, so the strip misses none.
  const unfiled = useRef<LimboDraw | null>(null);

  const setFrom = (next: { target: number; chance: number }) => {
    setOdds(next);
    setTargetText(next.target.toFixed(2));
    setChanceText(formatChance(next.chance));
  };

  const file = useCallback((d: LimboDraw) => {
    if (unfiled.current?.id !== d.id) return;
    unfiled.current = null;
    setRecent((r) => [d, ...r].slice(0, RECENT_RESULTS));
    revealPlay(d.id);
    playCue(d.win ? 'win' : 'loss');
  }, []);

  const play = useCallback(
    async (amount: string, auto: boolean) => {
      const { bet, outcome } = await request<LimboOutcome>({ wager: amount, target: odds.target });
      if (unfiled.current) file(unfiled.current);
      const next = { id: bet.id, ...outcome };
      unfiled.current = next;
      setFast(auto);
      setDraw(next);
      // Auto-play waits for the count so every result is seen before the next play.
      if (auto) await new Promise((r) => setTimeout(r, countUpMs(outcome.result) / 2));
      return { wager: bet.wager, payout: bet.payout };
    },
    [request, odds.target, file],
  );
  const auto = useAutoPlay((amount) => play(amount, true));
  const busy = pending || auto.running;
  const invalid = wagerProblem(wager) !== null;
  const profitOnWin = (Number(wager) || 0) * (odds.target - 1);
  const playManual = () => {
    if (!busy && !invalid && wallet) play(wager, false).catch(() => undefined);
  };
  useSpaceKey(playManual);

  const controls = <WagerInput value={wager} onChange={setWager} disabled={busy} />;
  const settled = draw && unfiled.current?.id !== draw.id;

  return (
    <GameFrame
      game={game}
      autoRunning={auto.running}
      announcement={
        draw && settled
          ? `Result ${formatResult(draw.result)}: ${draw.win ? 'win' : 'loss'} against ${formatResult(draw.target)}`
          : ''
      }
      panel={
        <>
          {controls}
          <TextField
            label="Profit on win"
            readOnly
            value={formatCoins(profitOnWin.toFixed(2))}
            className="tabular"
          />
          <PlayButton pending={pending} disabled={invalid} onPlay={playManual} />
        </>
      }
      autoPanel={
        <>
          {controls}
          <AutoPanel auto={auto} wager={wager} onWager={setWager} disabled={invalid} />
        </>
      }
      stage={
        <div className="flex h-full min-h-[340px] flex-col items-center [contain:inline-size] md:min-h-[520px] justify-between gap-6 bg-[radial-gradient(ellipse_at_center,#1c3550,transparent_70%)] p-4 md:p-8">
          <RecentStrip
            label="Last results"
            testId="limbo-recent"
            chips={recent.map((r) => ({ key: r.id, text: formatResult(r.result), win: r.win }))}
          />
          <LimboCounter draw={draw} fast={fast} onDone={file} />
          <div className="grid w-full max-w-2xl grid-cols-2 gap-3 rounded-xl bg-surface-1/80 p-3">
            <TextField
              label="Target multiplier"
              inputMode="decimal"
              value={targetText}
              disabled={busy}
              onChange={(e) => setTargetText(e.target.value)}
              onBlur={() => setFrom(fromTarget(Number(targetText)))}
              onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
              trailing={<span className="text-text-muted">×</span>}
              className="tabular"
              data-testid="limbo-target"
            />
            <TextField
              label="Win chance"
              inputMode="decimal"
              value={chanceText}
              disabled={busy}
              onChange={(e) => setChanceText(e.target.value)}
              onBlur={() => setFrom(fromChance(Number(chanceText)))}
              onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
              trailing={<span className="text-text-muted">%</span>}
              className="tabular"
            />
          </div>
        </div>
      }
    />
  );
}
