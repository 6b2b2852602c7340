import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { type Headers, keyedPost, playerBets, seededPlayer } from '../../test/plays';
import { secondInstance } from '../../test/second-instance';

// The connection dies right after the database committed: the play is done, the server cannot know.
// A retry must find what was committed and answer with it, never play again. Real PostgreSQL only:
// the fault sits in the `pg` connection.
describe.skipIf(!usingRealPostgres)('a lost connection after commit (real PostgreSQL)', () => {
  let t: TestApp;
  let faulty: TestApp;
  let dropBatch = () => false;
  let dropCommit = () => false;
  let refuseBatch = (_keys: string[]): Error | undefined => undefined;
  /** Statements and connections still to refuse: the server is out of reach for a moment. */
  let outage = 0;
  beforeAll(async () => {
    t = await createTestApp();
    faulty = await secondInstance(t, {
      beforeStatement: (name, values) =>
        name === 'ledger_post_plays' ? refuseBatch(values.at(-1) as string[]) : undefined,
      afterStatement: (name) => name === 'ledger_post_plays' && dropBatch(),
      afterCommit: () => dropCommit(),
      unreachable: () => outage-- > 0,
    });
  });

  /** Every third commit loses its connection; every other such loss is followed by a short outage. */
  function everyThird() {
    let commits = 0;
    let drops = 0;
    const drop = () => {
      if (++commits % 3 !== 0) return false;
      if (++drops % 2 === 0) outage = 3;
      return true;
    };
    return { drop, drops: () => drops };
  }
  afterAll(async () => {
    await faulty?.close();
    await t?.close();
  });

  const player = (game: string) => seededPlayer(t.app, 'lost', [game]);
  const post = (app: TestApp, url: string, headers: Headers, key: string, payload: object) =>
    keyedPost(app.app, url, headers, key, payload);
  /** Every bet of the player, by id. */
  const betIds = async (userId: bigint) => (await playerBets(t.infra.db, userId)).map((r) => r.id.toString());

  /** Accounts whose balance is not the sum of their entries; and the per-coin sum of all balances. */
  async function ledgerInvariants() {
    const drift = await sql<{ id: string }>`
      SELECT a.id::text FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
          ON e.account_id = a.id
        WHERE a.balance <> coalesce(e.total, 0)`.execute(t.infra.db);
    return { drift: drift.rows, totals: await t.infra.ledger.totals(t.infra.db) };
  }

  /**
   * After a run with lost connections: the faults did happen, every first try was answered 200 or 503
   * (never 500), each player has exactly the bets the answers told of, and the ledger holds.
   */
  async function expectRecovered(drops: number, statuses: number[], told: Map<bigint, Set<string>>) {
    expect(drops).toBeGreaterThan(3);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(),
    ).toBe(true);
    for (const [userId, answered] of told) {
      expect(await betIds(userId)).toEqual([...answered].sort(byNumber));
    }
    expect(await ledgerInvariants()).toEqual({ drift: [], totals: { GC: 0n, SC: 0n } });
  }

  it('instant plays: every request answers its committed play or a clean 503, and nothing is played twice', async () => {
    const faults = everyThird();
    dropBatch = faults.drop;
    const players = await Promise.all(Array.from({ length: 6 }, () => player('dicing')));
    const told = new Map<bigint, Set<string>>();
    const statuses: number[] = [];
    await Promise.all(
      players.map(async (p) => {
        const answered = new Set<string>();
        told.set(p.userId, answered);
        for (let i = 0; i < 8; i++) {
          const key = randomUUID();
          const play = { wager: '10', multiplier: 2 };
          const first = await post(faulty, '/api/dicing', p.headers, key, play);
          statuses.push(first.statusCode);
          const answer =
            first.statusCode === 503 ? await post(t, '/api/dicing', p.headers, key, play) : first;
          expect(answer.statusCode, answer.body).toBe(200);
          answered.add(answer.json().bet.id);
        }
      }),
    );
    dropBatch = () => false;
    outage = 0;
    await expectRecovered(faults.drops(), statuses, told);
    expect(statuses).toContain(503);
  });

  it('instant plays whose batch deadlocks are settled again, never answered 500 (issue 10 item 5)', async () => {
    // Every play's first batch fails as a deadlock would (40P01); its retries do not.
    const tried = new Set<string>();
    refuseBatch = (keys) => {
      const fresh = keys.filter((k) => !tried.has(k));
      for (const k of fresh) tried.add(k);
      if (fresh.length === 0) return undefined;
      return Object.assign(new Error('deadlock detected'), { code: '40P01' });
    };
    const players = await Promise.all(Array.from({ length: 6 }, () => player('dicing')));
    const answers = await Promise.all(
      players.map(async (p) => {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await post(faulty, '/api/dicing', p.headers, randomUUID(), { wager: '10', multiplier: 2 }))
              .statusCode,
          );
        return statuses;
      }),
    );
    refuseBatch = () => undefined;
    expect(answers.flat()).toEqual(Array(24).fill(200));
    for (const p of players) expect(await betIds(p.userId)).toHaveLength(4);
    expect(await ledgerInvariants()).toEqual({ drift: [], totals: { GC: 0n, SC: 0n } });
  });

  it('step games: a start or move whose commit lost its connection is answered once, never played again', async () => {
    const faults = everyThird();
    dropCommit = faults.drop;
    const players = await Promise.all(Array.from({ length: 4 }, () => player('mines')));
    const statuses: number[] = [];
    const told = new Map<bigint, Set<string>>();
    /** Sends through the faulty instance, and again with the same key to the healthy one after a 503. */
    const call = async (p: (typeof players)[number], payload: object) => {
      const key = randomUUID();
      const first = await post(faulty, '/api/mines', p.headers, key, payload);
      statuses.push(first.statusCode);
      return first.statusCode === 503 ? post(t, '/api/mines', p.headers, key, payload) : first;
    };
    await Promise.all(
      players.map(async (p) => {
        const games = new Set<string>();
        told.set(p.userId, games);
        for (let i = 0; i < 4; i++) {
          const started = await call(p, { action: 'start', wager: '10', mines: 1 });
          expect(started.statusCode, started.body).toBe(200);
          games.add(started.json().id);
          const cashedOut = await call(p, { action: 'reveal', tile: 0 }).then(async (revealed) => {
            expect(revealed.statusCode, revealed.body).toBe(200);
            if (revealed.json().status === 'settled') return revealed;
            return call(p, { action: 'cashout' });
          });
          expect(cashedOut.statusCode, cashedOut.body).toBe(200);
          expect(cashedOut.json()).toMatchObject({ id: started.json().id, status: 'settled' });
        }
      }),
    );
    dropCommit = () => false;
    outage = 0;
    await expectRecovered(faults.drops(), statuses, told);
  });
});

const byNumber = (a: string, b: string) => Number(a) - Number(b);
