import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { ledgerInvariantBreaks } from '../../test/ledger-invariants';

type Headers = Record<string, string>;
type Call = { method: 'POST' | 'DELETE'; url: string; payload?: object };
type Answer = { url: string; response: LightMyRequestResponse };

/** Every play stakes this much; the calls of one player below ask for about twice their balance. */
const STAKE = '500';
const SEEDED_GAMES = ['dicing', 'limbo', 'mines'];

/**
 * Two instances share one PostgreSQL schema, so each one's in-process play lanes serialise only its own
 * calls: what keeps a player's balance and nonces right across them is the database alone. One instance
 * leads crash rounds (a betting window that outlasts the test), the other only serves calls.
 */
describe.skipIf(!usingRealPostgres)('plays of every game family through two instances at once', () => {
  let leader: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    leader = await createTestApp({
      CRASH_ENABLED: 'true',
      CRASH_BETTING_MS: '600000',
      CRASH_CHAIN_LENGTH: '60',
    });
    other = await createTestApp({}, leader.database);
    await bettingWindow(leader);
  });
  afterAll(async () => {
    await other?.close();
    await leader?.close();
  });

  const instances = () => [leader, other] as const;
  const send = async (t: TestApp, headers: Headers, call: Call): Promise<Answer> => ({
    url: call.url,
    response: await t.app.inject({ ...call, headers, payload: call.payload as Record<string, unknown> }),
  });

  async function player() {
    const { token, userId } = await registerPlayer(leader.app);
    const headers = bearer(token);
    for (const game of SEEDED_GAMES)
      await send(leader, headers, {
        method: 'POST',
        url: `/api/${game}/seeds`,
        payload: { action: 'update_client', client_seed: 'two-instances' },
      });
    return { headers, userId };
  }

  /**
   * One player's calls, all at once, spread over both instances: dice and limbo plays, mines games
   * (start, reveal, cash out), crash plays, and duels created on one instance and cancelled on the other.
   * Each lane's calls run in turn, alternating instances (and dice with limbo, so each game's pair is
   * played through both); the lanes race each other. The first call of
   * every lane fits in the balance together; all of them ask for about 1.7 times the balance.
   */
  function racePlayer(headers: Headers): Promise<Answer[]>[] {
    const lane = async (calls: Call[], first: number) => {
      const answers: Answer[] = [];
      for (const [i, call] of calls.entries())
        answers.push(await send(instances()[(first + i) % 2] as TestApp, headers, call));
      return answers;
    };
    const instant = (i: number): Call =>
      i % 2
        ? { method: 'POST', url: '/api/limbo', payload: { wager: STAKE, target: 1000 } }
        : { method: 'POST', url: '/api/dicing', payload: { wager: STAKE, multiplier: 5000 } };
    const mines: Call[] = [
      { method: 'POST', url: '/api/mines', payload: { action: 'start', wager: STAKE, mines: 3 } },
      { method: 'POST', url: '/api/mines', payload: { action: 'reveal', tile: 12 } },
      { method: 'POST', url: '/api/mines', payload: { action: 'cashout' } },
    ];
    const crash: Call = { method: 'POST', url: '/api/crash', payload: { action: 'bet', wager: STAKE } };
    const createDuel: Call = { method: 'POST', url: '/api/duels', payload: { wager: STAKE } };
    const duel = async (first: number) => {
      const created = await send(instances()[first] as TestApp, headers, createDuel);
      if (created.response.statusCode !== 200) return [created];
      const cancel: Call = { method: 'DELETE', url: `/api/duels/${created.response.json().id}` };
      return [created, await send(instances()[1 - first] as TestApp, headers, cancel)];
    };
    return [
      ...Array.from({ length: 6 }, (_, l) =>
        lane(
          Array.from({ length: 5 }, (_, i) => instant(i)),
          l,
        ),
      ),
      lane(mines, 0),
      lane(mines, 1),
      lane([crash], 0),
      lane([crash], 1),
      duel(0),
      duel(1),
      lane([createDuel], 1),
    ];
  }

  it('never overdraws, uses each nonce once, keeps exactly the answered plays and a sound ledger', async () => {
    const players = await Promise.all([player(), player()]);
    const before = await Promise.all(players.map((p) => gcBalance(leader, p.userId)));
    const answers = (await Promise.all(players.map((p) => Promise.all(racePlayer(p.headers))))).map((lanes) =>
      lanes.flat(),
    );

    const all = answers.flat();
    expect(all.filter((a) => a.response.statusCode >= 500).map((a) => a.response.body)).toEqual([]);
    // The race is real: some calls found the balance already taken, and every game family played.
    expect(all.some((a) => a.response.json().message === 'Insufficient balance.')).toBe(true);
    const played = new Set(all.filter((a) => a.response.statusCode === 200).map((a) => a.url.split('/')[2]));
    expect([...played].sort()).toEqual(['crash', 'dicing', 'duels', 'limbo', 'mines']);

    for (const [i, p] of players.entries()) {
      const db = leader.deps.db;
      const answered = answers[i] ?? [];
      const bets = await db
        .selectFrom('bets')
        .select(['id', 'game', 'wager', 'payout', 'seed_pair_id', 'nonce'])
        .where('user_id', '=', p.userId)
        .execute();
      // Every bet some 200 answer named is there, and no bet that none named.
      const answeredBets = new Set(answered.filter((a) => a.response.statusCode === 200).flatMap(betIdOf));
      expect(new Set(bets.map((b) => b.id.toString()))).toEqual(answeredBets);

      // Per seed pair, nonces 1..n, each once, and the pair's next nonce is n + 1.
      const pairs = await db
        .selectFrom('seed_pairs')
        .select(['id', 'nonce'])
        .where('user_id', '=', p.userId)
        .execute();
      for (const pair of pairs) {
        const nonces = bets
          .filter((b) => b.seed_pair_id === pair.id)
          .map((b) => b.nonce)
          .sort((a, b) => Number(a) - Number(b));
        expect(nonces).toEqual(nonces.map((_, n) => n + 1));
        expect(pair.nonce).toBe(nonces.length + 1);
      }

      // The balance is the start less what the plays and open duels hold: no play was paid twice or free.
      const openDuels = await db
        .selectFrom('duels')
        .select('wager')
        .where('host_id', '=', p.userId)
        .where('status', '=', 'open')
        .execute();
      const result = bets.reduce((sum, b) => sum + b.payout - b.wager, 0n);
      const held = openDuels.reduce((sum, d) => sum + d.wager, 0n);
      const after = await gcBalance(leader, p.userId);
      expect(after).toBe((before[i] as bigint) + result - held);
      expect(after).toBeGreaterThanOrEqual(0n);
    }
    expect(await ledgerInvariantBreaks(leader.deps.db)).toEqual([]);
    expect(await leader.deps.ledger.totals(leader.deps.db)).toEqual({ GC: 0n, SC: 0n });
  });
});

/** The bet a successful answer names: an instant play's or crash play's `bet`, a step game's own id. */
function betIdOf({ response }: Answer): string[] {
  const body = response.json();
  if (body.bet?.id) return [body.bet.id];
  if (body.game === 'mines') return [body.id];
  return [];
}

async function gcBalance(t: TestApp, userId: bigint): Promise<bigint> {
  return (await t.deps.ledger.playerAccounts(t.deps.db, userId)).gc.balance;
}

/** Waits until the leader has opened a crash round's betting window. */
async function bettingWindow(t: TestApp): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { round } = (await t.app.inject({ url: '/api/crash' })).json();
    if (round?.status === 'betting') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('crash: no betting window opened');
}
