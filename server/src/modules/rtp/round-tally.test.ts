import { describe, expect, it } from 'vitest';
import { RoundTally } from './round-tally';

const at = (iso: string) => new Date(iso);

describe('RoundTally', () => {
  it('sums rounds per game, coin and minute, free rounds apart', () => {
    const tally = new RoundTally();
    const play = { game: 'dicing', coin: 'GC' as const, settledAt: at('2026-11-27T03:00:10Z') };
    tally.add({ ...play, wager: 100n, payout: 198n });
    tally.add({ ...play, wager: 300n, payout: 0n, settledAt: at('2026-11-27T03:00:59.999Z') });
    tally.add({ ...play, wager: 0n, payout: 50n });
    tally.add({ ...play, coin: 'SC', wager: 100n, payout: 0n });
    tally.add({ ...play, wager: 100n, payout: 0n, settledAt: at('2026-11-27T03:01:00Z') });
    const taken = tally.take();
    expect(taken).toHaveLength(3);
    expect(taken[0]).toEqual({
      game: 'dicing',
      coin: 'GC',
      minute: at('2026-11-27T03:00:00Z'),
      rounds: 2n,
      freeRounds: 1n,
      wager: 400n,
      payout: 198n,
      freePayout: 50n,
      wagerSquared: 100_000n,
      payoutSquared: 198n * 198n,
      wagerPayout: 19_800n,
    });
    expect(tally.take()).toEqual([]);
  });

  it('keeps what a failed flush put back for the next one, added to what came since', () => {
    const tally = new RoundTally();
    const play = { game: 'limbo', coin: 'GC' as const, settledAt: at('2026-11-27T03:00:10Z') };
    tally.add({ ...play, wager: 100n, payout: 0n });
    const failed = tally.take();
    tally.add({ ...play, wager: 200n, payout: 400n });
    tally.putBack(failed);
    const [only, ...rest] = tally.take();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ rounds: 2n, wager: 300n, payout: 400n, wagerSquared: 50_000n });
    expect(failed[0]).toMatchObject({ rounds: 1n, wager: 100n });
  });
});
