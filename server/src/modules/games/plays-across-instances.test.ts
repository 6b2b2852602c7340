import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { bearer, registerPlayer, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { twoInstancesForSuite } from '../../test/second-instance';

type Headers = Record<string, string>;
type Call = { method: 'POST' | 'DELETE'; url: string; payload?: object };
type Answer = { url: string; response: LightMyRequestResponse };

/** Every play and duel stakes this much (500 GC of a new player's 10,000). */
const STAKE = '500';
const SEEDED_GAMES = ['dicing', 'limbo', 'mines'];

/**
 * Two instances share one PostgreSQL schema, so each one's in-process play lanes serialise only its own
 * calls: what keeps a player's balance and nonces right across them is the database alone. Crash plays
 * go into a betting window planted to outlast the test: no runner is needed, whose leadership lock other
 * test files on the same server may hold.
 */
describe.skipIf(!usingRealPostgres)('plays of every game family through two instances at once', () => {
  const { one, two } = twoInstancesForSuite();
  beforeAll(async () => {
    await openBettingWindow(one);
  });

  const instances = () => [one, two] as const;
  const send = async (t: TestApp, headers: Headers, call: Call): Promise<Answer> => ({
    url: call.url,
    response: await t.app.inject({ ...call, headers, payload: call.payload as Record<string, unknown> }),
  });

  async function player() {
    const { token, userId } = await registerPlayer(one.app);
    const headers = bearer(token);
    for (const game of SEEDED_GAMES)
      await send(one, headers, {
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
    const before = await Promise.all(players.map((p) => gcBalance(one, p.userId)));
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
      const db = one.infra.db;
      const answered = answers[i] ?? [];
      const bets = await db
        .selectFrom('bets')
        .select(['id', 'game', 'wager', 'payout', 'seed_pair_id', 'nonce'])
        .where('user_id', '=', p.userId)
        .execute();
      // Every bet some 200 answer named is there, and no bet that none named.
      const answeredBets = new Set(answered.filter((a) => a.response.statusCode === 200).flatMap(betIdOf));
      expect(new Set(bets.map((b) => b.id.toString()))).toEqual(answeredBets);

      // Every duel a 200 answer created is there, and no other; those not cancelled still hold their play.
      const duels = await db
        .selectFrom('duels')
        .select(['id', 'wager', 'status'])
        .where('host_id', '=', p.userId)
        .execute();
      const createdDuels = answered
        .filter((a) => a.url === '/api/duels' && a.response.statusCode === 200)
        .map((a) => a.response.json().id);
      expect(new Set(duels.map((d) => d.id.toString()))).toEqual(new Set(createdDuels));

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
      const result = bets.reduce((sum, b) => sum + b.payout - b.wager, 0n);
      const held = duels.filter((d) => d.status === 'open').reduce((sum, d) => sum + d.wager, 0n);
      const after = await gcBalance(one, p.userId);
      expect(after).toBe((before[i] as bigint) + result - held);
      expect(after).toBeGreaterThanOrEqual(0n);
    }
    expect(await ledgerInvariantBreaks(one.infra.db)).toEqual([]);
    expect(await one.infra.ledger.totals(one.infra.db)).toEqual({ GC: 0n, SC: 0n });
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
  return (await t.infra.ledger.playerAccounts(t.infra.db, userId)).gc.balance;
}

/** A crash round taking plays for the next hour. */
async function openBettingWindow(t: TestApp): Promise<void> {
  const chain = await t.infra.db
    .insertInto('crash_chains')
    .values({ seed: 'a'.repeat(64), length: 1, terminating_hash: 'b'.repeat(64), salt: 'two-instances' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.infra.db
    .insertInto('crash_rounds')
    .values({
      chain_id: chain.id,
      position: 1,
      hash: 'a'.repeat(64),
      crash_point: 2,
      edge: 0.01,
      growth: 0.06,
      betting_ends_at: sql<Date>`clock_timestamp() + interval '1 hour'`,
    })
    .execute();
}
