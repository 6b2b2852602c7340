import type { Coin } from '@casino/contract';
import clsx from 'clsx';
import { useCallback, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatMultiplier } from '../../../lib/amounts';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { usePlayBalance } from '../api';
import { TableResult } from '../cards/TableResult';
import { FELT } from '../cards/table';
import { useHotkeys } from '../cards/use-hotkeys';
import { useReveal } from '../cards/use-reveal';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { ProfitOnWin } from '../panel/ProfitOnWin';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { WarTable } from './WarTable';
import { profitOnWin, WAR_WIN_MULTIPLIER, type WarOutcome, warSchedule } from './war-deal';

interface WarHand {
  id: string;
  outcome: WarOutcome;
  payout: string;
  coin: Coin;
}

export default function WarScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const [hand, setHand] = useState<WarHand | null>(null);
  const { pending, request } = usePlayRequest(game.api);

  const schedule = warSchedule(hand?.outcome.rounds.length ?? 1);
  // One step per round (its two cards up), then the result.
  const steps = useReveal(hand?.id ?? null, [...schedule.dealer.map((t) => t + 460), schedule.result]);
  const rounds = hand?.outcome.rounds.length ?? 0;
  const done = hand !== null && steps > rounds;
  const won = hand?.outcome.winner === 'player';

  const play = useCallback(async () => {
    if (pending) return;
    try {
      const result = await request<WarOutcome>({ wager });
      setHand({
        id: result.bet.id,
        outcome: result.outcome,
        payout: result.bet.payout,
        coin: result.game_mode,
      });
      const revealAt = warSchedule(result.outcome.rounds.length).result;
      setTimeout(() => {
        revealPlay(result.bet.id);
        playCue(result.outcome.winner === 'player' ? 'win' : 'loss');
      }, revealAt);
    } catch {
      // The refusal is on screen; the table stays as it was.
    }
  }, [request, pending, wager]);

  const invalid = wagerProblem(wager) !== null;
  useHotkeys({ ' ': !invalid && wallet !== null && play });

  return (
    <GameFrame
      game={game}
      announcement={
        done && hand
          ? `${rounds > 1 ? `${rounds - 1} war ${rounds > 2 ? 'rounds' : 'round'}, then ` : ''}${won ? `you win ${formatCoins(hand.payout)}` : 'the dealer wins'}`
          : ''
      }
      panel={
        <>
          <WagerInput value={wager} onChange={setWager} disabled={pending} />
          <ProfitOnWin
            label={`Profit on win (${formatMultiplier(WAR_WIN_MULTIPLIER)})`}
            profit={profitOnWin(wager)}
          />
          <PlayButton pending={pending} disabled={invalid} onPlay={play} />
          <p className="text-xs text-text-muted">
            Higher card wins; aces are high. A tie goes to war. Space deals.
          </p>
        </>
      }
      stage={
        <div className={clsx('flex h-full flex-col items-center justify-center gap-4 p-4 md:p-8', FELT)}>
          <WarTable outcome={hand?.outcome ?? null} playId={hand?.id ?? null} shownSteps={steps} />
          <ResultBanner hand={done ? hand : null} />
        </div>
      }
    />
  );
}

function ResultBanner({ hand }: { hand: WarHand | null }) {
  const won = hand?.outcome.winner === 'player';
  return (
    <TableResult
      testId="war-result"
      className="h-14"
      ended={hand && { id: hand.id, result: won ? 'win' : 'loss' }}
    >
      {hand && (
        <>
          <span className={clsx('text-lg font-extrabold', won ? 'text-win' : 'text-loss')}>
            {won ? `You win ${formatMultiplier(WAR_WIN_MULTIPLIER)}` : 'Dealer wins'}
          </span>
          {won && (
            <span className="tabular flex items-center gap-1.5 font-semibold">
              <CoinIcon coin={hand.coin} size={16} />
              {formatCoins(hand.payout)}
            </span>
          )}
        </>
      )}
    </TableResult>
  );
}
