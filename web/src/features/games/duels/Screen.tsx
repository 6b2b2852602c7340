import type { DuelView } from '@casino/contract';
import { Scale, Swords } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../../../api/queries';
import { useLoggedIn } from '../../../api/session';
import type { GameInfo } from '../../../house-games/catalog';
import { duelHref } from '../../../navigation/overlay-href';
import { CheckboxField, TextField } from '../../../ui/Field';
import { useRecordHouseGame } from '../../gamepage';
import { BetHistoryTable } from '../../history';
import { GameToolbar, TOOL_BUTTON } from '../GameToolbar';
import { PlayButton } from '../PlayButton';
import { showPlayError } from '../play-error';
import { useSpaceKey } from '../use-space-key';
import { WagerInput } from '../WagerInput';
import { wagerProblem } from '../wager-problem';
import { useCreateDuel, useDuel, useDuelLobby } from './api';
import { Die } from './Die';
import { DuelActions } from './DuelActions';
import { DuelArena } from './DuelArena';
import { DuelSeedField } from './DuelSeedField';
import { addAmounts } from './duel-state';
import { OpenDuels } from './OpenDuels';

/**
 * /casino/duels: the duel lobby. The panel creates a duel (play, optional seed, lock) or runs the
 * player's duel in progress; the stage shows that duel (or the last one they played) and the open
 * duels, live from the duels channel. Space creates a duel, or rolls once both sides are in.
 */
export default function DuelsScreen({ game }: { game: GameInfo }) {
  useRecordHouseGame(game.slug);
  const loggedIn = useLoggedIn();
  const { data: me } = useMe();
  const viewerId = me ? String(me.id) : null;
  const lobby = useDuelLobby();
  const active = lobby.data?.active ?? null;
  // The duel on the stage: the one in progress, and after it ends the one that just ended.
  const [shownId, setShownId] = useState<string | null>(null);
  useEffect(() => {
    if (active) setShownId(active.id);
  }, [active]);
  const shown = useDuel(shownId).data ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface-1 md:grid md:grid-cols-[300px_1fr]">
        <aside
          className="order-2 flex flex-col gap-3 border-line p-4 md:order-1 md:border-r"
          aria-label="Duels controls"
        >
          {active ? (
            <ActiveDuelPanel duel={active} viewerId={viewerId} />
          ) : (
            <CreateDuelPanel enabled={loggedIn} />
          )}
        </aside>
        <section
          className="relative order-1 flex min-h-[340px] flex-col gap-6 bg-[radial-gradient(ellipse_at_top,#1c3550,transparent_70%)] p-3 sm:p-4 md:order-2 md:min-h-[520px] md:p-8"
          aria-label="Duels table"
        >
          {shown ? <StageDuel duel={shown} viewerId={viewerId} /> : <StageIntro />}
          <div className="flex flex-col gap-3">
            <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide text-text-muted uppercase">
              <Swords size={16} /> Open duels
              {lobby.data && <span className="tabular text-text">{lobby.data.data.length}</span>}
            </h2>
            {lobby.isError ? (
              <p className="text-sm text-loss" role="alert">
                {lobby.error.message}
              </p>
            ) : (
              <OpenDuels
                duels={lobby.data?.data}
                loading={lobby.isLoading}
                viewerId={viewerId}
                hasActive={active !== null}
                loggedIn={loggedIn}
              />
            )}
          </div>
        </section>
      </div>
      <GameToolbar
        game={game}
        fairness={
          <Link to={`/provablyfair/${game.slug}/overview`} className={TOOL_BUTTON}>
            <Scale size={16} /> Fairness
          </Link>
        }
      />
      {loggedIn && <BetHistoryTable game={game.api} />}
    </div>
  );
}

function CreateDuelPanel({ enabled }: { enabled: boolean }) {
  const create = useCreateDuel();
  const [wager, setWager] = useState('1.00');
  const [seed, setSeed] = useState('');
  const [locked, setLocked] = useState(true);
  const invalid = wagerProblem(wager) !== null;
  const submit = () => {
    if (invalid || create.isPending) return;
    create.mutate(
      { wager, ...(seed.trim() ? { seed: seed.trim() } : {}), locked },
      { onSuccess: () => setSeed(''), onError: (error) => showPlayError('duels', error) },
    );
  };
  useSpaceKey(submit, { enabled: enabled && !invalid });
  return (
    <>
      <h2 className="text-base font-bold">Create a duel</h2>
      <WagerInput value={wager} onChange={setWager} disabled={create.isPending} />
      <TextField
        label="Pot"
        readOnly
        value={invalid ? '—' : addAmounts(wager, wager)}
        className="tabular"
        hint="Twice your play: the winner takes it all."
      />
      <DuelSeedField
        value={seed}
        onChange={setSeed}
        hint="Committed by its hash now, revealed when the duel ends."
      />
      <CheckboxField
        label="Lock my seed and open the duel to others"
        checked={locked}
        onChange={(e) => setLocked(e.target.checked)}
      />
      <PlayButton
        label="Create duel"
        pending={create.isPending}
        disabled={invalid}
        onPlay={submit}
        testId="duel-create"
      />
    </>
  );
}

function ActiveDuelPanel({ duel, viewerId }: { duel: DuelView; viewerId: string | null }) {
  const location = useLocation();
  return (
    <>
      <div className="flex items-center gap-2">
        <h2 className="mr-auto text-base font-bold">Your duel #{duel.id}</h2>
        <Link
          to={duelHref(location.pathname, location.search, duel.id)}
          className="inline-flex h-10 items-center text-sm font-semibold text-accent hover:underline"
        >
          Details
        </Link>
      </div>
      <DuelActions duel={duel} viewerId={viewerId} hasActive spaceRolls />
    </>
  );
}

function StageDuel({ duel, viewerId }: { duel: DuelView; viewerId: string | null }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3">
      <p className="tabular text-center text-xs font-semibold tracking-widest text-text-muted uppercase">
        Duel #{duel.id} · {duel.status === 'open' ? 'open' : duel.status}
      </p>
      <DuelArena key={duel.id} duel={duel} viewerId={viewerId} />
    </div>
  );
}

function StageIntro() {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <div className="flex items-center gap-3" aria-hidden="true">
        <Die face={5} className="size-12 -rotate-12 sm:size-16" />
        <Die face={3} className="size-12 rotate-6 sm:size-16" />
        <span className="px-2 text-lg font-black text-text-muted">VS</span>
        <Die face={6} className="size-12 -rotate-6 sm:size-16" tone="win" />
        <Die face={2} className="size-12 rotate-12 sm:size-16" tone="win" />
      </div>
      <div>
        <p className="text-xl font-extrabold">Two dice each. Higher total takes the pot.</p>
        <p className="mt-1 text-sm text-text-muted">
          Create a duel or join one below. Both seeds are shown when it ends, so either player can check it.
        </p>
      </div>
    </div>
  );
}
