import { useCallback, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatMultiplier } from '../../../lib/amounts';
import { TextField } from '../../../ui/Field';
import { InstantGameFrame } from '../panel/InstantGameFrame';
import { OddsField } from '../panel/OddsField';
import { ProfitOnWin, profitAt } from '../panel/ProfitOnWin';
import { useInstantPlay } from '../panel/use-instant-play';
import { useOdds } from '../panel/use-odds';
import { RecentStrip } from '../RecentStrip';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { DiceTrack } from './DiceTrack';
import { fromChance, fromMultiplier, targetOf } from './dice-inputs';

interface DiceOutcome {
  roll: number;
  over: boolean;
  multiplier: number;
  chance: number;
  target: number;
  win: boolean;
}

/** The three odds fields share a 375 px row: smaller text and less room for the unit on phones. */
const COMPACT = 'tabular pl-2! pr-7! text-sm md:pl-3! md:pr-10! md:text-base';

/** How long the roll marker takes to slide to the roll (DiceTrack's transition). */
const ROLL_SLIDE_MS = 500;

/** Spec §9: dicing shows the last 9 rolls. */
const RECENT_ROLLS = 9;

export default function DiceScreen({ game }: { game: GameInfo }) {
  const { odds, setOdds, field } = useOdds(fromMultiplier(2), {
    multiplier: (m) => m.toFixed(3),
    chance: (c) => c.toFixed(4),
  });
  const [over, setOver] = useState(true);
  // The roll the marker slides to, and the same roll once it is there: the result is told on landing.
  const [last, setLast] = useState<DiceOutcome | null>(null);
  const [landed, setLanded] = useState<DiceOutcome | null>(null);
  const [recent, setRecent] = useState<DiceOutcome[]>([]);
  const { pending, request } = usePlayRequest(game.api);

  const playOnce = useCallback(
    async (amount: string) => {
      const result = await request<DiceOutcome>({
        wager: amount,
        over,
        multiplier: odds.multiplier,
        target: 50,
      });
      setLast(result.outcome);
      // The result counts once the roll marker has slid to where it landed.
      setTimeout(() => {
        setLanded(result.outcome);
        setRecent((r) => [result.outcome, ...r].slice(0, RECENT_ROLLS));
        revealPlay(result.bet.id);
        playCue(result.outcome.win ? 'win' : 'loss');
      }, ROLL_SLIDE_MS);
      return { wager: result.bet.wager, payout: result.bet.payout };
    },
    [request, over, odds.multiplier],
  );
  const { wager, busy, frame } = useInstantPlay(pending, playOnce);
  const target = targetOf(odds.chance, over);

  return (
    <InstantGameFrame
      game={game}
      announcement={landed ? `Rolled ${landed.roll.toFixed(2)}: ${landed.win ? 'win' : 'loss'}` : ''}
      {...frame}
      manual={<ProfitOnWin profit={profitAt(wager, odds.multiplier)} />}
      stage={
        <div className="flex h-full flex-col items-center justify-between gap-6 bg-[radial-gradient(ellipse_at_top,#1c3550,transparent_70%)] p-4 md:p-8">
          <RecentStrip
            label="Last rolls"
            // Rolls are positional (the same roll can come twice): keyed by place, newest first.
            chips={recent.map((r, i) => ({ key: recent.length - i, text: r.roll.toFixed(2), win: r.win }))}
          />
          <DiceTrack
            target={target}
            over={over}
            roll={last?.roll ?? null}
            win={landed !== null && landed === last ? landed.win : null}
            disabled={busy}
            onTarget={(t) => setOdds(fromChance(over ? 100 - t : t))}
          />
          <div className="grid w-full max-w-2xl grid-cols-3 gap-2 rounded-xl bg-surface-1/80 p-2 md:gap-3 md:p-3">
            <OddsField
              label="Multiplier"
              unit="×"
              disabled={busy}
              className={COMPACT}
              {...field('multiplier', fromMultiplier)}
            />
            <TextField
              label={over ? 'Roll over' : 'Roll under'}
              readOnly
              value={target.toFixed(2)}
              className={COMPACT}
              trailing={
                <button
                  type="button"
                  data-testid="dice-flip"
                  disabled={busy}
                  onClick={() => setOver((o) => !o)}
                  aria-label={`Switch to roll ${over ? 'under' : 'over'}`}
                  className="rounded-md px-1.5 text-text-muted hover:text-text disabled:opacity-50"
                >
                  ⇄
                </button>
              }
            />
            <OddsField
              label="Win chance"
              unit="%"
              disabled={busy}
              className={COMPACT}
              {...field('chance', fromChance)}
            />
          </div>
          {landed && (
            <p className="tabular text-sm text-text-muted" data-testid="dice-result">
              {landed.win ? 'Won' : 'Lost'} at {formatMultiplier(landed.multiplier)} · rolled{' '}
              {landed.roll.toFixed(2)}
            </p>
          )}
        </div>
      }
    />
  );
}
