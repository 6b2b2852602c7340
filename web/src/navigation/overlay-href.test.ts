import { describe, expect, it } from 'vitest';
import { betInfoHref, duelHref } from './overlay-href';

describe('overlay links', () => {
  it('open the overlay on the current page, keeping its parameters', () => {
    expect(duelHref('/bets', '?x=1', '42')).toBe('/bets?x=1&tab=duels&duelId=42');
    expect(betInfoHref('/', '', '9')).toBe('/?tab=history&betId=9');
  });
});
