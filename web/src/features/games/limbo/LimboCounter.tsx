import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { countUpMs, countUpValue, formatResult } from './limbo-inputs';

export interface LimboDraw {
  id: string;
  result: number;
  target: number;
  win: boolean;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The big result multiplier: counts up from 1.00× to the drawn value, then turns green (reached the
 * target) or red. A new draw restarts it; `fast` (auto-play) halves the count.
 */
export function LimboCounter({
  draw,
  fast,
  onDone,
}: {
  draw: LimboDraw | null;
  fast: boolean;
  onDone(draw: LimboDraw): void;
}) {
  const [value, setValue] = useState(1);
  const [settled, setSettled] = useState(true);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!draw) return;
    const duration = reducedMotion() ? 0 : countUpMs(draw.result) / (fast ? 2 : 1);
    const start = performance.now();
    let frame = 0;
    setSettled(false);
    const step = (now: number) => {
      const t = duration === 0 ? 1 : (now - start) / duration;
      setValue(countUpValue(draw.result, t));
      if (t < 1) frame = requestAnimationFrame(step);
      else {
        setSettled(true);
        done.current(draw);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [draw, fast]);

  const state = !draw ? 'idle' : !settled ? 'counting' : draw.win ? 'win' : 'loss';
  const text = formatResult(draw ? value : 1);
  // Long results (past 100,000×) step down a size so they fit a phone.
  const long = formatResult(draw?.result ?? 1).length > 8;
  return (
    <div className="flex flex-col items-center gap-2">
      <output
        data-testid="limbo-result"
        data-state={state}
        className={clsx(
          'tabular font-extrabold tracking-tight transition-[color,transform,text-shadow] duration-200',
          long ? 'text-4xl sm:text-5xl md:text-6xl' : 'text-6xl sm:text-7xl md:text-8xl',
          state === 'win' && 'scale-105 text-win [text-shadow:0_0_32px_rgb(31_209_122/0.45)]',
          state === 'loss' && 'text-loss',
          (state === 'idle' || state === 'counting') && 'text-text',
        )}
      >
        {text}
      </output>
      <p className="tabular h-5 text-sm text-text-muted">
        {state === 'win' && `Reached ${formatResult(draw?.target ?? 0)}`}
        {state === 'loss' && `Needed ${formatResult(draw?.target ?? 0)}`}
        {state === 'idle' && 'Set a target and play'}
      </p>
    </div>
  );
}
