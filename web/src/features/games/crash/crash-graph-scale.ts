/**
 * The crash graph's axes: time runs right, the multiplier up. Both ranges start small (so the first
 * seconds look lively) and grow with the round, keeping the head of the curve inside the frame.
 */
export interface GraphScale {
  /** Seconds shown across. */
  seconds: number;
  /** Multiplier at the top edge. */
  top: number;
}

const MIN_SECONDS = 10;
const MIN_TOP = 2;
/** Headroom so the head of the curve never touches the edges. */
const HEADROOM = 1.2;

export function graphScale(elapsedSeconds: number, multiplier: number): GraphScale {
  return {
    seconds: Math.max(MIN_SECONDS, elapsedSeconds * HEADROOM),
    top: Math.max(MIN_TOP, 1 + (multiplier - 1) * HEADROOM),
  };
}

/**
 * The curve m(t) = e^(growth·t) from 0 to `elapsedSeconds` as an SVG path in a `width`×`height` box,
 * with the point where it ends. `steps` straight pieces are plenty for a smooth look.
 */
export function curvePath(
  elapsedSeconds: number,
  growth: number,
  scale: GraphScale,
  width: number,
  height: number,
  steps = 64,
): { line: string; area: string; head: { x: number; y: number } } {
  const x = (t: number) => (t / scale.seconds) * width;
  const y = (m: number) => height - ((m - 1) / (scale.top - 1)) * height;
  const points: string[] = [];
  let head = { x: 0, y: height };
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedSeconds * i) / steps;
    head = { x: x(t), y: y(Math.exp(growth * t)) };
    points.push(`${head.x.toFixed(1)},${head.y.toFixed(1)}`);
  }
  const line = `M${points.join(' L')}`;
  return { line, area: `${line} L${head.x.toFixed(1)},${height} L0,${height} Z`, head };
}

/** A few round multipliers to label the vertical axis with, between 1 and `top`. */
export function multiplierTicks(top: number): number[] {
  const span = top - 1;
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let m = 1 + step; m < top - step * 0.25; m += step) ticks.push(Math.round(m * 100) / 100);
  return ticks;
}
