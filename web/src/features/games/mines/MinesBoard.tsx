import clsx from 'clsx';
import { type KeyboardEvent, useRef, useState } from 'react';
import { moveFocus } from '../step/grid-focus';
import { GemArt, MineArt } from './art';
import { MINES_COLUMNS, MINES_TILES, type MinesState, type TileLook, tileLook } from './mines-board';

const LABELS: Record<TileLook, string> = {
  hidden: 'hidden',
  gem: 'gem',
  hit: 'mine, hit',
  mine: 'mine',
  'gem-unpicked': 'gem, not picked',
};

/**
 * The 5×5 board. Each tile is a button: click, Enter or space reveals it (or, on the Auto tab, picks it
 * for auto-play); arrow keys move between tiles with one tab stop for the whole board.
 */
export function MinesBoard({
  state,
  canReveal,
  pendingTile,
  selecting,
  selected,
  onTile,
}: {
  state: MinesState | null;
  /** A game is in progress and no call is pending. */
  canReveal: boolean;
  /** The tile whose reveal is on its way (it pulses). */
  pendingTile: number | null;
  /** The Auto tab with no game in progress: tiles toggle the auto-play selection. */
  selecting: boolean;
  selected: readonly number[];
  onTile(tile: number): void;
}) {
  const [focus, setFocus] = useState(12);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = moveFocus(focus, e.key, MINES_COLUMNS, MINES_TILES);
    if (next === null) return;
    e.preventDefault();
    setFocus(next);
    tiles.current[next]?.focus();
  };

  return (
    <fieldset
      aria-label="Mines board"
      onKeyDown={onKeyDown}
      className="m-0 grid w-full min-w-0 max-w-[min(100%,440px)] grid-cols-5 border-0 p-0 gap-2 sm:gap-2.5"
      data-testid="mines-board"
    >
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const look = tileLook(tile, state);
        const hidden = look === 'hidden';
        const picked = hidden && selected.includes(tile);
        const enabled = selecting || (canReveal && hidden);
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the tile number is the tile
            key={tile}
            ref={(el) => {
              tiles.current[tile] = el;
            }}
            type="button"
            tabIndex={tile === focus ? 0 : -1}
            onFocus={() => setFocus(tile)}
            onClick={() => enabled && onTile(tile)}
            aria-disabled={!enabled}
            aria-pressed={selecting ? picked : undefined}
            aria-label={`Tile ${tile + 1}, ${picked ? 'picked for auto-play' : LABELS[look]}`}
            data-look={look}
            data-testid={`tile-${tile}`}
            className={clsx(
              'relative aspect-square min-h-10 rounded-tile transition-[translate,background-color,box-shadow] duration-200 ease-out',
              hidden &&
                'border-b-4 border-[#16283a] bg-gradient-to-b from-[#2c4762] to-[#223a52] shadow-[inset_0_1px_0_rgba(255,255,255,0.08)]',
              hidden &&
                enabled &&
                'cursor-pointer hover:-translate-y-0.5 hover:from-[#36587a] active:translate-y-0',
              hidden && !enabled && !picked && 'cursor-default',
              picked && 'border-accent from-[#1b5a40] to-[#15473a] ring-2 ring-accent',
              pendingTile === tile && 'animate-pulse',
              look === 'gem' && 'bg-[#0f2a22] ring-1 ring-win/40',
              look === 'hit' && 'bg-loss/25 ring-2 ring-loss',
              (look === 'mine' || look === 'gem-unpicked') && 'bg-surface-0/70',
            )}
          >
            {!hidden && (
              <span
                className={clsx(
                  'absolute inset-[14%] grid place-items-center transition-all duration-300 ease-out starting:scale-0 starting:rotate-12 starting:opacity-0',
                  (look === 'mine' || look === 'gem-unpicked') && 'scale-75 opacity-40',
                )}
              >
                {look === 'gem' || look === 'gem-unpicked' ? (
                  <GemArt className="size-full drop-shadow-[0_4px_10px_rgba(31,209,122,0.45)]" />
                ) : (
                  <MineArt className="size-full drop-shadow-[0_4px_10px_rgba(255,90,106,0.45)]" />
                )}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
