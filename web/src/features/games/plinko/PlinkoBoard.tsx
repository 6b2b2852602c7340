import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { RadialGradient } from '../art/Gradient';
import {
  type Board,
  ballAt,
  boardFor,
  bucketColour,
  bucketLabel,
  bucketX,
  contactsOf,
  lastContact,
  type Point,
  pegsOf,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from './board';

export interface PlinkoDrop {
  id: string;
  path: number[];
  bucket: number;
  multiplier: number;
}

interface Ball extends PlinkoDrop {
  contacts: Point[];
  start: number;
}

export interface PlinkoBoardHandle {
  drop(ball: PlinkoDrop): void;
}

/** The fall takes a second whatever the rows (DESIGN.md: results within 1 s). */
const FALL_MS = 1000;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function Pegs({ board }: { board: Board }) {
  return (
    <g fill="#c9d6e3">
      {pegsOf(board).map((p) => (
        <circle key={`${p.x}:${p.y}`} cx={p.x} cy={p.y} r={board.pegRadius} />
      ))}
    </g>
  );
}

/**
 * The peg board for the chosen rows with its buckets, and every ball in flight: several can fall at
 * once (each play drops its own), each following the server's path into the server's bucket, where
 * the bucket flashes as it lands.
 */
export function PlinkoBoard({
  rows,
  table,
  onLand,
  ref,
}: {
  rows: number;
  table: readonly number[];
  onLand(ball: PlinkoDrop): void;
  ref: Ref<PlinkoBoardHandle>;
}) {
  const board = useMemo(() => boardFor(rows), [rows]);
  const balls = useRef<Ball[]>([]);
  const buckets = useRef<(SVGGElement | null)[]>([]);
  const [now, setNow] = useState(0);
  const frame = useRef(0);
  const land = useRef(onLand);
  land.current = onLand;

  const flash = useCallback((bucket: number) => {
    buckets.current[bucket]?.animate(
      [
        { transform: 'translateY(0)', filter: 'brightness(1.6)' },
        { transform: 'translateY(10px)', filter: 'brightness(1.3)', offset: 0.35 },
        { transform: 'translateY(0)', filter: 'brightness(1)' },
      ],
      { duration: 450, easing: 'ease-out' },
    );
  }, []);

  const tick = useCallback(
    (time: number) => {
      const landed = balls.current.filter((b) => time - b.start >= FALL_MS);
      balls.current = balls.current.filter((b) => time - b.start < FALL_MS);
      for (const ball of landed) {
        flash(ball.bucket);
        land.current(ball);
      }
      setNow(time);
      frame.current = balls.current.length > 0 ? requestAnimationFrame(tick) : 0;
    },
    [flash],
  );

  useImperativeHandle(
    ref,
    () => ({
      drop(ball) {
        const start = performance.now() - (reducedMotion() ? FALL_MS : 0);
        balls.current.push({ ...ball, contacts: contactsOf(board, ball.path), start });
        if (!frame.current) frame.current = requestAnimationFrame(tick);
      },
    }),
    [board, tick],
  );

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const pegs = useMemo(() => <Pegs board={board} />, [board]);
  const labelSize = Math.min(board.spacing * 0.34, 24);

  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      className="h-auto max-h-full w-full max-w-[760px] select-none"
      role="img"
      aria-label={`Plinko board with ${rows} rows`}
      data-testid="plinko-board"
    >
      <defs>
        <RadialGradient id="plinko-ball" at="35% 30%" r="70%" stops="0% #ffffff, 60% #ffd3e8, 100% #ff4fa3" />
      </defs>
      {pegs}
      {table.map((multiplier, k) => (
        <g
          // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positional
          key={k}
          ref={(el) => {
            buckets.current[k] = el;
          }}
          style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
        >
          <rect
            x={bucketX(board, k) - board.spacing / 2 + 3}
            y={board.bucketY}
            width={board.spacing - 6}
            height={board.bucketHeight}
            rx={8}
            fill={bucketColour(k, rows)}
          />
          <rect
            x={bucketX(board, k) - board.spacing / 2 + 3}
            y={board.bucketY + board.bucketHeight - 6}
            width={board.spacing - 6}
            height={6}
            rx={3}
            fill="#000"
            opacity={0.22}
          />
          <text
            x={bucketX(board, k)}
            y={board.bucketY + board.bucketHeight / 2}
            dominantBaseline="central"
            textAnchor="middle"
            fontSize={labelSize}
            fontWeight={800}
            fill="#0e1a24"
            className="tabular"
          >
            {bucketLabel(multiplier, rows)}
          </text>
        </g>
      ))}
      {balls.current.map((ball) => {
        const t = (now - ball.start) / FALL_MS;
        const at = ballAt(board, ball.contacts, t);
        const touched = lastContact(ball.contacts, t);
        const peg = touched && ball.contacts[touched.row];
        return (
          <g key={ball.id}>
            {peg && touched.since < 0.8 && (
              <circle
                cx={peg.x}
                cy={peg.y + board.pegRadius + board.ballRadius}
                r={board.pegRadius * (1.4 + touched.since * 2.5)}
                fill="#ffffff"
                opacity={0.45 * (1 - touched.since / 0.8)}
              />
            )}
            <circle cx={at.x} cy={at.y} r={board.ballRadius} fill="url(#plinko-ball)" />
          </g>
        );
      })}
    </svg>
  );
}
