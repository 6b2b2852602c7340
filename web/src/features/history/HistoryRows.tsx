import type { BetHistoryRow } from '@casino/contract';
import * as Tooltip from '@radix-ui/react-tooltip';
import clsx from 'clsx';
import { EyeOff } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { isHeld, useHeldPlays } from '../../house-games/held-plays';
import { formatMultiplier, shortAmount } from '../../lib/amounts';
import { CoinIcon } from '../../ui/CoinIcon';
import { Skeleton } from '../../ui/Skeleton';
import { GameBadge } from './GameBadge';
import { canOpen } from './links';
import { ownIds } from './live';
import { PlayerName } from './PlayerName';
import { useOpenRow } from './use-open-row';

export const EMPTY_TEXT = 'Hmm... Nothing to see here.';
const PRIVATE_TEXT = 'User has enabled private mode';

export interface HistoryRowsProps {
  rows: BetHistoryRow[] | undefined;
  loading: boolean;
  /** The signed-in player's id, to open their own hidden rows. */
  viewerId: string | null;
  /** The per-game table leaves out the game and the player (they are always the same). */
  compact?: boolean;
  label: string;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The rows of any history list: Game, ID, Username, Time, Play, Multiplier, Result (spec §2). */
export function HistoryRows({ rows, loading, viewerId, compact = false, label }: HistoryRowsProps) {
  // The player's own plays still animating on screen wait for their reveal (see house-games/held-plays.ts).
  useHeldPlays();
  const shown = rows?.filter((row) => !isHeld(row.id));
  // Rows of the first filled render stay put; rows arriving after it slide in.
  const ready = !loading && rows !== undefined;
  const settled = useRef(false);
  useEffect(() => {
    if (ready) settled.current = true;
  }, [ready]);

  if (loading || !shown)
    return (
      <div className="flex flex-col gap-2 py-2" aria-busy="true" role="status" aria-label="Loading plays">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  if (shown.length === 0)
    return (
      <p className="py-10 text-center text-text-muted" data-testid="history-empty">
        {EMPTY_TEXT}
      </p>
    );

  return (
    <Tooltip.Provider delayDuration={150}>
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label={label}>
        <thead>
          <tr className="text-left text-xs font-medium text-text-muted">
            {!compact && <th className="px-3 py-2 font-medium">Game</th>}
            <th className={clsx('px-3 py-2 font-medium', compact ? 'table-cell' : 'hidden md:table-cell')}>
              ID
            </th>
            {!compact && <th className="hidden px-3 py-2 font-medium sm:table-cell">Username</th>}
            <th className="hidden px-3 py-2 font-medium lg:table-cell">Time</th>
            <th className="hidden px-3 py-2 text-right font-medium sm:table-cell">Play</th>
            <th className="px-3 py-2 text-right font-medium">Multiplier</th>
            <th className="px-3 py-2 text-right font-medium">Result</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <HistoryRow
              key={row.id}
              row={row}
              viewerId={viewerId}
              compact={compact}
              animateIn={settled.current}
            />
          ))}
        </tbody>
      </table>
    </Tooltip.Provider>
  );
}

function HistoryRow({
  row,
  viewerId,
  compact,
  animateIn,
}: {
  row: BetHistoryRow;
  viewerId: string | null;
  compact: boolean;
  animateIn: boolean;
}) {
  const ref = useRef<HTMLTableRowElement>(null);
  const open = useOpenRow();
  const openable = canOpen(row, viewerId, ownIds);
  const profit = Number(row.profit);

  // A live row slides in; rows present when the table appears do not.
  useLayoutEffect(() => {
    if (!animateIn || !ref.current?.animate) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    ref.current.animate(
      [
        { opacity: 0, transform: 'translateY(-8px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 220, easing: 'ease-out' },
    );
  }, [animateIn]);

  const onKey = (e: KeyboardEvent) => {
    if (openable && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      open.run(row);
    }
  };
  const cell = 'border-t border-line px-3 py-2.5 align-middle';

  return (
    <tr
      ref={ref}
      data-testid="history-row"
      data-bet-id={row.id}
      data-game={row.game}
      tabIndex={openable ? 0 : undefined}
      aria-label={openable ? `Open ${row.game_name} play ${row.id}` : undefined}
      onClick={openable ? () => open.run(row) : undefined}
      onKeyDown={onKey}
      className={clsx(
        'transition-colors duration-150',
        openable && 'cursor-pointer hover:bg-surface-2/70 focus-visible:bg-surface-2/70',
      )}
    >
      {!compact && (
        <td className={cell}>
          <GameBadge game={row.game} name={row.game_name} />
          <span className="mt-0.5 block max-w-40 truncate pl-9 text-xs text-text-muted sm:hidden">
            {row.user ? <PlayerName username={row.user.username} /> : 'Hidden'}
          </span>
        </td>
      )}
      <td className={clsx(cell, 'tabular truncate text-text-muted', !compact && 'hidden md:table-cell')}>
        {row.id}
      </td>
      {!compact && (
        <td className={clsx(cell, 'hidden max-w-40 truncate sm:table-cell')}>
          {row.user ? (
            <PlayerName username={row.user.username} />
          ) : (
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <span
                  className="inline-flex items-center gap-1.5 text-text-muted"
                  data-testid="history-hidden-user"
                >
                  <EyeOff size={14} aria-hidden="true" /> Hidden
                  <span className="sr-only">: {PRIVATE_TEXT}</span>
                </span>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={6}
                  className="z-50 rounded-md border border-line bg-surface-1 px-2.5 py-1.5 text-xs shadow-xl"
                >
                  {PRIVATE_TEXT}
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          )}
        </td>
      )}
      <td className={clsx(cell, 'tabular hidden text-text-muted lg:table-cell')} title={row.timestamp}>
        {time(row.timestamp)}
      </td>
      <td className={clsx(cell, 'tabular hidden text-right sm:table-cell')}>
        <span className="inline-flex items-center justify-end gap-1.5">
          {shortAmount(row.wager)}
          <CoinIcon coin={row.game_mode} size={14} />
        </span>
      </td>
      <td
        className={clsx(
          cell,
          'tabular text-right',
          Number(row.multiplier) > 0 ? 'text-text' : 'text-text-muted',
        )}
      >
        {formatMultiplier(row.multiplier)}
      </td>
      <td
        className={clsx(
          cell,
          'tabular text-right font-semibold',
          profit > 0 ? 'text-win' : profit < 0 ? 'text-loss' : 'text-text-muted',
        )}
      >
        <span className="inline-flex items-center justify-end gap-1.5">
          {profit > 0 ? '+' : ''}
          {shortAmount(row.profit)}
          <CoinIcon coin={row.game_mode} size={14} />
        </span>
      </td>
    </tr>
  );
}
