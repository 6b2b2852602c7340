import type { CrashBetView, CrashRoundView } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { crashReducer, EMPTY_CRASH, myPlayInRound, playProfit } from './crash-state';

const round = (
  id: string,
  status: CrashRoundView['status'],
  crash: string | null = null,
): CrashRoundView => ({
  id,
  status,
  position: Number(id),
  betting_ends_at: '2026-01-01T00:00:07.000Z',
  started_at: status === 'betting' ? null : '2026-01-01T00:00:07.000Z',
  crashed_at: status === 'crashed' ? '2026-01-01T00:00:20.000Z' : null,
  growth: 0.06,
  crash_point: crash,
  hash: crash ? 'ab'.repeat(32) : null,
});

const bet = (id: string, roundId: string, over: Partial<CrashBetView> = {}): CrashBetView => ({
  id,
  round_id: roundId,
  user: { id: '7', username: 'ana' },
  wager: '1.00',
  game_mode: 'GC',
  auto_cashout: null,
  cashout: null,
  payout: null,
  status: 'active',
  ...over,
});

describe('crash live state', () => {
  it('starts a fresh list of plays with each betting window', () => {
    let live = crashReducer(EMPTY_CRASH, { type: 'betting', round: round('1', 'betting') });
    live = crashReducer(live, { type: 'bet', bet: bet('10', '1') });
    expect(live.bets).toHaveLength(1);
    live = crashReducer(live, { type: 'betting', round: round('2', 'betting') });
    expect(live.bets).toHaveLength(0);
  });

  it('ignores events of an older round', () => {
    const live = crashReducer(EMPTY_CRASH, { type: 'running', round: round('5', 'running') });
    expect(crashReducer(live, { type: 'betting', round: round('4', 'betting') })).toBe(live);
  });

  it('keeps the name of my own play when the channel sends it nameless', () => {
    let live = crashReducer(EMPTY_CRASH, { type: 'betting', round: round('1', 'betting') });
    live = crashReducer(live, { type: 'bet', bet: bet('10', '1'), mine: true });
    live = crashReducer(live, {
      type: 'bet',
      bet: bet('10', '1', { user: null, status: 'settled', cashout: '1.01', payout: '1.01' }),
    });
    expect(live.bets[0]?.user?.username).toBe('ana');
    expect(live.myBet?.cashout).toBe('1.01');
    expect(playProfit(live.myBet as CrashBetView)).toBe('0.01');
  });

  it('settles every play still riding as lost when the round crashes, and records the crash', () => {
    let live = crashReducer(EMPTY_CRASH, { type: 'running', round: round('1', 'running') });
    live = crashReducer(live, { type: 'bet', bet: bet('10', '1'), mine: true });
    live = crashReducer(live, {
      type: 'bet',
      bet: bet('11', '1', { status: 'settled', payout: '2.00', cashout: '2.00' }),
    });
    live = crashReducer(live, { type: 'ended', round: round('1', 'crashed', '2.50') });
    expect(live.bets.find((b) => b.id === '10')?.payout).toBe('0.00');
    expect(live.bets.find((b) => b.id === '11')?.payout).toBe('2.00');
    expect(playProfit(live.myBet as CrashBetView)).toBe('-1.00');
    expect(live.history[0]?.crash_point).toBe('2.50');
    expect(myPlayInRound(live)?.id).toBe('10');
  });

  it('gives every play still riding its wager back when the round is interrupted by an outage', () => {
    let live = crashReducer(EMPTY_CRASH, { type: 'running', round: round('1', 'running') });
    live = crashReducer(live, { type: 'bet', bet: bet('10', '1'), mine: true });
    live = crashReducer(live, { type: 'ended', round: round('1', 'interrupted', '3.10') });
    expect(live.myBet).toMatchObject({ status: 'settled', payout: '1.00' });
    expect(playProfit(live.myBet as CrashBetView)).toBe('0.00');
  });

  it('keeps my last play on screen into the next round, but not as a play in it', () => {
    let live = crashReducer(EMPTY_CRASH, { type: 'running', round: round('1', 'running') });
    live = crashReducer(live, { type: 'bet', bet: bet('10', '1'), mine: true });
    live = crashReducer(live, { type: 'betting', round: round('2', 'betting') });
    expect(live.myBet?.id).toBe('10');
    expect(myPlayInRound(live)).toBeNull();
  });

  it('a profit is unknown while the play rides', () => {
    expect(playProfit(bet('1', '1'))).toBeNull();
  });
});
