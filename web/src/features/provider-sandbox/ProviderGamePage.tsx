import type { SandboxFreeRounds, SandboxPlayRequest, SandboxRound } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { Skeleton } from '../../ui/Skeleton';
import { loadGame, playRound } from './api';
import { FreeRoundsBar } from './FreeRoundsBar';
import { GameHeader } from './GameHeader';
import { GameStage } from './GameStage';
import { PlayControls } from './PlayControls';
import { RoundMessage } from './RoundMessage';
import { TesterDrawer } from './TesterDrawer';
import { useRoundPlayback } from './use-round-playback';

/**
 * `/provider-sandbox/:protocol/:sessionId`: the sandbox provider's game page, which the casino's game page
 * frames. Full-bleed, no casino shell: it is the provider's, and talks only to the provider's API, whose
 * game server settles every round with the casino's wallet.
 */
export default function ProviderGamePage() {
  const { sessionId = '' } = useParams();
  const game = useQuery({
    queryKey: ['provider-sandbox', sessionId],
    queryFn: () => loadGame(sessionId),
    retry: false,
  });
  const [stake, setStake] = useState('');
  const [on, setOn] = useState('');
  const [round, setRound] = useState<SandboxRound | null>(null);
  const [rounds, setRounds] = useState(0);
  const [balance, setBalance] = useState<string | null>(null);
  const [freeRounds, setFreeRounds] = useState<SandboxFreeRounds | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const playback = useRoundPlayback(round);

  useEffect(() => {
    if (!game.data) return;
    setStake((current) => current || (game.data.stakes[0] ?? ''));
    setOn((current) => current || (game.data.betOptions[0] ?? ''));
    setBalance(game.data.balance);
    setFreeRounds(game.data.freeRounds);
  }, [game.data]);

  if (game.isPending) return <Skeleton className="m-4 h-96 rounded-2xl" />;
  if (!game.data)
    return (
      <p className="p-6 text-center text-text-muted">
        This game session has ended. Close the game and open it again.
      </p>
    );

  const play = async (free = false) => {
    if (pending || playback.playing) return;
    setPending(true);
    setFailure(undefined);
    try {
      const request: SandboxPlayRequest = { stake, ...(on ? { on } : {}), ...(free ? { free } : {}) };
      const played = await playRound(sessionId, request);
      setRound(played);
      setRounds((count) => count + 1);
      setFreeRounds(played.freeRounds);
      if (played.balance !== null) setBalance(played.balance);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : 'The game server did not answer.');
    } finally {
      setPending(false);
    }
  };

  return (
    <main
      className="flex min-h-dvh flex-col gap-3 bg-surface-0 p-3 text-text sm:gap-4 sm:p-6"
      onKeyDown={(event) => {
        if (event.key === ' ' && event.target === event.currentTarget) {
          event.preventDefault();
          void play();
        }
      }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: space plays, as on every game page
      tabIndex={0}
    >
      <GameHeader
        game={game.data}
        balance={balance}
        lastWin={round && !playback.playing ? round.win : null}
        freeSpinsLeft={playback.freeSpinsLeft}
      />
      <div className="mx-auto w-full max-w-3xl">
        <GameStage game={game.data} round={round} spin={playback.spin} rounds={rounds} />
      </div>
      <RoundMessage round={round} failure={failure} playing={playback.playing} />
      {freeRounds && freeRounds.remaining > 0 && (
        <div className="mx-auto w-full max-w-3xl">
          <FreeRoundsBar
            game={game.data}
            freeRounds={freeRounds}
            onPlayFree={() => void play(true)}
            pending={pending || playback.playing}
          />
        </div>
      )}
      <div className="mx-auto w-full max-w-3xl">
        <PlayControls
          game={game.data}
          stake={stake}
          onStake={setStake}
          on={on}
          onBet={setOn}
          onPlay={() => void play()}
          pending={pending || playback.playing}
        />
      </div>
      <div className="mx-auto mt-auto w-full max-w-3xl">
        <TesterDrawer sessionId={sessionId} round={round} />
      </div>
    </main>
  );
}
