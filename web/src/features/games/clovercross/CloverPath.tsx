import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatMultiplier } from '../../../lib/amounts';
import { CloverArt, HopperArt, TrapArt } from './art';
import {
  CLOVER_LANES,
  type CloverDifficulty,
  type CloverState,
  hopperLane,
  type LaneLook,
  laneLook,
  laneMultipliers,
} from './clover-path';

const LANE_W = 76;
const KERB_W = 72;
const HOPPER = 60;

const laneCentre = (lane: number) => (lane < 0 ? KERB_W / 2 : KERB_W + lane * LANE_W + LANE_W / 2);

const LABELS: Record<LaneLook, string> = {
  ahead: 'ahead',
  next: 'next',
  crossed: 'crossed',
  'trap-hit': 'trap',
  trap: 'trap',
  clover: 'clover',
};

/**
 * The crossing: a kerb, twenty lanes with the multiplier each pays, and the finish. The hopper jumps
 * lane to lane (a slide plus a little arc), the strip scrolls to keep it in view, and at the end every
 * lane turns over. Space, Enter or the right arrow hop while the strip has focus.
 */
export function CloverPath({
  difficulty,
  state,
  active,
  canHop,
  hopping,
  onHop,
}: {
  difficulty: CloverDifficulty;
  state: CloverState | null;
  active: boolean;
  canHop: boolean;
  /** A hop is on its way: the next lane pulses. */
  hopping: boolean;
  onHop(): void;
}) {
  const ladder = laneMultipliers(difficulty, state);
  const at = hopperLane(state);
  const caught = Boolean(state?.lost);
  const scroller = useRef<HTMLElement>(null);
  const hopper = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const el = scroller.current;
    if (el) {
      const left = Math.max(0, laneCentre(at) - el.clientWidth * 0.35);
      el.scrollTo({ left, behavior: first.current || still ? 'auto' : 'smooth' });
    }
    // The arc of the hop; the slide itself is the transform transition below.
    if (!first.current && !still && at >= 0 && typeof hopper.current?.animate === 'function') {
      hopper.current.animate(
        [
          { transform: 'translateY(0) scale(1, 1)' },
          { transform: 'translateY(-34px) scale(0.95, 1.05)', offset: 0.45 },
          { transform: 'translateY(0) scale(1.08, 0.92)', offset: 0.85 },
          { transform: 'translateY(0) scale(1, 1)' },
        ],
        { duration: 320, easing: 'ease-out' },
      );
    }
    first.current = false;
  }, [at]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!canHop) return;
    if (e.key === ' ' || e.key === 'Enter' || e.key === 'ArrowRight') {
      e.preventDefault();
      // The page's own space key would hop a second time.
      e.stopPropagation();
      onHop();
    }
  };

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip takes space / Enter / → to hop
      tabIndex={0}
      aria-label={canHop ? 'Lanes: press space to hop to the next lane' : 'Lanes'}
      onKeyDown={onKeyDown}
      className="w-full overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:thin]"
      data-testid="clover-path"
    >
      <ol
        className="relative flex h-[280px] md:h-[340px]"
        style={{ width: KERB_W * 2 + CLOVER_LANES * LANE_W }}
      >
        <li
          aria-label="Start"
          className="flex shrink-0 items-end justify-center bg-[repeating-linear-gradient(90deg,#3a4b5e_0_6px,#33445a_6px_12px)] pb-3 text-[11px] font-bold tracking-wider text-text-muted uppercase"
          style={{ width: KERB_W }}
        >
          Start
        </li>
        {ladder.map((multiplier, lane) => {
          const look = laneLook(state, lane, active);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its position
              key={lane}
              aria-label={`Lane ${lane + 1}, pays ${formatMultiplier(multiplier)}, ${LABELS[look]}`}
              data-look={look}
              className={clsx(
                'relative flex shrink-0 flex-col items-center justify-between border-r-2 border-dashed border-white/10 py-3 transition-colors duration-200',
                lane % 2 === 0 ? 'bg-[#15352a]' : 'bg-[#183d30]',
                look === 'next' && 'bg-[#1d4a3a]',
                look === 'trap-hit' && 'bg-loss/20',
              )}
              style={{ width: LANE_W }}
            >
              <span
                className={clsx(
                  'tabular rounded-full px-2 py-1 text-xs font-bold transition-colors duration-200',
                  look === 'crossed' && 'bg-win/20 text-win',
                  look === 'next' && 'bg-accent text-surface-0',
                  look === 'next' && hopping && 'animate-pulse',
                  (look === 'ahead' || look === 'clover' || look === 'trap') &&
                    'bg-surface-0/50 text-text-muted',
                  look === 'trap-hit' && 'bg-loss text-white',
                )}
              >
                {formatMultiplier(multiplier)}
              </span>
              <span className="relative grid size-14 place-items-center">
                {look === 'crossed' || look === 'clover' ? (
                  <CloverArt
                    className={clsx(
                      'size-full transition-all duration-300 starting:scale-0 starting:opacity-0',
                      look === 'clover' && 'opacity-40',
                    )}
                  />
                ) : look === 'trap' ? (
                  <TrapArt className="size-full opacity-60 transition-all duration-300 starting:scale-0 starting:opacity-0" />
                ) : look === 'trap-hit' ? null : (
                  <span
                    className={clsx(
                      'size-11 rounded-full border-2 border-dashed',
                      look === 'next' ? 'border-accent/70 bg-accent/10' : 'border-white/15 bg-black/15',
                    )}
                  />
                )}
              </span>
              <span className="tabular text-[11px] font-semibold text-text-muted/70">{lane + 1}</span>
            </li>
          );
        })}
        <li
          aria-label="Finish"
          className="flex shrink-0 items-end justify-center bg-[repeating-conic-gradient(#eef3f8_0_25%,#1f3347_0_50%)] bg-[length:16px_16px] pb-3"
          style={{ width: KERB_W }}
        >
          <span className="rounded bg-surface-0/90 px-1.5 py-0.5 text-[11px] font-bold tracking-wider uppercase">
            Finish
          </span>
        </li>
        <li
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-0 z-10 -mt-[30px] transition-transform duration-300 ease-out"
          style={{ transform: `translateX(${laneCentre(at) - HOPPER / 2}px)`, width: HOPPER, height: HOPPER }}
          data-testid="hopper"
          data-lane={at}
        >
          <div ref={hopper} className="size-full">
            <HopperArt className={clsx('size-full', caught && 'opacity-80 grayscale')} caught={caught} />
          </div>
          {caught && (
            <TrapArt className="absolute inset-x-[-6px] bottom-[-10px] h-[70%] w-[calc(100%+12px)] transition-all duration-200 starting:translate-y-4 starting:opacity-0" />
          )}
        </li>
      </ol>
    </section>
  );
}
