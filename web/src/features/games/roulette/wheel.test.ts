import { describe, expect, it } from 'vitest';
import { easeToRest, landingAngle, minTravelFor, POCKET_DEGREES, pocketAngle, WHEEL_ORDER } from './wheel';

const mod360 = (a: number) => ((a % 360) + 360) % 360;

describe('the wheel', () => {
  it('holds every pocket 0–36 once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(POCKET_DEGREES);
    expect(() => pocketAngle(37)).toThrow();
  });

  it('lands the ball on the pocket after at least the travel it needs', () => {
    for (const pocket of [0, 17, 26, 3]) {
      for (const from of [0, -1234.5, 720.25]) {
        const to = landingAngle(from, pocket, 200);
        expect(mod360(to)).toBeCloseTo(mod360(pocketAngle(pocket)), 6);
        expect(from - to).toBeGreaterThanOrEqual(200 - 1e-9);
        expect(from - to).toBeLessThan(560);
      }
    }
  });

  it('slows down smoothly without reversing and stops exactly on the target', () => {
    const velocity = -0.66;
    const duration = 1_000;
    const from = 100;
    const to = landingAngle(from, 17, minTravelFor(velocity, duration));
    let last = from;
    for (let t = 0; t <= duration; t += 10) {
      const angle = easeToRest(from, velocity, to, duration, t);
      expect(angle).toBeLessThanOrEqual(last + 1e-9);
      last = angle;
    }
    expect(easeToRest(from, velocity, to, duration, duration)).toBeCloseTo(to, 9);
    expect(easeToRest(from, velocity, to, duration, 0)).toBe(from);
  });
});
