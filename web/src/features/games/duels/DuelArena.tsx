import type { DuelView } from '@casino/contract';
import clsx from 'clsx';
import { Crown, Lock, LockOpen, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { playCue } from '../sound';
import { Die } from './Die';
import { resultText, sideOf } from './duel-state';

/** How long the dice tumble before they show the result (DESIGN.md: results within 1 s). */
export const ROLL_MS = 900;

/**
 * Rolls the dice when a duel this view shows turns finished: faces tumble for ROLL_MS, then the result
 * shows and the player hears it. A duel that was already finished when it appeared shows at once.
 */
function useRoll(duel: DuelView, viewerId: string | null) {
  const status = duel.status;
  const previous = useRef(duel.status);
  const latest = useRef({ duel, viewerId });
  latest.current = { duel, viewerId };
  const [rolling, setRolling] = useState(false);
  const [faces, setFaces] = useState<number[]>([1, 1, 1, 1]);
  // Only the status starts a roll: later copies of the same finished duel must not restart it.
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== 'finished' || was === 'finished') return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const land = () => {
      setRolling(false);
      const { duel: ended, viewerId: viewer } = latest.current;
      const side = sideOf(ended, viewer);
      if (side) playCue(ended.winner === side ? 'win' : ended.winner === 'draw' ? 'tick' : 'loss');
    };
    if (reduced) return land();
    setRolling(true);
    playCue('tick');
    const tumble = setInterval(
      () => setFaces(Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * 6))),
      80,
    );
    const stop = setTimeout(() => {
      clearInterval(tumble);
      land();
    }, ROLL_MS);
    return () => {
      clearInterval(tumble);
      clearTimeout(stop);
    };
  }, [status]);
  return { rolling, faces };
}

/** One duel: host against guest, each with two dice and a total, the pot between them. */
export function DuelArena({ duel, viewerId }: { duel: DuelView; viewerId: string | null }) {
  const { rolling, faces } = useRoll(duel, viewerId);
  const shown = duel.status === 'finished' && !rolling;
  const mySide = sideOf(duel, viewerId);
  const tone = (side: 'host' | 'guest') => {
    if (!shown) return 'neutral' as const;
    if (duel.winner === 'draw') return 'draw' as const;
    return duel.winner === side ? ('win' as const) : ('loss' as const);
  };
  const text = shown || duel.status === 'cancelled' ? resultText(duel, viewerId) : '';

  return (
    <div
      className="flex flex-col items-center gap-4"
      data-testid="duel-arena"
      data-status={duel.status}
      data-duel-id={duel.id}
      data-rolled={shown ? 'true' : 'false'}
    >
      <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-2 sm:gap-6">
        <SideView
          label="Host"
          person={duel.user}
          you={mySide === 'host'}
          locked={duel.seeds.host.locked}
          result={duel.host_result}
          faces={rolling ? [faces[0], faces[1]] : null}
          rolling={rolling}
          tone={tone('host')}
          shown={shown}
          testId="duel-host"
        />
        <div className="flex flex-col items-center gap-1 text-center">
          <span className="text-xs font-semibold tracking-widest text-text-muted uppercase">Pot</span>
          <span className="tabular flex items-center gap-1.5 text-lg font-extrabold sm:text-2xl">
            <CoinIcon coin={duel.game_mode} size={20} />
            {formatCoins(duel.pot)}
          </span>
          <span className="grid size-10 place-items-center rounded-full bg-surface-2 text-sm font-black text-text-muted">
            VS
          </span>
        </div>
        <SideView
          label="Guest"
          person={duel.joiner}
          you={mySide === 'guest'}
          locked={duel.seeds.guest?.locked ?? false}
          result={duel.guest_result}
          faces={rolling ? [faces[2], faces[3]] : null}
          rolling={rolling}
          tone={tone('guest')}
          shown={shown}
          empty={duel.joiner ? null : duel.status === 'open' ? 'Waiting for an opponent…' : 'No opponent'}
          testId="duel-guest"
        />
      </div>
      <p
        aria-live="polite"
        data-testid="duel-result"
        className={clsx(
          'min-h-7 text-center text-lg font-bold transition-opacity duration-200',
          text ? 'opacity-100' : 'opacity-0',
          mySide && duel.winner === mySide
            ? 'text-win'
            : mySide && duel.winner && duel.winner !== 'draw'
              ? 'text-loss'
              : 'text-text',
        )}
      >
        {text}
      </p>
    </div>
  );
}

function SideView({
  label,
  person,
  you,
  locked,
  result,
  faces,
  rolling,
  tone,
  shown,
  empty = null,
  testId,
}: {
  label: string;
  person: DuelView['user'];
  you: boolean;
  locked: boolean;
  result: DuelView['host_result'];
  faces: (number | undefined)[] | null;
  rolling: boolean;
  tone: 'neutral' | 'win' | 'loss' | 'draw';
  shown: boolean;
  /** What the side shows while nobody sits there. */
  empty?: string | null;
  testId: string;
}) {
  const first = faces ? (faces[0] ?? 1) : shown ? (result?.first ?? null) : null;
  const second = faces ? (faces[1] ?? 1) : shown ? (result?.second ?? null) : null;
  return (
    <div
      data-testid={testId}
      className={clsx(
        'flex min-w-0 flex-col items-center gap-3 rounded-xl border p-3 transition-colors duration-200 sm:p-4',
        tone === 'win'
          ? 'border-win bg-win/10'
          : tone === 'draw'
            ? 'border-gc/60 bg-gc/5'
            : 'border-line bg-surface-1/60',
      )}
    >
      <div className="flex w-full min-w-0 flex-col items-center gap-0.5 text-center">
        <span className="text-[11px] font-semibold tracking-widest text-text-muted uppercase">
          {label}
          {you && <span className="text-accent"> · you</span>}
        </span>
        {empty ? (
          <span className={clsx('text-sm text-text-muted', empty.endsWith('…') && 'animate-pulse')}>
            {empty}
          </span>
        ) : (
          <span className="flex max-w-full items-center gap-1 truncate font-semibold">
            {tone === 'win' ? (
              <Crown size={14} className="shrink-0 text-gc" />
            ) : (
              <UserRound size={14} className="shrink-0 text-text-muted" />
            )}
            <span className="truncate">{person ? (person.username ?? 'Hidden') : '—'}</span>
          </span>
        )}
        {!empty && (
          <span className="flex items-center gap-1 text-[11px] text-text-muted">
            {locked ? <Lock size={11} /> : <LockOpen size={11} />}
            {locked ? 'Seed locked' : 'Seed open'}
          </span>
        )}
      </div>
      <div className="flex gap-2">
        <Die face={first} rolling={rolling} tone={tone} className="size-10 sm:size-14" />
        <Die face={second} rolling={rolling} tone={tone} className="size-10 sm:size-14" />
      </div>
      <span
        className={clsx(
          'tabular text-3xl font-black transition-opacity duration-200',
          shown ? 'opacity-100' : 'opacity-30',
        )}
        data-testid={`${testId}-total`}
      >
        {shown && result ? result.total : '–'}
      </span>
    </div>
  );
}
