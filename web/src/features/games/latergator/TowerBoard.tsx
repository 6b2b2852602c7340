import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatMultiplier } from '../../../lib/amounts';
import { moveFocus } from '../step/grid-focus';
import { EggArt, GatorArt } from './art';
import {
  climbed,
  levelMultipliers,
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  type TowerState,
  type TowerTileLook,
  towerTileLook,
} from './tower-board';

const LABELS: Record<TowerTileLook, string> = {
  idle: 'not reached',
  open: 'pick this tile',
  'picked-safe': 'your pick, safe',
  'picked-trap': 'your pick, gator',
  safe: 'safe',
  trap: 'gator',
  passed: 'passed',
};

/**
 * The tower: nine levels drawn bottom-up, each with its multiplier. Only the level being played takes
 * clicks (Enter or space too; left and right arrows move along it). At the end every level is revealed.
 */
export function TowerBoard({
  difficulty,
  state,
  active,
  canPick,
  pendingTile,
  onPick,
}: {
  difficulty: TowerDifficulty;
  state: TowerState | null;
  /** A game is in progress. */
  active: boolean;
  canPick: boolean;
  pendingTile: number | null;
  onPick(tile: number): void;
}) {
  const { size } = TOWER_DIFFICULTIES[difficulty];
  const ladder = levelMultipliers(difficulty, state);
  const current = state && active ? state.picks.length : -1;
  const reached = state ? climbed(state) : 0;
  const row = useRef<(HTMLButtonElement | null)[]>([]);

  // Moving up a level keeps the keyboard on the board: focus follows to the new level.
  useEffect(() => {
    if (current > 0 && document.activeElement?.closest('[data-tower]')) row.current[0]?.focus();
  }, [current]);

  const onKeyDown = (e: KeyboardEvent, tile: number) => {
    const next = moveFocus(tile, e.key, size, size);
    if (next === null) return;
    e.preventDefault();
    row.current[next]?.focus();
  };

  return (
    <ol
      data-tower
      aria-label="Tower"
      className="flex w-full max-w-[520px] flex-col-reverse gap-1.5 sm:gap-2"
      data-testid="tower-board"
    >
      {Array.from({ length: TOWER_LEVELS }, (_, level) => {
        const isCurrent = level === current;
        const isReached = level < reached;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
            key={level}
            aria-label={`Level ${level + 1}, pays ${formatMultiplier(ladder[level] ?? 0)}`}
            aria-current={isCurrent ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-xl p-1 transition-colors duration-200',
              isCurrent && 'bg-accent/10 ring-1 ring-accent/50',
            )}
          >
            <span
              className={clsx(
                'tabular w-14 shrink-0 text-right text-xs font-bold sm:w-16 sm:text-sm',
                isReached ? 'text-win' : isCurrent ? 'text-text' : 'text-text-muted',
              )}
            >
              {formatMultiplier(ladder[level] ?? 0)}
            </span>
            <div
              className="grid flex-1 gap-1.5 sm:gap-2"
              style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
            >
              {Array.from({ length: size }, (_, tile) => {
                const look = towerTileLook(state, level, tile, active);
                const open = look === 'open';
                const enabled = open && canPick;
                return (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position
                    key={tile}
                    ref={
                      isCurrent
                        ? (el) => {
                            row.current[tile] = el;
                          }
                        : undefined
                    }
                    type="button"
                    tabIndex={isCurrent ? 0 : -1}
                    aria-disabled={!enabled}
                    aria-label={`Level ${level + 1}, tile ${tile + 1}: ${LABELS[look]}`}
                    onClick={() => enabled && onPick(tile)}
                    onKeyDown={isCurrent ? (e) => onKeyDown(e, tile) : undefined}
                    data-look={look}
                    data-testid={isCurrent ? `tower-tile-${tile}` : undefined}
                    className={clsx(
                      'relative h-10 rounded-tile transition-[translate,background-color,box-shadow] duration-200 ease-out sm:h-11',
                      look === 'idle' && 'bg-surface-2/60',
                      look === 'passed' && 'bg-surface-2/40',
                      open &&
                        'border-b-4 border-[#15503a] bg-gradient-to-b from-[#2d7a57] to-[#22664a] hover:-translate-y-0.5 hover:from-[#389368]',
                      open && enabled ? 'cursor-pointer' : 'cursor-default',
                      pendingTile === tile && isCurrent && 'animate-pulse',
                      look === 'picked-safe' && 'bg-[#1f4a36] ring-1 ring-gc/50',
                      look === 'picked-trap' && 'bg-loss/25 ring-2 ring-loss',
                      (look === 'safe' || look === 'trap') && 'bg-surface-0/60',
                    )}
                  >
                    {(look === 'picked-safe' || look === 'safe') && (
                      <EggArt
                        className={clsx(
                          'absolute inset-0 m-auto h-[85%] transition-all duration-300 starting:scale-0 starting:opacity-0',
                          look === 'safe' && 'opacity-35',
                        )}
                      />
                    )}
                    {(look === 'picked-trap' || look === 'trap') && (
                      <GatorArt
                        className={clsx(
                          'absolute inset-0 m-auto h-[85%] transition-all duration-300 starting:scale-0 starting:opacity-0',
                          look === 'trap' && 'opacity-35',
                        )}
                      />
                    )}
                  </button>
                );
              })}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
