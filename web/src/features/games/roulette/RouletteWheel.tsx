import { rouletteColour } from '@casino/fairness';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { RadialGradient } from '../art/Gradient';
import { prefersReducedMotion } from '../cards/PlayingCard';
import { easeToRest, landingAngle, minTravelFor, POCKET_DEGREES, WHEEL_ORDER } from './wheel';

export interface WheelHandle {
  /** Sets the ball running while the play is on its way to the server. */
  spin(): void;
  /** Brings the ball to rest in the server's pocket; resolves once it lies there. */
  land(pocket: number): Promise<void>;
  /** The play failed: the ball goes back to where it last rested. */
  stop(): void;
}

const FILL = { red: '#d93a4b', black: '#1b2733', green: '#17a35e' } as const;
/** Ball speed relative to the wheel while spinning (degrees per ms; anticlockwise), wheel speed. */
const BALL_SPEED = -0.66;
const WHEEL_SPEED = 0.12;
export const LANDING_MS = 1_000;
const TRACK_R = 87;
const POCKET_R = 63;

const point = (r: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(3)} ${(-r * Math.cos(a)).toFixed(3)}`;
};

function wedge(index: number, inner: number, outer: number) {
  const a0 = (index - 0.5) * POCKET_DEGREES;
  const a1 = (index + 0.5) * POCKET_DEGREES;
  return `M${point(outer, a0)} A${outer} ${outer} 0 0 1 ${point(outer, a1)} L${point(inner, a1)} A${inner} ${inner} 0 0 0 ${point(inner, a0)} Z`;
}

const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/**
 * The wheel, drawn in SVG and moved by requestAnimationFrame (transform attributes only, no React
 * renders per frame). While the play is in flight the wheel turns and the ball races the other way
 * on the outer track; once the pocket is known the ball slows along a curve that ends in it, dropping
 * from the track into the pocket ring, and the wheel coasts to a stop with it.
 */
export function RouletteWheel({
  ref,
  pocket,
  size = 240,
}: {
  ref?: Ref<WheelHandle>;
  /** The pocket the ball rests in (highlighted), or null before the first spin. */
  pocket: number | null;
  size?: number;
}) {
  const wheelGroup = useRef<SVGGElement>(null);
  const ballGroup = useRef<SVGGElement>(null);
  const motion = useRef({ wheel: 0, ball: 0, radius: TRACK_R, frame: 0, visible: false });

  const draw = () => {
    const m = motion.current;
    wheelGroup.current?.setAttribute('transform', `rotate(${m.wheel.toFixed(3)})`);
    ballGroup.current?.setAttribute('transform', `rotate(${m.ball.toFixed(3)}) translate(0 ${-m.radius})`);
    ballGroup.current?.setAttribute('opacity', m.visible ? '1' : '0');
  };

  useEffect(() => () => cancelAnimationFrame(motion.current.frame), []);

  useImperativeHandle(ref, () => {
    const restAt = (angle: number) => {
      const m = motion.current;
      m.ball = angle;
      m.radius = POCKET_R;
      m.visible = true;
      draw();
    };
    return {
      spin() {
        const m = motion.current;
        cancelAnimationFrame(m.frame);
        m.visible = true;
        if (prefersReducedMotion()) return draw();
        let last = performance.now();
        const start = last;
        const tick = (now: number) => {
          const dt = now - last;
          last = now;
          m.wheel += WHEEL_SPEED * dt;
          m.ball += BALL_SPEED * dt;
          // The ball climbs back out to the track in the first 300 ms.
          m.radius = Math.min(TRACK_R, m.radius + (TRACK_R - POCKET_R) * (dt / 300));
          draw();
          if (now - start < 30_000) m.frame = requestAnimationFrame(tick);
        };
        m.frame = requestAnimationFrame(tick);
      },
      land(target) {
        const m = motion.current;
        cancelAnimationFrame(m.frame);
        const to = landingAngle(m.ball, target, minTravelFor(BALL_SPEED, LANDING_MS));
        if (prefersReducedMotion()) {
          restAt(to);
          return Promise.resolve();
        }
        const from = m.ball;
        const fromRadius = m.radius;
        const wheelFrom = m.wheel;
        return new Promise<void>((resolve) => {
          const start = performance.now();
          const tick = (now: number) => {
            const t = Math.min(LANDING_MS, now - start);
            m.ball = easeToRest(from, BALL_SPEED, to, LANDING_MS, t);
            // The wheel coasts: its speed falls linearly to nothing as the ball settles.
            m.wheel = wheelFrom + WHEEL_SPEED * (t - (t * t) / (2 * LANDING_MS));
            m.radius = fromRadius + (POCKET_R - fromRadius) * smooth(0.45, 0.9, t / LANDING_MS);
            draw();
            if (t < LANDING_MS) m.frame = requestAnimationFrame(tick);
            else resolve();
          };
          m.frame = requestAnimationFrame(tick);
        });
      },
      stop() {
        cancelAnimationFrame(motion.current.frame);
        motion.current.radius = POCKET_R;
        motion.current.visible = pocket !== null;
        draw();
      },
    };
  });

  const colour = pocket === null ? null : rouletteColour(pocket);
  return (
    <svg
      viewBox="-100 -100 200 200"
      width={size}
      height={size}
      role="img"
      aria-label={
        pocket === null ? 'Roulette wheel' : `Roulette wheel, the ball rests on ${pocket} ${colour}`
      }
      className="max-w-full drop-shadow-[0_10px_30px_rgba(0,0,0,0.45)]"
    >
      <defs>
        <RadialGradient id="roulette-cone" at="0 0" r="0.6" stops="0 #2b4560, 1 #132538" />
        <RadialGradient id="roulette-ball" at="0.35 0.35" r="0.7" stops="0 #ffffff, 1 #b9c4cf" />
      </defs>
      <circle r="99" fill="#0b1620" />
      <circle r="97" fill="#3b2a1c" />
      <circle r="93" fill="#15283a" stroke="#2b4560" />
      <g ref={wheelGroup}>
        {WHEEL_ORDER.map((n, i) => (
          <path
            key={n}
            d={wedge(i, 56, 80)}
            fill={FILL[rouletteColour(n)]}
            stroke="#c9a45c"
            strokeWidth="0.6"
          />
        ))}
        {pocket !== null && (
          <path
            d={wedge(WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]), 56, 80)}
            fill="none"
            stroke="#f4c542"
            strokeWidth="2.2"
            data-testid="wheel-pocket"
          />
        )}
        {WHEEL_ORDER.map((n, i) => (
          <text
            key={n}
            transform={`rotate(${i * POCKET_DEGREES}) translate(0 -71)`}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="7.5"
            fontWeight="700"
            fill="#f6f8fb"
            fontFamily="Inter Variable, sans-serif"
          >
            {n}
          </text>
        ))}
        <circle r="56" fill="url(#roulette-cone)" stroke="#c9a45c" strokeWidth="1" />
        {[0, 90, 180, 270].map((a) => (
          <rect
            key={a}
            x="-2"
            y="-40"
            width="4"
            height="40"
            rx="2"
            fill="#c9a45c"
            transform={`rotate(${a + 45})`}
          />
        ))}
        <g ref={ballGroup} opacity="0">
          <circle r="4.2" fill="url(#roulette-ball)" stroke="#0b1620" strokeWidth="0.4" />
        </g>
      </g>
      <circle r="22" fill={colour ? FILL[colour] : '#132538'} stroke="#c9a45c" strokeWidth="1.5" />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={pocket === null ? 9 : 20}
        fontWeight="800"
        fill="#f6f8fb"
        fontFamily="Inter Variable, sans-serif"
        className="tabular"
        data-testid="wheel-result"
      >
        {pocket === null ? 'SPIN' : pocket}
      </text>
    </svg>
  );
}
