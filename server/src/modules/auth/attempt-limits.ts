import type { Deps } from '../../deps';
import { type RateLimitState, tooManyAttempts } from '../../http/rate-limiter';

/** Refuses with 429 (and the reset header) once `key` has failed `max` times in the lock-out window. */
export async function refuseWhileLocked(deps: Deps, key: string, max: number): Promise<void> {
  const state = await deps.failedAttempts.peek(key);
  if (state.count >= max) throw tooManyAttempts(state.resetSeconds);
}

/** One failed password or code check against `key`; the window starts at its first failure. */
export async function countFailure(deps: Deps, key: string): Promise<RateLimitState> {
  return deps.failedAttempts.hit(key, deps.config.LOGIN_LOCKOUT_SECONDS);
}
