import { afterEach, expect, it, vi } from 'vitest';
import { enforceRateLimit, MemoryRateLimiter } from './rate-limiter';

afterEach(() => {
  vi.useRealTimers();
});

it('refuses past the limit with the reset header and the spec text, then opens again', async () => {
  vi.useFakeTimers();
  const limiter = new MemoryRateLimiter();
  for (let i = 0; i < 3; i++) await enforceRateLimit(limiter, 'k', 3, 120);
  const refused = await enforceRateLimit(limiter, 'k', 3, 120).catch((e) => e);
  expect(refused).toMatchObject({ status: 429, message: 'Too many attempts. Try again in 2 minute(s)' });
  expect(refused.headers['x-ratelimit-reset']).toBe('120');
  vi.advanceTimersByTime(121_000);
  await expect(enforceRateLimit(limiter, 'k', 3, 120)).resolves.toBeUndefined();
});
