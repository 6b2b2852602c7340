import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { walkChain } from './chain';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const seed = 'c0ffee'.repeat(10);

describe('walking a crash hash chain', () => {
  it('keeps every thousandth link from the secret last one down to the terminating hash', async () => {
    // links[k] = h[k]: h[2500] is the seed and h[k-1] = sha256(h[k]).
    const links: string[] = [];
    links[2_500] = seed;
    for (let k = 2_500; k > 0; k--) links[k - 1] = sha256Hex(links[k] as string);

    const walked = await walkChain(seed, 2_500);
    expect(walked.checkpoints).toEqual([links[2_500], links[1_500], links[500]]);
    expect(walked.terminatingHash).toBe(links[0]);
  });

  it('lets the event loop turn while a long chain is walked, so the server answers meanwhile', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 1);
    try {
      // 40 slices of 5,000 links; walked in one go, the interval could not fire before the end.
      await walkChain(seed, 200_000);
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it('stops at its next turn once aborted (a shutdown while the leader walks its chain)', async () => {
    const stopping = new AbortController();
    setTimeout(() => stopping.abort(), 5);
    const began = performance.now();
    await expect(walkChain(seed, 5_000_000, stopping.signal)).rejects.toThrow(/abort/i);
    // Walking the whole chain takes seconds; stopping, a slice.
    expect(performance.now() - began).toBeLessThan(1_000);
  });
});
