import type { DuelView } from '@casino/contract';
import { Dices, Lock, LogIn, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLoggedIn } from '../../../api/session';
import { useTab } from '../../../navigation/use-tab';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { useSpaceKey } from '../use-space-key';
import { joinedSeenAt, useCancelDuel, useDuelSeed, useFinishDuel, useJoinDuel } from './api';
import { DuelSeedField } from './DuelSeedField';
import { finishState, sideOf } from './duel-state';

const failed = (error: Error) => toast.error('Uh-oh', error.message);

/**
 * What the viewer can do with a duel now: join it (with an optional seed), change or lock their seed,
 * roll it, or take it back while nobody has joined. Space rolls when rolling is what comes next.
 */
export function DuelActions({
  duel,
  viewerId,
  hasActive,
  spaceRolls = false,
}: {
  duel: DuelView;
  viewerId: string | null;
  /** The viewer already has a duel in progress (they cannot join another). */
  hasActive: boolean;
  spaceRolls?: boolean;
}) {
  const loggedIn = useLoggedIn();
  const { open } = useTab();
  const side = sideOf(duel, viewerId);
  const join = useJoinDuel();
  const finish = useFinishDuel();
  const cancel = useCancelDuel();
  const [now, setNow] = useState(Date.now());
  const gate = finishState(duel, viewerId, joinedSeenAt.get(duel.id) ?? null, now);

  // Counts the host's wait for the guest's seed down once a second.
  useEffect(() => {
    if (gate.waitMs <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [gate.waitMs]);

  const roll = () => {
    if (gate.can && !finish.isPending) finish.mutate(duel.id, { onError: failed });
  };
  useSpaceKey(roll, { enabled: spaceRolls && gate.can });

  if (duel.status === 'finished' || duel.status === 'cancelled') return null;

  if (!side) {
    if (!duel.joinable) return <p className="text-sm text-text-muted">This duel is not open to join.</p>;
    if (!loggedIn)
      return (
        <Button className="w-full" size="lg" onClick={() => open('login')}>
          <LogIn size={18} /> Log in to join
        </Button>
      );
    return (
      <JoinForm
        duel={duel}
        disabled={hasActive}
        pending={join.isPending}
        onJoin={(seed) => join.mutate({ id: duel.id, ...(seed ? { seed } : {}) }, { onError: failed })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <SeedControls duel={duel} side={side} />
      {duel.status === 'joined' && (
        <>
          <Button
            size="lg"
            className="w-full"
            pending={finish.isPending}
            disabled={!gate.can}
            onClick={roll}
            data-testid="duel-roll"
          >
            <Dices size={18} /> Roll the dice
          </Button>
          {!gate.can && gate.reason && (
            <p className="text-center text-xs text-text-muted" role="status">
              {gate.reason}
              {gate.waitMs > 0 && ` You can roll anyway in ${Math.ceil(gate.waitMs / 1000)} s.`}
            </p>
          )}
        </>
      )}
      {duel.status === 'open' && side === 'host' && (
        <>
          <p className="text-center text-sm text-text-muted" role="status">
            {duel.joinable ? 'Waiting for someone to join…' : 'Lock your seed to open the duel to others.'}
          </p>
          <Button
            variant="danger"
            className="w-full"
            pending={cancel.isPending}
            onClick={() => cancel.mutate(duel.id, { onError: failed })}
            data-testid="duel-cancel"
          >
            <X size={16} /> Cancel duel
          </Button>
        </>
      )}
    </div>
  );
}

function JoinForm({
  duel,
  disabled,
  pending,
  onJoin,
}: {
  duel: DuelView;
  disabled: boolean;
  pending: boolean;
  onJoin(seed: string): void;
}) {
  const [seed, setSeed] = useState('');
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onJoin(seed.trim());
      }}
    >
      <DuelSeedField
        value={seed}
        onChange={setSeed}
        hint="Leave it empty for a random one. You can change it until you lock it or roll."
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        disabled={disabled}
        data-testid="duel-join"
      >
        Join for {duel.wager} {duel.game_mode}
      </Button>
      {disabled && (
        <p className="text-center text-xs text-text-muted">
          You already have a duel in progress. Finish it first.
        </p>
      )}
    </form>
  );
}

/** A side's own seed: the guest sees theirs; the host's stays a hash to everyone until the end. */
function SeedControls({ duel, side }: { duel: DuelView; side: 'host' | 'guest' }) {
  const update = useDuelSeed();
  const locked =
    side === 'host' ? duel.seeds.host.locked || duel.status !== 'open' : (duel.seeds.guest?.locked ?? false);
  const [seed, setSeed] = useState('');
  if (locked)
    return (
      <p className="flex items-center justify-center gap-1.5 text-xs text-text-muted">
        <Lock size={12} /> Your seed is locked.
      </p>
    );
  const save = (lock: boolean) =>
    update.mutate(
      { id: duel.id, ...(seed.trim() ? { seed: seed.trim() } : {}), locked: lock },
      { onError: failed, onSuccess: () => setSeed('') },
    );
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        save(false);
      }}
    >
      <TextField
        label={
          side === 'guest'
            ? `Your seed: ${duel.seeds.guest?.seed ?? ''}`
            : 'Your seed (kept secret until the end)'
        }
        placeholder="New seed"
        value={seed}
        maxLength={64}
        onChange={(e) => setSeed(e.target.value)}
        className="font-mono text-xs"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" variant="secondary" pending={update.isPending} disabled={!seed.trim()}>
          Change
        </Button>
        <Button
          variant="secondary"
          pending={update.isPending}
          onClick={() => save(true)}
          data-testid="duel-lock"
        >
          <Lock size={14} /> Lock
        </Button>
      </div>
    </form>
  );
}
