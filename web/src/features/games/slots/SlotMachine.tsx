import type { SlotSymbol } from '@casino/fairness';
import clsx from 'clsx';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { playCue } from '../sound';
import { freeSpinAt, planStop, reelAt, type StopPlan, visibleSymbols, wrap } from './reels';
import { SYMBOL_NAMES, SymbolArt } from './symbols';

export interface SlotMachineHandle {
  /** Starts all three reels at once (before the server has answered). */
  spin(): void;
  /** Brings the reels to rest on these stops, left to right; resolves once the last one stops. */
  land(stops: readonly number[]): Promise<void>;
}

type Reel =
  | { mode: 'rest'; at: number }
  | { mode: 'free'; from: number; startAt: number }
  | { mode: 'stop'; plan: StopPlan };

/** Each reel spins at least this long, and the next stops this much later (all at rest within 1 s). */
const MIN_SPIN_MS = 250;
const REEL_GAP_MS = 200;
const DECEL_MS = 420;
/** Initial view: three sevens on the line. */
const START = [12, 25, 12];

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function positionOf(reel: Reel, now: number): number {
  if (reel.mode === 'rest') return reel.at;
  if (reel.mode === 'free') return freeSpinAt(reel.from, reel.startAt, now);
  return reelAt(reel.plan, now);
}

function ReelView({
  index,
  position,
  fast,
  lit,
}: {
  index: number;
  position: number;
  fast: boolean;
  lit: boolean;
}) {
  const onLine = visibleSymbols(index, position).find((s) => Math.abs(s.offset) < 0.5)?.symbol as SlotSymbol;
  return (
    <svg
      viewBox="0 0 100 300"
      className="block h-auto w-full"
      role="img"
      aria-label={fast ? `Reel ${index + 1} spinning` : `Reel ${index + 1}: ${SYMBOL_NAMES[onLine]}`}
      data-testid={`slots-reel-${index + 1}`}
      data-symbol={fast ? '' : onLine}
    >
      {lit && (
        <rect
          x="4"
          y="104"
          width="92"
          height="92"
          rx="12"
          fill="#f4c542"
          opacity="0.16"
          stroke="#f4c542"
          strokeWidth="3"
        >
          <animate attributeName="opacity" values="0.1;0.3;0.1" dur="0.9s" repeatCount="indefinite" />
        </rect>
      )}
      <g filter={fast ? 'url(#slot-blur)' : undefined}>
        {visibleSymbols(index, position).map(({ symbol, offset, index: at }) => (
          <SymbolArt key={at} symbol={symbol} x={12} y={112 + offset * 100} size={76} />
        ))}
      </g>
    </svg>
  );
}

/**
 * Three reels behind a window of three rows, the payline through the middle. The reels spin as soon
 * as the player spins and stop one by one on the server's stops; the paying symbols light up.
 */
export function SlotMachine({ winning, ref }: { winning: boolean[] | null; ref: Ref<SlotMachineHandle> }) {
  const reels = useRef<Reel[]>(START.map((at) => ({ mode: 'rest', at })));
  const [now, setNow] = useState(0);
  const frame = useRef(0);
  const landed = useRef<(() => void) | null>(null);
  const lastStopAt = useRef(0);
  const clicked = useRef([false, false, false]);

  const tick = useCallback((time: number) => {
    // A click as each reel comes to rest.
    reels.current.forEach((r, i) => {
      if (r.mode === 'stop' && !clicked.current[i] && time >= r.plan.decelAt + r.plan.decelMs) {
        clicked.current[i] = true;
        playCue('tick');
      }
    });
    if (reels.current.every((r) => r.mode === 'stop') && time >= lastStopAt.current) {
      reels.current = reels.current.map((r) => ({ mode: 'rest', at: wrap(positionOf(r, time)) }));
      landed.current?.();
      landed.current = null;
    }
    setNow(time);
    frame.current = reels.current.some((r) => r.mode !== 'rest') ? requestAnimationFrame(tick) : 0;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      spin() {
        if (reducedMotion()) return;
        const start = performance.now();
        reels.current = reels.current.map((r, i) => ({
          mode: 'free',
          from: positionOf(r, start),
          startAt: start + i * 60,
        }));
        if (!frame.current) frame.current = requestAnimationFrame(tick);
      },
      land(stops) {
        const time = performance.now();
        if (reducedMotion() || reels.current.every((r) => r.mode === 'rest')) {
          reels.current = stops.map((at) => ({ mode: 'rest', at }));
          setNow(time);
          return Promise.resolve();
        }
        clicked.current = [false, false, false];
        reels.current = reels.current.map((reel, i) => {
          const from = reel.mode === 'free' ? reel.from : positionOf(reel, time);
          const startAt = reel.mode === 'free' ? reel.startAt : time;
          const decelAt = Math.max(time, startAt + MIN_SPIN_MS) + i * REEL_GAP_MS;
          return { mode: 'stop', plan: planStop(from, startAt, decelAt, DECEL_MS, stops[i] ?? 0) };
        });
        lastStopAt.current = Math.max(
          ...reels.current.map((r) => (r.mode === 'stop' ? r.plan.decelAt + r.plan.decelMs : 0)),
        );
        if (!frame.current) frame.current = requestAnimationFrame(tick);
        return new Promise((resolve) => {
          landed.current = resolve;
        });
      },
    }),
    [tick],
  );

  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const lineLit = winning?.some(Boolean) ?? false;

  return (
    <div className="relative w-full max-w-[440px] rounded-2xl bg-[linear-gradient(160deg,#f4c542,#8a6200_45%,#f4c542)] p-[3px] shadow-[0_20px_60px_rgb(0_0_0/0.45)]">
      <div className="relative rounded-[14px] bg-surface-0 p-2 sm:p-3">
        <div className="relative grid grid-cols-3 gap-2 sm:gap-3">
          {reels.current.map((reel, i) => {
            const moving =
              reel.mode !== 'rest' &&
              (reel.mode === 'free' || now < reel.plan.decelAt + reel.plan.decelMs * 0.55);
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the three reels are fixed
                key={i}
                className="overflow-hidden rounded-xl bg-[linear-gradient(180deg,#0b141c,#1f3347_30%,#2b4560_50%,#1f3347_70%,#0b141c)] shadow-[inset_0_0_18px_rgb(0_0_0/0.6)]"
              >
                <ReelView
                  index={i}
                  position={positionOf(reel, now)}
                  fast={moving}
                  lit={Boolean(winning?.[i])}
                />
              </div>
            );
          })}
          <div
            aria-hidden="true"
            className={clsx(
              'pointer-events-none absolute inset-x-[-6px] top-1/2 h-[3px] -translate-y-1/2 rounded-full transition-[background-color,box-shadow] duration-200',
              lineLit ? 'bg-gc shadow-[0_0_14px_#f4c542]' : 'bg-gc/25',
            )}
          />
          {(['left-[-14px]', 'right-[-14px] rotate-180'] as const).map((side) => (
            <svg
              key={side}
              aria-hidden="true"
              viewBox="0 0 10 14"
              className={clsx('pointer-events-none absolute top-1/2 -mt-[7px] h-3.5 w-2.5', side)}
            >
              <path d="M0 0 L10 7 L0 14 Z" fill={lineLit ? '#f4c542' : '#8a6200'} />
            </svg>
          ))}
        </div>
      </div>
    </div>
  );
}
