import type { SandboxRoundOutcome } from '@casino/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { ArtEmblem } from '../lobby';
import { prefersReducedMotion } from './motion';
import type { StageTheme } from './palette';
import { type Suit, tableHand } from './table-hand';

type Draw = Extract<SandboxRoundOutcome, { kind: 'draw' }>;

/** The two sides of a table game: player and dealer, or dragon and tiger. */
const SIDES: Record<string, [string, string]> = {
  'high-card': ['Player', 'Dealer'],
  'dragon-tiger': ['Dragon', 'Tiger'],
};

/**
 * A card table for high card or dragon tiger, on felt in the title's colours: two cards dealt face up
 * from the drawn hand ("K-7"), the higher one lit. Until the first deal both lie face down, showing the
 * title's emblem on their backs.
 */
export function CardTable({
  variant,
  draw,
  theme,
}: {
  variant: string;
  draw: Draw | null;
  theme: StageTheme;
}) {
  const [left, right] = SIDES[variant] ?? ['Player', 'Dealer'];
  const hand = tableHand(draw?.name ?? null);
  const cards = useDeal(draw);
  return (
    <div
      role="img"
      aria-label={hand ? `${left} ${hand.left}, ${right} ${hand.right}` : 'Table'}
      className="relative flex items-center justify-center gap-6 overflow-hidden rounded-[2rem] p-6 sm:gap-12 sm:p-10"
      style={{
        background: `radial-gradient(circle at 50% 40%, ${theme.felt[0]}, ${theme.felt[1]})`,
        boxShadow: `inset 0 0 0 3px ${theme.gold}, inset 0 0 0 7px ${theme.felt[1]}, inset 0 0 48px rgba(0,0,0,0.5)`,
      }}
    >
      <Card
        ref={(element) => {
          cards.current[0] = element;
        }}
        rank={hand?.left ?? null}
        suit={hand?.suits[0] ?? '♠'}
        label={left}
        won={hand?.winner === 'left'}
        theme={theme}
      />
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full text-xs font-black text-white uppercase"
        style={{ background: theme.glass, boxShadow: `0 0 0 2px ${theme.colours.accent}` }}
      >
        vs
      </span>
      <Card
        ref={(element) => {
          cards.current[1] = element;
        }}
        rank={hand?.right ?? null}
        suit={hand?.suits[1] ?? '♥'}
        label={right}
        won={hand?.winner === 'right'}
        theme={theme}
      />
      {hand?.winner === 'tie' && (
        <span
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full px-3 py-0.5 text-xs font-black tracking-wider uppercase sm:bottom-3"
          style={{ background: theme.gold, color: theme.glass }}
        >
          {hand.suited ? 'Suited tie' : 'Tie'}
        </span>
      )}
    </div>
  );
}

const RED: readonly Suit[] = ['♥', '♦'];

function Card({
  ref,
  rank,
  suit,
  label,
  won,
  theme,
}: {
  ref: (element: HTMLDivElement | null) => void;
  rank: string | null;
  suit: Suit;
  label: string;
  won: boolean;
  theme: StageTheme;
}) {
  const colour = RED.includes(suit) ? '#d42a3c' : '#15202b';
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        ref={ref}
        className="relative h-28 w-20 rounded-lg shadow-lg transition-shadow duration-200 sm:h-44 sm:w-32"
        style={{ boxShadow: won ? `0 0 0 3px ${theme.gold}, 0 0 22px ${theme.gold}` : undefined }}
      >
        {rank ? (
          <div
            className="size-full rounded-lg bg-[#f5f7fa] font-black tabular-nums"
            style={{ color: colour }}
          >
            <span className="absolute top-1 left-1.5 flex flex-col items-center text-base leading-none sm:top-2 sm:left-2.5 sm:text-2xl">
              {rank}
              <span className="text-sm">{suit}</span>
            </span>
            <span className="absolute inset-0 grid place-items-center text-4xl sm:text-6xl">{suit}</span>
            <span className="absolute right-1.5 bottom-1 flex rotate-180 flex-col items-center text-base leading-none sm:right-2.5 sm:bottom-2 sm:text-2xl">
              {rank}
              <span className="text-sm">{suit}</span>
            </span>
          </div>
        ) : (
          <CardBack theme={theme} />
        )}
      </div>
      <figcaption
        className={clsx('text-xs font-semibold uppercase', won ? 'font-black' : 'text-white/75')}
        style={won ? { color: theme.gold } : undefined}
      >
        {label}
      </figcaption>
    </figure>
  );
}

/** A card's back: the title's gradient inside a white border, its emblem in the middle. */
function CardBack({ theme }: { theme: StageTheme }) {
  const { colours, art } = theme;
  return (
    <div className="size-full rounded-lg bg-[#f5f7fa] p-1">
      <div
        className="grid size-full place-items-center rounded-md"
        style={{ background: `linear-gradient(${art.angle}deg, ${colours.from}, ${colours.to})` }}
      >
        <svg viewBox="-50 -50 100 100" className="size-3/5" aria-hidden="true">
          <ArtEmblem emblem={art.emblem} paint={colours.paint} />
        </svg>
      </div>
    </div>
  );
}

/** Deals the cards again for each new hand: each flips over into place, the left first. */
function useDeal(draw: Draw | null) {
  const cards = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (!draw || prefersReducedMotion()) return;
    const running = cards.current.map((card, i) =>
      card?.animate(
        [
          { transform: 'translateY(-40px) rotateY(90deg)', opacity: 0 },
          { transform: 'translateY(0) rotateY(0)', opacity: 1 },
        ],
        { duration: 320, delay: i * 160, easing: 'cubic-bezier(.25,.8,.35,1)', fill: 'backwards' },
      ),
    );
    return () => {
      for (const animation of running) animation?.cancel();
    };
  }, [draw]);
  return cards;
}
