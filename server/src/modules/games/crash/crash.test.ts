import { CRASH_TEXTS } from '@casino/contract';
import { crashPoint, previousGameHash } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../../test/app';
import { FAST_CRASH_ENV } from './test-support';

// Restarts and outages mid-round: server/src/fault/crash-outage.test.ts.
const t = testAppForSuite(FAST_CRASH_ENV);

interface Live {
  round: { id: string; status: string; crash_point: string | null; hash: string | null; position: number };
  my_bet: { cashout: string | null; payout: string | null; status: string } | null;
  chain: { terminating_hash: string; salt: string; edge: number };
}

const live = async (app = t.app, headers: Record<string, string> = {}): Promise<Live> =>
  (await app.inject({ url: '/api/crash', headers })).json();

/** Polls the live round until `test` holds (rounds here last well under two seconds). */
async function waitFor(test: (state: Live) => boolean, app = t.app, headers: Record<string, string> = {}) {
  for (let i = 0; i < 400; i++) {
    const state = await live(app, headers);
    if (state.round && test(state)) return state;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error('crash: the round never reached the awaited state');
}

const post = (headers: Record<string, string>, payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/crash', headers, payload: payload as Record<string, unknown> });

async function gc(headers: Record<string, string>, app = t.app) {
  return (await app.inject({ url: '/api/user/balance', headers })).json().gc as string;
}

/** Waits for a fresh betting window with enough of it left to place a play. */
const nextBettingWindow = (): Promise<Live> =>
  waitFor((s) => s.round.status === 'betting').then((s) =>
    Date.parse((s.round as unknown as { betting_ends_at: string }).betting_ends_at) - Date.now() > 150
      ? s
      : waitFor((n) => n.round.id !== s.round.id).then(nextBettingWindow),
  );

/**
 * Places a play in a fresh betting window. On a loaded machine the request can reach the server after
 * the 400 ms window closed (409, plays closed): then it is placed in the next window instead.
 */
async function placeInWindow(headers: Record<string, string>, payload: Record<string, unknown>) {
  for (let attempt = 1; ; attempt++) {
    const { round } = await nextBettingWindow();
    const placed = await post(headers, { action: 'bet', ...payload });
    if (placed.json().message !== CRASH_TEXTS.notBetting || attempt === 5) return { round, placed };
  }
}

describe('crash', () => {
  it('plays the published chain backwards, each crash point from its hash and the salt', async () => {
    await waitFor((s) => s.round.position >= 3);
    const { data } = (await t.app.inject({ url: '/api/crash/rounds?limit=10' })).json();
    const chain = (await live()).chain;
    const byPosition = new Map<number, { hash: string; crash_point: string }>(
      data.map((r: { position: number; hash: string; crash_point: string }) => [r.position, r]),
    );
    expect(byPosition.size).toBeGreaterThanOrEqual(2);
    expect(previousGameHash(byPosition.get(1)?.hash as string)).toBe(chain.terminating_hash);
    for (const [position, round] of byPosition) {
      expect(round.crash_point).toBe(crashPoint(round.hash, chain.salt, chain.edge).toFixed(2));
      const previous = byPosition.get(position - 1);
      if (previous) expect(previousGameHash(round.hash)).toBe(previous.hash);
    }
    // A round still in play keeps its hash and crash point secret.
    const { round } = await live();
    if (round.status !== 'crashed') expect([round.hash, round.crash_point]).toEqual([null, null]);
  });

  it('an automatic cash-out pays its target exactly when the round reaches it, else the play is lost', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = bearer(token);
    const { round, placed } = await placeInWindow(headers, { wager: '100', auto_cashout: 1.5 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().balance).toBe('9900.00');
    // A second play in the round is refused: 'already in' while the window is open; on a loaded machine the
    // 400 ms window may have closed by the time it arrives, which refuses it too.
    expect([CRASH_TEXTS.alreadyIn, CRASH_TEXTS.notBetting]).toContain(
      (await post(headers, { action: 'bet', wager: '1' })).json().message,
    );
    const detail = await waitForRound(round.id);
    const won = Number(detail.round.crash_point) >= 1.5;
    const mine = detail.bets.find((b: { user: { id: string } | null }) => b.user !== null);
    expect(mine).toMatchObject({
      status: 'settled',
      cashout: won ? '1.50' : null,
      payout: won ? '150.00' : '0.00',
    });
    expect(await gc(headers)).toBe(won ? '10050.00' : '9900.00');
    const history = (await t.app.inject({ url: '/api/history/mine?game=crash', headers })).json().data;
    expect(history[0]).toMatchObject({ game: 'crash', wager: '100.00', payout: won ? '150.00' : '0.00' });
    const bet = (await t.app.inject({ url: `/api/bets/${history[0].id}` })).json();
    expect(bet.verification).toMatchObject({
      round_id: round.id,
      crash_point: detail.round.crash_point,
      hash: detail.round.hash,
      auto_cashout: '1.50',
    });
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a play and a cash-out sent again with their Idempotency-Key answer the first time and move nothing', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = { ...bearer(token), 'idempotency-key': 'crash-play-1' };
    const { round, placed } = await placeInWindow(headers, { wager: '100' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await post(headers, { action: 'bet', wager: '100' })).body).toBe(placed.body);
    expect(await gc(headers)).toBe('9900.00');
    // Past the betting window: running, or already crashed (a 1.00 round never runs, and on a loaded
    // machine a short round can begin and end between two polls); a refused cash-out is checked below.
    await waitFor((s) => s.round.id !== round.id || s.round.status !== 'betting');
    const cashoutKey = { ...headers, 'idempotency-key': 'crash-cashout-1' };
    const cashedOut = await post(cashoutKey, { action: 'cashout' });
    if (cashedOut.statusCode === 200) {
      expect((await post(cashoutKey, { action: 'cashout' })).body).toBe(cashedOut.body);
      expect(await gc(headers)).toBe(cashedOut.json().balance);
    } else {
      expect([CRASH_TEXTS.crashed, CRASH_TEXTS.noBet]).toContain(cashedOut.json().message);
      expect(await gc(headers)).toBe('9900.00');
    }
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a manual cash-out pays the multiplier of that moment, below the crash point', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = bearer(token);
    const { round, placed } = await placeInWindow(headers, { wager: '10' });
    expect(placed.statusCode, placed.body).toBe(200);
    // Refused while the window is open; on a loaded machine the round may have begun by the time this
    // arrives, and then it is the cash-out (or the refusal of a crashed round) checked below.
    let cashed = await post(headers, { action: 'cashout' });
    if (cashed.json().message === CRASH_TEXTS.notRunning) {
      await waitFor((s) => s.round.id !== round.id || s.round.status !== 'betting');
      cashed = await post(headers, { action: 'cashout' });
    }
    const detail = await waitForRound(round.id);
    const point = Number(detail.round.crash_point);
    if (cashed.statusCode === 200) {
      const at = Number(cashed.json().bet.cashout);
      expect(at).toBeGreaterThanOrEqual(1);
      expect(at).toBeLessThanOrEqual(point);
      expect(cashed.json().bet.payout).toBe((10 * at).toFixed(2));
      expect(await gc(headers)).toBe((10_000 - 10 + 10 * at).toFixed(2));
      expect((await post(headers, { action: 'cashout' })).json().message).toBe(CRASH_TEXTS.noBet);
    } else {
      // Only a round that crashed before the request could refuse it: too late by the clock, or, once the
      // crash is written, the play is already settled (an early crash point leaves milliseconds for this).
      expect([CRASH_TEXTS.crashed, CRASH_TEXTS.noBet]).toContain(cashed.json().message);
      expect(await gc(headers)).toBe('9990.00');
    }
  });

  it('refuses plays outside the window, beyond the balance or the limits, and moves nothing', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = bearer(token);
    expect((await post(headers, { action: 'cashout' })).json().message).toBe(CRASH_TEXTS.noBet);
    await nextBettingWindow();
    const cases: [unknown, string][] = [
      [{ action: 'bet', wager: '20000' }, 'Insufficient balance.'],
      [{ action: 'bet', wager: '0' }, 'Your play must be more than zero.'],
      [{ action: 'bet', wager: '5', auto_cashout: 1 }, 'Auto cash-out must be at least 1.01.'],
      [{ action: 'bet', wager: '5', auto_cashout: 1.234 }, 'Auto cash-out can have at most 2 decimals.'],
      [{ action: 'fold' }, 'Choose bet or cashout.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(headers, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect(await gc(headers)).toBe('10000.00');
    await waitFor((s) => s.round.status === 'running');
    expect((await post(headers, { action: 'bet', wager: '1' })).json().message).toBe(CRASH_TEXTS.notBetting);
    expect((await post({}, { action: 'bet', wager: '1' })).statusCode).toBe(401);
    // The sign-in is checked before the body: a bad body from a stranger is still unauthenticated.
    expect((await post({}, { action: 'fold' })).statusCode).toBe(401);
    expect(await gc(headers)).toBe('10000.00');
    const notRound = await t.app.inject({ url: '/api/crash/rounds/abc' });
    expect([notRound.statusCode, notRound.json().message]).toEqual([404, 'This round could not be found.']);
    const badLimit = await t.app.inject({ url: '/api/crash/rounds?limit=abc' });
    expect([badLimit.statusCode, badLimit.json().errors]).toEqual([
      422,
      { limit: ['limit must be a whole number.'] },
    ]);
  });
});

/** A round's detail once it has crashed. */
async function waitForRound(id: string, app = t.app) {
  for (let i = 0; i < 600; i++) {
    const detail = (await app.inject({ url: `/api/crash/rounds/${id}` })).json();
    if (detail.round?.status === 'crashed') return detail;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`crash: round ${id} never crashed`);
}
