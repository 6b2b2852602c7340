import { KENO_DRAWN, KENO_MAX_PICKS, KENO_RISKS, type KenoRisk } from '@casino/fairness';
import { Eraser, Shuffle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatMultiplier } from '../../../lib/amounts';
import { Button } from '../../../ui/Button';
import { usePlayBalance } from '../api';
import { ChoiceField } from '../panel/ChoiceField';
import { InstantGameFrame } from '../panel/InstantGameFrame';
import { playCue } from '../sound';
import { useAutoPlay } from '../use-auto-play';
import { usePlayRequest } from '../use-play-request';
import { useSpaceKey } from '../use-space-key';
import { wagerProblem } from '../wager-problem';
import { KenoBoard } from './KenoBoard';
import { randomPicks, togglePick } from './keno-board';
import { PayoutTable } from './PayoutTable';

interface KenoOutcome {
  drawn: number[];
  hits: number[];
  multiplier: number;
  squares: number[];
  risk: KenoRisk;
}

interface Ticket extends KenoOutcome {
  id: string;
  fast: boolean;
}

/** One drawn square turns over every 80 ms (all ten within a second); auto-play turns them faster. */
const REVEAL_MS = 80;
const REVEAL_FAST_MS = 30;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function KenoScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const [risk, setRisk] = useState<KenoRisk>('medium');
  const [picks, setPicks] = useState<number[]>([]);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  // Counted per ticket, so a new ticket never shows the last one's count for a frame.
  const [reveal, setReveal] = useState({ id: '', count: 0 });
  const revealed = ticket && reveal.id === ticket.id ? reveal.count : 0;
  const { pending, request, requesting } = usePlayRequest(game.api);

  // Turn the drawn squares over one by one; the result counts once the last one is shown.
  useEffect(() => {
    if (!ticket) return;
    if (reducedMotion()) {
      setReveal({ id: ticket.id, count: KENO_DRAWN });
      return;
    }
    let shown = 0;
    const timer = setInterval(
      () => {
        shown += 1;
        setReveal({ id: ticket.id, count: shown });
        if (ticket.squares.includes(ticket.drawn[shown - 1] as number)) playCue('tick');
        if (shown >= ticket.drawn.length) clearInterval(timer);
      },
      ticket.fast ? REVEAL_FAST_MS : REVEAL_MS,
    );
    return () => clearInterval(timer);
  }, [ticket]);

  const done = ticket !== null && revealed >= ticket.drawn.length;
  useEffect(() => {
    if (!done || !ticket) return;
    revealPlay(ticket.id);
    playCue(ticket.multiplier > 0 ? 'win' : 'loss');
  }, [done, ticket]);

  const play = useCallback(
    async (amount: string, auto: boolean) => {
      const { bet, outcome } = await request<KenoOutcome>({ wager: amount, squares: picks, risk });
      setTicket({ id: bet.id, ...outcome, fast: auto });
      // Auto-play lets the draw finish before the next ticket.
      if (auto) await new Promise((r) => setTimeout(r, outcome.drawn.length * REVEAL_FAST_MS + 200));
      return { wager: bet.wager, payout: bet.payout };
    },
    [request, picks, risk],
  );
  const auto = useAutoPlay((amount) => play(amount, true));
  const busy = pending || auto.running;
  const invalid = wagerProblem(wager) !== null || picks.length === 0;
  const playManual = () => {
    if (!requesting() && !auto.running && !invalid && wallet) play(wager, false).catch(() => undefined);
  };
  useSpaceKey(playManual);

  // Changing the ticket clears the last draw from the board.
  const changePicks = (next: number[]) => {
    setPicks(next);
    setTicket(null);
  };

  const options = wallet && (
    <>
      <ChoiceField label="Risk" names={KENO_RISKS} value={risk} onChoose={setRisk} disabled={busy} />
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="px-2! whitespace-nowrap"
          disabled={busy}
          onClick={() => changePicks(randomPicks(picks.length || KENO_MAX_PICKS))}
        >
          <Shuffle size={16} aria-hidden="true" /> Random pick
        </Button>
        <Button
          variant="secondary"
          className="px-2! whitespace-nowrap"
          disabled={busy || picks.length === 0}
          onClick={() => changePicks([])}
        >
          <Eraser size={16} aria-hidden="true" /> Clear
        </Button>
      </div>
    </>
  );

  const hits = done ? ticket.hits.length : null;
  return (
    <InstantGameFrame
      game={game}
      announcement={
        done
          ? `${ticket.hits.length} of ${ticket.squares.length} hit: ${ticket.multiplier > 0 ? `won ${formatMultiplier(ticket.multiplier)}` : 'no win'}`
          : ''
      }
      wager={wager}
      onWager={setWager}
      wagerLocked={busy}
      options={options}
      auto={auto}
      invalid={invalid}
      play={{ pending, onPlay: playManual }}
      stage={
        <div className="flex h-full min-h-[340px] flex-col items-center [contain:inline-size] md:min-h-[520px] justify-center gap-4 bg-[radial-gradient(ellipse_at_top,#1c3550,transparent_70%)] px-1 py-4 sm:p-6">
          <p
            className="tabular flex h-6 items-center gap-2 text-sm text-text-muted"
            data-testid="keno-result"
          >
            {done ? (
              <span
                className={ticket.multiplier > 0 ? 'font-bold text-win' : 'font-bold text-loss'}
                data-state={ticket.multiplier > 0 ? 'win' : 'loss'}
                data-play={ticket.id}
              >
                {ticket.hits.length} of {ticket.squares.length} hit ·{' '}
                {ticket.multiplier > 0 ? `won ${formatMultiplier(ticket.multiplier)}` : 'no win'}
              </span>
            ) : (
              <span>
                {picks.length} of {KENO_MAX_PICKS} picked
              </span>
            )}
          </p>
          <KenoBoard
            picks={picks}
            drawn={ticket?.drawn ?? []}
            revealed={revealed}
            locked={busy}
            onToggle={(square) => changePicks(togglePick(picks, square))}
          />
          <PayoutTable picks={picks.length} risk={risk} hits={hits} />
        </div>
      }
    />
  );
}
