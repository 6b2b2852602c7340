import clsx from 'clsx';
import { useState } from 'react';
import { ArtEmblem } from '../lobby';
import { prefersReducedMotion } from './motion';
import type { StageTheme } from './palette';

/** Bulbs around the rim, one every 15 degrees. */
const BULBS = Array.from({ length: 24 }, (_, i) => (Math.PI / 12) * i);

/**
 * A game-show money wheel in the title's colours: one segment per bet option and the bust, turned so
 * the drawn segment stops under the pointer at the top, and lights up once the wheel has stopped; the
 * title's emblem sits on the hub.
 */
export function MoneyWheel({
  segments,
  stop,
  turns,
  theme,
}: {
  segments: string[];
  stop: string | null;
  turns: number;
  theme: StageTheme;
}) {
  const all = [...segments, 'bust'];
  const angle = 360 / all.length;
  const index = stop ? all.indexOf(stop) : 0;
  const rotation = turns * 360 - index * angle - angle / 2;
  const ink = theme.colours.paint.ink;
  // The turn the wheel last came to rest after; with reduced motion it never turns, so it rests at once.
  const [rested, setRested] = useState(-1);
  const landed = stop !== null && (rested === turns || prefersReducedMotion());
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[360px]">
      <svg viewBox="-100 -100 200 200" className="absolute inset-0 size-full" aria-hidden="true">
        <circle r="99" fill={theme.glass} stroke={theme.colours.accent} strokeWidth="2" />
        {BULBS.map((a, i) => (
          <circle
            key={a}
            cx={Math.cos(a) * 94}
            cy={Math.sin(a) * 94}
            r="2.4"
            fill={i % 2 === 0 ? theme.gold : '#fff'}
          />
        ))}
      </svg>
      <svg
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={stop ? `The wheel stopped on ${stop}` : 'Money wheel'}
        className={clsx(
          'absolute inset-0 size-full transition-transform duration-1000 ease-out motion-reduce:transition-none',
        )}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={() => setRested(turns)}
      >
        {all.map((label, i) => {
          const mid = (((i + 0.5) * angle - 90) * Math.PI) / 180;
          const bust = label === 'bust';
          return (
            <g key={label}>
              <path
                d={segmentPath(i, angle)}
                fill={bust ? ink : theme.segments[i % theme.segments.length]}
                stroke={theme.glass}
                strokeWidth="1.5"
              />
              <text
                x={58 * Math.cos(mid)}
                y={58 * Math.sin(mid)}
                fill={bust ? '#fff' : '#0e1a24'}
                fontSize="13"
                fontWeight="900"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${(mid * 180) / Math.PI + 90} ${58 * Math.cos(mid)} ${58 * Math.sin(mid)})`}
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle r="88" fill="none" stroke={theme.gold} strokeWidth="1.5" />
        {landed && (
          <path
            d={segmentPath(index, angle)}
            fill="none"
            stroke="#fff"
            strokeWidth="3.5"
            strokeLinejoin="round"
            data-landed={stop}
          />
        )}
      </svg>
      <svg
        viewBox="-100 -100 200 200"
        className="pointer-events-none absolute inset-0 size-full"
        aria-hidden="true"
      >
        <circle r="20" fill={theme.glass} stroke={theme.gold} strokeWidth="2.5" />
        <g transform="scale(.28)">
          <ArtEmblem emblem={theme.art.emblem} paint={theme.colours.paint} />
        </g>
        <path d="M-9 -99 H9 L0 -78Z" fill={theme.gold} stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** Segment `i` of a wheel of `angle`-degree segments, the first starting at the top, to radius 88. */
function segmentPath(i: number, angle: number): string {
  const from = ((i * angle - 90) * Math.PI) / 180;
  const to = (((i + 1) * angle - 90) * Math.PI) / 180;
  return `M0 0 L${88 * Math.cos(from)} ${88 * Math.sin(from)} A88 88 0 0 1 ${88 * Math.cos(to)} ${88 * Math.sin(to)} Z`;
}
