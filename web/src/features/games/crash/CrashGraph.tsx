import { type CrashRoundView, crashElapsedFor, crashMultiplierAt } from '@casino/contract';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { formatMultiplier } from '../../../lib/amounts';
import { curvePath, type GraphScale, graphScale, multiplierTicks } from './crash-graph-scale';
import type { ServerClock } from './server-clock';
import { useBettingCountdown } from './use-betting-countdown';
import { useFrame, writeAttribute, writeStyle, writeText } from './use-frame';

/** The drawing box of the curve; the SVG stretches it to the stage, lines keep their width. */
const W = 1000;
const H = 500;

/** Seconds between labels on the time axis, for a given span. */
function secondsStep(span: number): number {
  if (span <= 12) return 2;
  if (span <= 30) return 5;
  if (span <= 90) return 15;
  return 30;
}

/** Seconds of the round drawn so far: 0 while betting, the clock while running, the crash at the end. */
function elapsedSeconds(round: CrashRoundView, now: number): number {
  if (round.status === 'betting' || !round.started_at) return 0;
  if (round.status === 'crashed' && round.crash_point)
    return crashElapsedFor(Number(round.crash_point), round.growth) / 1000;
  return Math.max(0, now - Date.parse(round.started_at)) / 1000;
}

/**
 * The live graph: the rising curve drawn from the round's start by the server's clock on every frame
 * (ticks from the server correct the clock, not the curve), the multiplier big in the middle, the
 * betting countdown before, and "Crashed at X×" in red after. Axes rescale as the round climbs.
 */
export function CrashGraph({
  round,
  clock,
  cashedOutAt,
}: {
  round: CrashRoundView | null;
  clock: ServerClock;
  /** My cash-out in this round, marked on the graph. */
  cashedOutAt: number | null;
}) {
  const line = useRef<SVGPathElement>(null);
  const area = useRef<SVGPathElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const big = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<GraphScale>(() => graphScale(0, 1));
  const shown = useRef(scale);
  shown.current = scale;

  useFrame(() => {
    if (!round) return;
    const t = elapsedSeconds(round, clock.now());
    if (round.status === 'running' && big.current)
      writeText(big.current, formatMultiplier(crashMultiplierAt(t * 1000, round.growth)));
    const next = graphScale(t, Math.exp(round.growth * t));
    const current = shown.current;
    if (next.seconds > current.seconds * 1.01 || next.top > current.top * 1.01 || t === 0) {
      if (next.seconds !== current.seconds || next.top !== current.top) {
        shown.current = next;
        setScale(next);
      }
    }
    const path = curvePath(t, round.growth, shown.current, W, H);
    if (line.current) writeAttribute(line.current, 'd', path.line);
    if (area.current) writeAttribute(area.current, 'd', path.area);
    if (head.current) {
      writeStyle(head.current, 'left', `${(path.head.x / W) * 100}%`);
      writeStyle(head.current, 'top', `${(path.head.y / H) * 100}%`);
    }
  }, round?.status === 'running');
  const betting = round?.status === 'betting';
  useBettingCountdown(betting ? round.id : null, betting ? round.betting_ends_at : null, clock, big, bar);

  const status = round?.status ?? null;
  const crashed = status === 'crashed';
  const yOf = (m: number) => `${(1 - (m - 1) / (scale.top - 1)) * 100}%`;
  const step = secondsStep(scale.seconds);
  const seconds = Array.from({ length: Math.floor(scale.seconds / step) }, (_, i) => (i + 1) * step);

  return (
    <div
      className="relative h-full w-full select-none"
      data-testid="crash-graph"
      data-status={status ?? 'none'}
    >
      {/* The plot area leaves room for the axis labels at the left and bottom. */}
      <div className="absolute top-3 right-4 bottom-7 left-12">
        {multiplierTicks(scale.top).map((m) => (
          <div
            key={m}
            className="absolute inset-x-0 border-t border-dashed border-white/5"
            style={{ top: yOf(m) }}
          >
            <span className="tabular absolute -top-2 -left-12 w-10 text-right text-[11px] text-text-muted">
              {m.toFixed(m < 10 ? 1 : 0)}×
            </span>
          </div>
        ))}
        {seconds.map((s) => (
          <span
            key={s}
            className="tabular absolute -bottom-6 -translate-x-1/2 text-[11px] text-text-muted"
            style={{ left: `${(s / scale.seconds) * 100}%` }}
          >
            {s}s
          </span>
        ))}
        <div className="absolute inset-0 border-b border-l border-line" />
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className={clsx(
            'absolute inset-0 h-full w-full overflow-visible',
            status === 'betting' && 'opacity-0',
          )}
          aria-hidden="true"
        >
          <defs>
            <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={crashed ? '#ff5a6a' : '#1fd17a'} stopOpacity="0.35" />
              <stop offset="1" stopColor={crashed ? '#ff5a6a' : '#1fd17a'} stopOpacity="0" />
            </linearGradient>
          </defs>
          <path ref={area} fill="url(#crash-fill)" />
          <path
            ref={line}
            fill="none"
            stroke={crashed ? '#ff5a6a' : '#1fd17a'}
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {cashedOutAt !== null && cashedOutAt <= scale.top && status !== 'betting' && (
          <div
            className="absolute inset-x-0 border-t-2 border-dashed border-gc/60"
            style={{ top: yOf(cashedOutAt) }}
            data-testid="crash-my-line"
          >
            <span className="tabular absolute -top-6 right-0 rounded bg-gc/20 px-1.5 py-0.5 text-[11px] font-bold text-gc">
              You · {formatMultiplier(cashedOutAt)}
            </span>
          </div>
        )}
        <div
          ref={head}
          className={clsx(
            'absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white',
            crashed ? 'bg-loss shadow-[0_0_16px_#ff5a6a]' : 'bg-accent shadow-[0_0_16px_#1fd17a]',
            status !== 'running' && status !== 'crashed' && 'hidden',
          )}
        />
      </div>
      <div className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
        {status === null ? (
          <span className="text-lg font-semibold text-text-muted">Waiting for the next round…</span>
        ) : status === 'betting' ? (
          <div className="flex w-56 flex-col items-center gap-2">
            <span className="text-sm font-semibold text-text-muted">Next round in</span>
            <span ref={big} className="tabular text-5xl font-extrabold" />
            <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
              <div ref={bar} className="h-full origin-left rounded-full bg-accent" />
            </div>
          </div>
        ) : status === 'running' ? (
          <span ref={big} className="tabular text-5xl font-extrabold drop-shadow-lg md:text-7xl" />
        ) : (
          <div className="flex flex-col items-center gap-1 transition-all duration-200 starting:scale-90 starting:opacity-0">
            <span className="text-sm font-bold tracking-wide text-loss uppercase">Crashed at</span>
            <span className="tabular text-5xl font-extrabold text-loss md:text-7xl" data-testid="crash-point">
              {formatMultiplier(round?.crash_point ?? 0)}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
