import { KENO_SQUARES } from '@casino/fairness';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { moveFocus, type SquareState, squareState } from './keno-board';

const SQUARES = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);

const LOOK: Record<SquareState, string> = {
  open: 'bg-surface-2 text-text hover:bg-line shadow-[inset_0_-4px_0_rgb(0_0_0/0.25)]',
  picked: 'bg-violet-500 text-white shadow-[inset_0_-4px_0_rgb(0_0_0/0.25)] hover:bg-violet-400',
  hit: 'bg-win text-surface-0 scale-105 shadow-[0_0_18px_rgb(31_209_122/0.55)]',
  drawn: 'bg-surface-0 text-loss',
};

function Gem() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="absolute inset-0 m-auto size-[70%] opacity-30">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" />
      <path d="M2 9h20M9 3l3 6 3-6M12 21 9 9h6z" stroke="#0e1a24" strokeWidth="1" fill="none" />
    </svg>
  );
}

const STATE_WORDS: Record<SquareState, string> = {
  open: '',
  picked: ', picked',
  hit: ', hit',
  drawn: ', drawn',
};

/**
 * The 8 × 5 board: click or press Enter / space on a square to pick it, arrow keys move between
 * squares (one tab stop for the whole board). Drawn squares turn over as `revealed` grows.
 */
export function KenoBoard({
  picks,
  drawn,
  revealed,
  locked,
  onToggle,
}: {
  picks: readonly number[];
  drawn: readonly number[];
  revealed: number;
  locked: boolean;
  onToggle(square: number): void;
}) {
  const [focus, setFocus] = useState(1);
  const squares = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <fieldset
      aria-label="Keno board, 40 squares"
      data-testid="keno-board"
      className="m-0 grid w-full min-w-0 max-w-[640px] grid-cols-8 gap-[3px] border-0 p-0 sm:gap-2"
      onKeyDown={(e) => {
        const next = moveFocus(focus, e.key);
        if (next === focus) return;
        e.preventDefault();
        setFocus(next);
        squares.current[next - 1]?.focus();
      }}
    >
      {SQUARES.map((square) => {
        const state = squareState(square, picks, drawn, revealed);
        return (
          <button
            key={square}
            ref={(el) => {
              squares.current[square - 1] = el;
            }}
            type="button"
            tabIndex={square === focus ? 0 : -1}
            aria-pressed={picks.includes(square)}
            aria-label={`${square}${STATE_WORDS[state]}`}
            aria-disabled={locked || undefined}
            data-state={state}
            onFocus={() => setFocus(square)}
            onClick={() => !locked && onToggle(square)}
            className={clsx(
              'tabular relative grid aspect-square min-h-10 place-items-center rounded-[10px] text-sm font-extrabold transition-[transform,background-color,color,box-shadow] duration-200 sm:text-lg',
              LOOK[state],
              locked && state === 'open' && 'cursor-not-allowed',
            )}
          >
            {state === 'hit' && <Gem />}
            <span className="relative">{square}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
