import type { BaccaratBet } from '@casino/fairness';
import clsx from 'clsx';
import { useCallback, useId, useMemo, useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { revealPlay } from '../../../house-games/held-plays';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { usePlayBalance } from '../api';
import { type HandResult, handResult, TableResult } from '../cards/TableResult';
import { FELT } from '../cards/table';
import { useHotkeys } from '../cards/use-hotkeys';
import { useReveal } from '../cards/use-reveal';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { playCue } from '../sound';
import { usePlayRequest } from '../use-play-request';
import { BaccaratTable } from './BaccaratTable';
import {
  baccaratPayload,
  SPOTS,
  type SpotAmounts,
  spotProblem,
  tableProblem,
  totalCents,
} from './baccarat-bets';
import { type BaccaratOutcome, baccaratDeal } from './baccarat-deal';
import { SpotField } from './SpotField';

interface Coup {
  id: string;
  outcome: BaccaratOutcome;
  payout: string;
  wager: string;
}

/** The banner waits a moment after the last card, so the totals are read before the verdict. */
const VERDICT_PAUSE_MS = 120;

export default function BaccaratScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const ids = useId();
  const [amounts, setAmounts] = useState<SpotAmounts>({ player: '1.00', banker: '', tie: '' });
  const [coup, setCoup] = useState<Coup | null>(null);
  const { pending, request } = usePlayRequest(game.api);

  const deal = useMemo(() => (coup ? baccaratDeal(coup.outcome) : []), [coup]);
  const verdictAt = (deal.at(-1)?.landed ?? 0) + VERDICT_PAUSE_MS;
  const steps = useReveal(coup?.id ?? null, [...deal.map((s) => s.landed), verdictAt]);
  const landed = Math.min(steps, deal.length);
  const settled = coup !== null && steps > deal.length;

  const problem = wallet ? tableProblem(amounts, wallet.balance) : null;
  const play = useCallback(async () => {
    if (pending || problem) return;
    try {
      const result = await request<BaccaratOutcome>(baccaratPayload(amounts));
      setCoup({
        id: result.bet.id,
        outcome: result.outcome,
        payout: result.bet.payout,
        wager: result.bet.wager,
      });
      const at = (baccaratDeal(result.outcome).at(-1)?.landed ?? 0) + VERDICT_PAUSE_MS;
      const won = Number(result.bet.payout) > Number(result.bet.wager);
      setTimeout(() => {
        revealPlay(result.bet.id);
        playCue(won ? 'win' : 'loss');
      }, at);
    } catch {
      // The refusal is on screen; the table stays as it was.
    }
  }, [amounts, request, pending, problem]);

  useHotkeys({ ' ': wallet !== null && play });
  const focusSpot = (bet: BaccaratBet) => document.getElementById(`${ids}-${bet}`)?.focus();
  const ownProblem = Object.values(amounts).some((a) => spotProblem(a) !== null);

  return (
    <GameFrame
      game={game}
      announcement={
        settled && coup
          ? `${verdictText(coup.outcome)}, ${coup.outcome.playerTotal} to ${coup.outcome.bankerTotal}. Paid ${formatCoins(coup.payout)}.`
          : ''
      }
      panel={
        <>
          {wallet &&
            SPOTS.map(({ bet, label, pays }) => (
              <SpotField
                key={bet}
                id={`${ids}-${bet}`}
                label={label}
                pays={pays}
                value={amounts[bet]}
                onChange={(value) => setAmounts((a) => ({ ...a, [bet]: value }))}
                coin={wallet.coin}
                balance={wallet.balance}
                disabled={pending}
              />
            ))}
          {wallet && (
            <div className="flex items-center justify-between rounded-lg bg-surface-2/60 px-3 py-2 text-sm">
              <span className="text-text-muted">Total play</span>
              <span className="tabular flex items-center gap-1.5 font-semibold" data-testid="baccarat-total">
                <CoinIcon coin={wallet.coin} size={14} />
                {formatCoins((totalCents(amounts) / 100).toFixed(2))}
              </span>
            </div>
          )}
          {problem && !ownProblem && <p className="text-xs text-text-muted">{problem}</p>}
          <PlayButton label="Deal" pending={pending} disabled={problem !== null} onPlay={play} />
        </>
      }
      stage={
        <div className={clsx('flex h-full flex-col items-center justify-center gap-4 p-4 md:p-8', FELT)}>
          <Verdict coup={settled ? coup : null} coin={wallet?.coin} />
          <BaccaratTable
            outcome={coup?.outcome ?? null}
            playId={coup?.id ?? null}
            deal={deal}
            landed={landed}
            settled={settled}
            amounts={amounts}
            onSpot={focusSpot}
          />
        </div>
      }
    />
  );
}

const verdictText = (outcome: BaccaratOutcome) =>
  outcome.winner === 'tie' ? 'Tie' : outcome.winner === 'player' ? 'Player wins' : 'Banker wins';

const PAID_TONES: Record<HandResult, string> = {
  win: 'text-win',
  push: 'text-text-muted',
  loss: 'text-loss',
};

function Verdict({ coup, coin }: { coup: Coup | null; coin: 'GC' | 'SC' | undefined }) {
  const result = coup ? handResult(coup.wager, coup.payout) : 'push';
  return (
    <TableResult testId="baccarat-result" ended={coup && { id: coup.id, result }}>
      {coup && (
        <>
          <span className="text-lg font-extrabold">{verdictText(coup.outcome)}</span>
          <span className={clsx('tabular flex items-center gap-1.5 font-semibold', PAID_TONES[result])}>
            {coin && <CoinIcon coin={coin} size={16} />}
            {Number(coup.payout) > 0 ? `Paid ${formatCoins(coup.payout)}` : 'No win'}
          </span>
        </>
      )}
    </TableResult>
  );
}
