import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { totp } from './totp';

describe('authenticator codes', () => {
  const secret = authenticator.generateSecret();
  const codeAt = (ms: number) => authenticator.clone({ epoch: ms }).generate(secret);

  it('accepts the current step and one either side, for a code typed at a step’s end or a drifting clock', () => {
    const now = Date.now();
    for (const offset of [0, -30_000, 30_000]) expect(totp.check(codeAt(now + offset), secret)).toBe(true);
  });

  it('refuses a code two steps away', () => {
    const now = Date.now();
    const stale = codeAt(now - 60_000);
    // The same digits can recur by chance; only assert when they differ from the accepted window's.
    const window = [-30_000, 0, 30_000].map((offset) => codeAt(now + offset));
    if (!window.includes(stale)) expect(totp.check(stale, secret)).toBe(false);
  });
});
