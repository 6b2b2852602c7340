import type { BlackjackAction } from '@casino/fairness';
import clsx from 'clsx';
import { useState } from 'react';
import type { GameInfo } from '../../../house-games/catalog';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { Skeleton } from '../../../ui/Skeleton';
import { usePlayBalance } from '../api';
import { type HandResult, handResult, TableResult } from '../cards/TableResult';
import { FELT } from '../cards/table';
import { useHotkeys } from '../cards/use-hotkeys';
import { useReveal } from '../cards/use-reveal';
import { GameFrame } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import { playCue } from '../sound';
import { useInPlaySettings } from '../step/use-in-play-settings';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { ActionPad } from './ActionPad';
import { BlackjackTable } from './BlackjackTable';
import {
  type BlackjackGame,
  baseWager,
  canAfford,
  type DealDelays,
  dealDelays,
  extraCost,
  totalText,
} from './blackjack-view';
import { InsurancePrompt } from './InsurancePrompt';
import { useBlackjack } from './use-blackjack';

export default function BlackjackScreen({ game: info }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const { game, playing, loading, pending, deal, act } = useBlackjack();
  const [wager, setWager] = useState('1.00');

  // Which cards are new since the last view, and when each is dealt (derived when the view changes).
  const [dealt, setDealt] = useState<{ game: BlackjackGame | null; delays: DealDelays | null }>({
    game: null,
    delays: null,
  });
  if (dealt.game !== game) setDealt({ game, delays: game ? dealDelays(dealt.game, game) : null });
  const delays = dealt.game === game ? dealt.delays : null;

  const finished = game?.status === 'settled';
  const revealed =
    useReveal(finished ? `${game?.id}:settled` : null, [delays?.settledAt ?? 0]) > 0 && finished;
  const base = game ? baseWager(game) : wager;
  useInPlaySettings(playing ? game : null, (hand) => setWager(baseWager(hand)));
  const table = game?.state ?? null;
  // The coin of the game in progress may differ from the header's after a coin switch: only the same
  // coin's balance can rule an action out; otherwise the server decides.
  const balance = wallet && (!game || wallet.coin === game.game_mode) ? wallet.balance : null;
  const allowed = (action: BlackjackAction) =>
    playing &&
    table?.actions.includes(action) === true &&
    (balance === null || canAfford(action, base, balance));

  const invalid = wagerProblem(wager) !== null;
  const bet = async () => {
    if (playing || invalid || pending) return;
    const view = await deal(wager);
    if (view?.status === 'settled') settle(view);
  };
  const move = async (action: BlackjackAction) => {
    if (!allowed(action) || pending) return;
    const view = await act(action);
    if (view?.status === 'settled') settle(view);
  };
  const settle = (view: BlackjackGame) => {
    const at = dealDelays(game, view).settledAt;
    setTimeout(() => playCue(Number(view.payout) > Number(view.wager) ? 'win' : 'loss'), at);
  };

  const insurance = table?.phase === 'insurance';
  useHotkeys({
    h: () => move('hit'),
    s: () => move('stand'),
    d: () => move('double'),
    p: () => move('split'),
    i: insurance && (() => move('insurance')),
    n: insurance && (() => move('no_insurance')),
    ' ': !playing && wallet !== null && bet,
  });

  return (
    <GameFrame
      game={info}
      announcement={announce(game, revealed)}
      panel={
        <>
          <WagerInput
            value={playing ? base : wager}
            onChange={setWager}
            coin={playing && game ? game.game_mode : undefined}
            disabled={playing || pending !== null || loading}
          />
          <ActionPad enabled={allowed} pending={pending} onAct={move} />
          <PlayButton
            label="Bet"
            pending={pending === 'BET'}
            disabled={playing || invalid || loading || pending !== null}
            onPlay={bet}
          />
          <p className="text-xs text-text-muted">
            {playing ? 'Keys: H hit, S stand, D double, P split.' : 'Space deals a new hand.'}
          </p>
        </>
      }
      stage={
        <div
          className={clsx('relative flex h-full flex-col items-center justify-center gap-3 p-4 md:p-8', FELT)}
        >
          {loading ? (
            <Skeleton className="h-72 w-full max-w-lg" />
          ) : (
            <BlackjackTable game={game} delays={delays} revealed={revealed} base={base} />
          )}
          {insurance && game && (
            <InsurancePrompt
              cost={extraCost('insurance', base)}
              coin={game.game_mode}
              affordable={allowed('insurance')}
              pending={pending}
              onAnswer={(take) => move(take ? 'insurance' : 'no_insurance')}
            />
          )}
          <Outcome game={revealed ? game : null} />
        </div>
      }
    />
  );
}

const RESULT_TEXTS: Record<HandResult, string> = { win: 'You win', push: 'Push', loss: 'Dealer wins' };
const RESULT_TONES: Record<HandResult, string | undefined> = {
  win: 'text-win',
  push: undefined,
  loss: 'text-loss',
};

function Outcome({ game }: { game: BlackjackGame | null }) {
  const result = game ? handResult(game.wager, game.payout ?? '0') : 'push';
  return (
    <TableResult testId="blackjack-result" ended={game && { id: game.id, result }}>
      {game && (
        <>
          <span className={clsx('text-lg font-extrabold', RESULT_TONES[result])}>{RESULT_TEXTS[result]}</span>
          {Number(game.payout) > 0 && (
            <span className="tabular flex items-center gap-1.5 font-semibold">
              <CoinIcon coin={game.game_mode} size={16} />
              {formatCoins(game.payout ?? '0.00')}
            </span>
          )}
          {game.state.insuranceReturn > 0 && <span className="text-xs text-gc">Insurance paid</span>}
        </>
      )}
    </TableResult>
  );
}

function announce(game: BlackjackGame | null, revealed: boolean): string {
  if (!game) return '';
  const t = game.state;
  if (game.status === 'settled') {
    if (!revealed) return '';
    const net = Number(game.payout ?? 0) - Number(game.wager);
    return `Dealer has ${totalText(t.dealer)}. ${net > 0 ? `You win ${formatCoins(game.payout ?? '0')}` : net === 0 ? 'Push' : 'Dealer wins'}.`;
  }
  const hand = t.hands[t.active];
  if (t.phase === 'insurance') return 'The dealer shows an ace. Take insurance?';
  return `Your hand ${hand ? totalText(hand.cards) : ''}, dealer shows ${totalText(t.dealer.slice(0, 1))}.`;
}
