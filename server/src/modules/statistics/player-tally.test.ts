import { describe, expect, it } from 'vitest';
import { PlayerTally } from './player-tally';

const at = (iso: string) => new Date(iso);
const play = {
  id: 1n,
  userId: 7n,
  game: 'dicing',
  coin: 'GC' as const,
  wager: 100n,
  payout: 0n,
  multiplier: 0,
  settledAt: at('2026-11-27T03:00:10Z'),
};

describe('PlayerTally', () => {
  it('sums a player’s plays per coin, minute and game, keeping the biggest win and multiplier with their bets', () => {
    const tally = new PlayerTally();
    tally.add(play);
    tally.add({ ...play, id: 2n, payout: 300n, multiplier: 3 });
    tally.add({ ...play, id: 3n, wager: 1_000n, payout: 2_000n, multiplier: 2 });
    tally.add({ ...play, id: 4n, wager: 1_000n, payout: 500n, multiplier: 0.5 });
    tally.add({ ...play, id: 5n, coin: 'SC', payout: 990n, multiplier: 9.9 });
    tally.add({ ...play, id: 6n, settledAt: at('2026-11-27T03:01:00Z') });
    tally.add({ ...play, id: 7n, userId: 8n });
    const taken = tally.take();
    expect(taken).toHaveLength(4);
    expect(taken[0]).toEqual({
      userId: 7n,
      coin: 'GC',
      minute: at('2026-11-27T03:00:00Z'),
      game: 'dicing',
      plays: 4n,
      wagered: 2_200n,
      paidOut: 2_800n,
      // Profit 1,000 (bet 3) beats 200 (bet 2); the multiplier 3 (bet 2) beats 2 and 0.5.
      bestWin: 1_000n,
      bestWinBet: 3n,
      bestMultiplier: 3,
      bestMultiplierBet: 2n,
    });
    expect(taken[1]).toMatchObject({ coin: 'SC', plays: 1n, bestWin: 890n, bestMultiplier: 9.9 });
    expect(taken[2]).toMatchObject({ plays: 1n, bestWin: null, bestWinBet: null, bestMultiplier: null });
    expect(taken[3]).toMatchObject({ userId: 8n, plays: 1n });
    expect(tally.take()).toEqual([]);
  });

  it('counts a provider’s free round (no wager) as a play whose payout is profit, with no multiplier', () => {
    const tally = new PlayerTally();
    tally.add({ ...play, wager: 0n, payout: 40n, multiplier: 0 });
    expect(tally.take()[0]).toMatchObject({
      plays: 1n,
      wagered: 0n,
      paidOut: 40n,
      bestWin: 40n,
      bestMultiplier: null,
    });
  });

  it('keeps what a failed flush put back, its bests weighed against what came since', () => {
    const tally = new PlayerTally();
    tally.add({ ...play, id: 1n, payout: 500n, multiplier: 5 });
    const failed = tally.take();
    tally.add({ ...play, id: 2n, payout: 200n, multiplier: 2 });
    tally.putBack(failed);
    const [only, ...rest] = tally.take();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      plays: 2n,
      wagered: 200n,
      paidOut: 700n,
      bestWinBet: 1n,
      bestMultiplierBet: 1n,
    });
  });
});
