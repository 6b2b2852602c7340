import { useCallback, useRef, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { InstantGameFrame } from '../panel/InstantGameFrame';
import { OddsField } from '../panel/OddsField';
import { ProfitOnWin, profitAt } from '../panel/ProfitOnWin';
import { useInstantPlay } from '../panel/use-instant-play';
import { useOdds } from '../panel/use-odds';
import { RecentStrip } from '../RecentStrip';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { LimboCounter, type LimboDraw } from './LimboCounter';
import { countUpMs, formatChance, formatResult, fromChance, fromTarget } from './limbo-inputs';

interface LimboOutcome {
  result: number;
  target: number;
  win: boolean;
}

const RECENT_RESULTS = 12;

export default function LimboScreen({ game }: { game: GameInfo }) {
  const { odds, field } = useOdds(fromTarget(2), { target: (t) => t.toFixed(2), chance: formatChance });
  const [draw, setDraw] = useState<LimboDraw | null>(null);
  const [recent, setRecent] = useState<LimboDraw[]>([]);
  const { pending, request } = usePlayRequest(game.api);
  const [fast, setFast] = useState(false);
  // A draw still counting up when the next one arrives is filed at once, so the strip misses none.
  const unfiled = useRef<LimboDraw | null>(null);

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
  const { wager, busy, frame } = useInstantPlay(pending, play);

  const settled = draw && unfiled.current?.id !== draw.id;

  return (
    <InstantGameFrame
      game={game}
      announcement={
        draw && settled
          ? `Result ${formatResult(draw.result)}: ${draw.win ? 'win' : 'loss'} against ${formatResult(draw.target)}`
          : ''
      }
      {...frame}
      manual={<ProfitOnWin profit={profitAt(wager, odds.target)} />}
      stage={
        <div className="flex h-full min-h-[340px] flex-col items-center [contain:inline-size] md:min-h-[520px] justify-between gap-6 bg-[radial-gradient(ellipse_at_center,#1c3550,transparent_70%)] p-4 md:p-8">
          <RecentStrip
            label="Last results"
            testId="limbo-recent"
            chips={recent.map((r) => ({ key: r.id, text: formatResult(r.result), win: r.win }))}
          />
          <LimboCounter draw={draw} fast={fast} onDone={file} />
          <div className="grid w-full max-w-2xl grid-cols-2 gap-3 rounded-xl bg-surface-1/80 p-3">
            <OddsField
              label="Target multiplier"
              unit="×"
              disabled={busy}
              className="tabular"
              data-testid="limbo-target"
              {...field('target', fromTarget)}
            />
            <OddsField
              label="Win chance"
              unit="%"
              disabled={busy}
              className="tabular"
              {...field('chance', fromChance)}
            />
          </div>
        </div>
      }
    />
  );
}
