import { describe, expect, it } from 'vitest';
import { verifyHref } from './verify-link';

const base = {
  server_seed: null,
  server_seed_hash: 'h'.repeat(64),
  client_seed: 'my seed',
  nonce: 4,
  outcome: {},
};

describe('the verify link of a play', () => {
  it('carries the seeds, the committed hash and the options of the outcome', () => {
    expect(verifyHref('mines', { ...base, game: 'mines', outcome: { mines: 5 }, server_seed: 'abc' })).toBe(
      `/provablyfair/mines/overview?server_seed=abc&client_seed=my+seed&nonce=4&server_seed_hash=${'h'.repeat(64)}&mines=5`,
    );
    expect(verifyHref('plinko', { ...base, game: 'plinko', outcome: { rows: 12, risk: 'high' } })).toContain(
      '&rows=12&risk=high',
    );
    expect(verifyHref('latergator', { ...base, game: 'tower', outcome: { difficulty: 'hard' } })).toMatch(
      /^\/provablyfair\/latergator\/overview\?.*difficulty=hard$/,
    );
  });

  it('leaves out a server seed not yet revealed', () => {
    expect(verifyHref('dice', { ...base, game: 'dicing' })).not.toContain('server_seed=');
  });

  it('uses the duel and crash values instead of a seed pair', () => {
    expect(
      verifyHref('duels', {
        ...base,
        game: 'duels',
        verification: { host_seed: 'H', guest_seed: 'G', host_seed_hash: 'X' },
      }),
    ).toBe('/provablyfair/duels/overview?host_seed=H&guest_seed=G&server_seed_hash=X');
    expect(verifyHref('crash', { ...base, game: 'crash', verification: { hash: 'a', salt: 'b' } })).toBe(
      '/provablyfair/crash/overview?hash=a&salt=b',
    );
  });
});
