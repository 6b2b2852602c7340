import { type RateLimitState, tooManyAttempts } from '../../http/rate-limiter';
import type { AuthPorts } from './ports';

/** The failed-check counter and the lock-out settings it is read with. */
export type AttemptLimits = Pick<AuthPorts, 'failedAttempts' | 'config'>;

/** Refuses with 429 (and the reset header) once `key` has failed `max` times in the lock-out window. */
export async function refuseWhileLocked(ports: AttemptLimits, key: string, max: number): Promise<void> {
  const state = await ports.failedAttempts.peek(key);
  if (state.count >= max) throw tooManyAttempts(state.resetSeconds);
}

/** One failed password or code check against `key`; the window starts at its first failure. */
export async function countFailure(ports: AttemptLimits, key: string): Promise<RateLimitState> {
  return ports.failedAttempts.hit(key, ports.config.LOGIN_LOCKOUT_SECONDS);
}
