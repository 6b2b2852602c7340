/** The single-zero wheel's pockets clockwise from 0 (the standard European order). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** The centre of a pocket, in degrees clockwise from the top of the wheel. */
export function pocketAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  if (index < 0) throw new RangeError('A pocket is 0 to 36.');
  return index * POCKET_DEGREES;
}

const mod360 = (a: number) => ((a % 360) + 360) % 360;

/**
 * Where the ball (turning anticlockwise relative to the wheel, angles decreasing) must come to rest
 * to sit in `pocket`: the first such angle at least `minTravel` degrees on from `from`, so the ball
 * always completes a smooth slow-down rather than stopping short or reversing.
 */
export function landingAngle(from: number, pocket: number, minTravel: number): number {
  const furthest = from - minTravel;
  return furthest - mod360(furthest - pocketAngle(pocket));
}

/**
 * The ball's angle `t` ms into a slow-down lasting `duration` ms that starts at `from` moving at
 * `velocity` degrees per ms and stops exactly at `to` (a cubic Hermite curve: it keeps the speed
 * it had, so the hand-over from free spinning shows no jolt).
 */
export function easeToRest(from: number, velocity: number, to: number, duration: number, t: number): number {
  const s = Math.min(1, Math.max(0, t / duration));
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * from + (s3 - 2 * s2 + s) * duration * velocity + (-2 * s3 + 3 * s2) * to;
}

/** The travel a Hermite slow-down needs to stay monotonic from speed `velocity` over `duration`. */
export const minTravelFor = (velocity: number, duration: number) => (Math.abs(velocity) * duration) / 3;
