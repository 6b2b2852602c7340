import { useEffect, useRef, useState } from 'react';
import { useLoggedIn } from '../../../api/session';
import type { GameInfo } from '../../../house-games/catalog';
import { formatMultiplier } from '../../../lib/amounts';
import { TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { usePlayBalance } from '../api';
import { GameFrame } from '../GameFrame';
import { playCue } from '../sound';
import { useSpaceKey } from '../use-space-key';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { autoCashoutProblem, autoCashoutValue } from './auto-cashout';
import { CrashFairnessModal, CrashFairnessNote } from './CrashFairness';
import { CrashGraph } from './CrashGraph';
import { CrashHistory } from './CrashHistory';
import { CrashAction, MyPlay } from './CrashPanel';
import { CrashPlayers } from './CrashPlayers';
import { myPlayInRound } from './crash-state';
import { useCrash } from './use-crash';

export default function CrashScreen({ game }: { game: GameInfo }) {
  const wallet = usePlayBalance();
  const loggedIn = useLoggedIn();
  const { live, loaded, clock, pending, bet, cashout } = useCrash();
  const [wager, setWager] = useState('1.00');
  const [auto, setAuto] = useState('');
  const [queued, setQueued] = useState(false);
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const { round, myBet } = live;
  const myPlay = myPlayInRound(live);
  const autoProblem = autoCashoutProblem(auto);
  const invalid = wagerProblem(wager) !== null || autoProblem !== null;

  // A queued play goes in as soon as the next window opens.
  const bettingId = round?.status === 'betting' ? round.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once per new betting window
  useEffect(() => {
    if (!bettingId || !queued) return;
    setQueued(false);
    if (!invalid) bet(wager, autoCashoutValue(auto));
  }, [bettingId]);

  // Sound for the moments that matter: my cash-out, and the crash itself when I was in.
  const riding = useRef<string | null>(null);
  const myStatus = myBet ? `${myBet.id}:${myBet.status}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the play and its status
  useEffect(() => {
    if (myBet?.status === 'active') riding.current = myBet.id;
    else if (myBet?.status === 'settled' && riding.current === myBet.id) {
      riding.current = null;
      playCue(myBet.cashout ? 'win' : 'loss');
    }
  }, [myStatus]);

  const announcement =
    round?.status === 'crashed'
      ? `Crashed at ${formatMultiplier(round.crash_point ?? 0)}.${myPlay?.cashout ? ` You cashed out at ${formatMultiplier(myPlay.cashout)}.` : ''}`
      : round?.status === 'running'
        ? 'The round is running.'
        : round?.status === 'betting'
          ? 'Plays are open for the next round.'
          : '';
  // The wager and target stay as they are while my play is in (or on its way); between rounds they are free.
  const locked = myPlay?.status === 'active' || pending !== null;

  // Space does what the button under the wager does: play, cash out, or queue for the next round.
  useSpaceKey(
    () => {
      if (round?.status === 'running' && myPlay?.status === 'active') cashout();
      else if (round?.status === 'betting' && !myPlay) bet(wager, autoCashoutValue(auto));
      else if (!myPlay || myPlay.status === 'settled') setQueued((q) => !q);
    },
    { enabled: Boolean(wallet) && loaded && pending === null && !invalid },
  );

  return (
    <>
      <GameFrame
        game={game}
        announcement={announcement}
        onFairness={() => setFairnessOpen(true)}
        panel={
          <>
            <WagerInput value={wager} onChange={setWager} disabled={locked || queued} />
            <TextField
              label="Auto cash-out"
              inputMode="decimal"
              placeholder="Off"
              value={auto}
              disabled={locked || queued}
              onChange={(e) => setAuto(e.target.value)}
              error={autoProblem ?? undefined}
              trailing={<span className="pr-2 text-text-muted">×</span>}
              data-testid="crash-auto-cashout"
            />
            <CrashAction
              round={round}
              myPlay={myPlay}
              queued={queued}
              pending={pending}
              disabled={invalid || !loaded}
              clock={clock}
              onPlay={() => bet(wager, autoCashoutValue(auto))}
              onQueue={setQueued}
              onCashout={cashout}
            />
            {loggedIn && myBet && <MyPlay bet={myBet} current={myPlay !== null} />}
          </>
        }
        stage={
          <div className="flex h-full flex-col gap-3 bg-[radial-gradient(ellipse_at_bottom_left,#173a2c,transparent_65%)] p-3 md:p-5">
            <CrashHistory rounds={live.history} />
            <div className="relative h-[260px] shrink-0 rounded-xl bg-surface-0/50 md:h-[330px]">
              {loaded ? (
                <CrashGraph
                  round={round}
                  clock={clock}
                  cashedOutAt={myPlay?.cashout ? Number(myPlay.cashout) : null}
                />
              ) : (
                <Skeleton className="h-full w-full" />
              )}
            </div>
            <CrashPlayers bets={live.bets} myBetId={myPlay?.id ?? null} />
            <CrashFairnessNote onOpen={() => setFairnessOpen(true)} />
          </div>
        }
      />
      <CrashFairnessModal open={fairnessOpen} onClose={() => setFairnessOpen(false)} history={live.history} />
    </>
  );
}
