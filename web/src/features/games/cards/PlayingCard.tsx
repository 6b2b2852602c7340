import clsx from 'clsx';
import { useId, useLayoutEffect, useRef } from 'react';
import { parseCard } from './card-code';
import { SuitShape } from './SuitIcon';

const RED = '#d93a4b';
const DARK = '#18222e';
const EASE = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
/** How long one card takes to slide in from the shoe, and to turn over (DESIGN.md: 150–250 ms). */
export const DEAL_MS = 220;
export const FLIP_MS = 240;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function CardFront({ code }: { code: string }) {
  const card = parseCard(code);
  const ink = card.red ? RED : DARK;
  const court = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  return (
    <svg viewBox="0 0 100 140" className="block size-full" aria-hidden="true">
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#f6f8fb" stroke="#cfd8e3" strokeWidth="2" />
      <text
        x={card.rank === '10' ? 7 : 10}
        y="33"
        fontSize="30"
        fontWeight="800"
        fill={ink}
        fontFamily="Inter Variable, sans-serif"
        letterSpacing={card.rank === '10' ? -2 : 0}
      >
        {card.rank}
      </text>
      <SuitShape suit={card.suit} x={10} y={40} size={20} fill={ink} />
      {court ? (
        <g>
          <rect
            x="36"
            y="50"
            width="54"
            height="78"
            rx="6"
            fill={card.red ? '#fbe4e7' : '#e3e9f1'}
            stroke={ink}
            strokeWidth="1.5"
          />
          <text
            x="63"
            y="103"
            textAnchor="middle"
            fontSize="40"
            fontWeight="800"
            fill={ink}
            fontFamily="Inter Variable, sans-serif"
          >
            {card.rank}
          </text>
          <SuitShape suit={card.suit} x={55} y={58} size={16} fill={ink} />
        </g>
      ) : (
        <SuitShape suit={card.suit} x={38} y={66} size={54} fill={ink} />
      )}
    </svg>
  );
}

function CardBack() {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 100 140" className="block size-full" aria-hidden="true">
      <defs>
        <pattern id={`lattice-${id}`} width="10" height="10" patternUnits="userSpaceOnUse">
          <path
            d="M5 0 L10 5 L5 10 L0 5 Z"
            fill="none"
            stroke="#1fd17a"
            strokeOpacity="0.35"
            strokeWidth="1"
          />
        </pattern>
        <linearGradient id={`back-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f3a56" />
          <stop offset="1" stopColor="#13263a" />
        </linearGradient>
      </defs>
      <rect
        x="1"
        y="1"
        width="98"
        height="138"
        rx="9"
        fill={`url(#back-${id})`}
        stroke="#2b4560"
        strokeWidth="2"
      />
      <rect
        x="8"
        y="8"
        width="84"
        height="124"
        rx="5"
        fill={`url(#lattice-${id})`}
        stroke="#1fd17a"
        strokeOpacity="0.5"
      />
      <path d="M50 52 L66 70 L50 88 L34 70 Z" fill="#1fd17a" />
      <path d="M50 60 L59 70 L50 80 L41 70 Z" fill="#13263a" />
    </svg>
  );
}

export interface PlayingCardProps {
  /** The card's code, or null while it lies face down (a hole card, a card not yet turned). */
  code: string | null;
  /**
   * Deal it in on mount after this many milliseconds: it slides from the shoe and, when it has a
   * code, turns face up as it lands. Undefined shows it at once (a game resumed after a reload).
   */
  dealDelay?: number | undefined;
  /** When a face-down card turns up later (the dealer's hole card), wait this long first. */
  flipDelay?: number | undefined;
  /** Sizing and placement from the table (width; the height follows the 5:7 card shape). */
  className?: string;
}

/**
 * A playing card drawn in SVG: rank and suit on the face, a lattice on the back. Turning from face
 * down to face up (the code arriving) flips it in 3D; dealing slides it in from the top right.
 */
export function PlayingCard({ code, dealDelay, flipDelay = 0, className }: PlayingCardProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const faceDown = code === null;

  // Only the mount deals: later changes of dealDelay must not replay the slide of a card already down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per card on purpose
  useLayoutEffect(() => {
    if (dealDelay === undefined || prefersReducedMotion() || !outer.current?.animate) return;
    const slide = outer.current.animate(
      [
        { transform: 'translate(70%, -90%) rotate(-10deg)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: DEAL_MS, delay: dealDelay, easing: EASE, fill: 'backwards' },
    );
    const turn =
      !faceDown && inner.current
        ? inner.current.animate([{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(0deg)' }], {
            duration: FLIP_MS,
            delay: dealDelay + DEAL_MS * 0.6,
            easing: EASE,
            fill: 'backwards',
          })
        : null;
    return () => {
      slide.cancel();
      turn?.cancel();
    };
  }, []);

  return (
    <div
      ref={outer}
      role="img"
      aria-label={code ? parseCard(code).name : 'Face-down card'}
      data-card={code ?? 'back'}
      className={clsx('relative aspect-[5/7] shrink-0 perspective-[700px]', className)}
    >
      <div
        ref={inner}
        className="relative size-full transition-transform ease-out transform-3d"
        style={{
          transform: faceDown ? 'rotateY(180deg)' : 'rotateY(0deg)',
          transitionDuration: `${FLIP_MS}ms`,
          transitionDelay: `${flipDelay}ms`,
        }}
      >
        <div className="absolute inset-0 drop-shadow-[0_4px_8px_rgba(0,0,0,0.35)] backface-hidden">
          {code && <CardFront code={code} />}
        </div>
        <div className="absolute inset-0 drop-shadow-[0_4px_8px_rgba(0,0,0,0.35)] backface-hidden rotate-y-180">
          <CardBack />
        </div>
      </div>
    </div>
  );
}
