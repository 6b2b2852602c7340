import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { countBets, gcBalance, type Headers, keyedPost, seededPlayer } from '../../test/plays';
import { secondInstance } from '../../test/second-instance';

const t = testAppForSuite();

const player = (...games: string[]) => seededPlayer(t.app, 'keyed', games);
const post = (url: string, headers: Headers, key: string, payload: object, app = t.app) =>
  keyedPost(app, url, headers, key, payload);
const betCount = (userId: bigint) => countBets(t.infra.db, userId);
const gc = (headers: Headers) => gcBalance(t.app, headers);

describe('Idempotency-Key', () => {
  it('an instant play sent again with its key answers the first play and plays nothing', async () => {
    const p = await player('dicing');
    const key = randomUUID();
    const first = await post('/api/dicing', p.headers, key, { wager: '10', multiplier: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const balance = await gc(p.headers);
    const again = await post('/api/dicing', p.headers, key, { wager: '10', multiplier: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await betCount(p.userId)).toBe(1);
    expect(await gc(p.headers)).toBe(balance);
    // The next play with a new key uses the next nonce, as if the repeat had not happened.
    const next = await post('/api/dicing', p.headers, randomUUID(), { wager: '10', multiplier: 2 });
    expect(next.statusCode, next.body).toBe(200);
    expect(await betCount(p.userId)).toBe(2);
    const nonce = (await t.app.inject({ url: '/api/dicing/seeds', headers: p.headers })).json().nonce;
    expect(nonce).toBe(3);
  });

  it('a step game start and move sent again with their keys answer the first time and do nothing', async () => {
    const p = await player('mines');
    const startKey = randomUUID();
    const start = { action: 'start', wager: '10', mines: 3 };
    const started = await post('/api/mines', p.headers, startKey, start);
    expect(started.statusCode, started.body).toBe(200);
    const balance = await gc(p.headers);
    const restarted = await post('/api/mines', p.headers, startKey, start);
    expect(restarted.body).toBe(started.body);
    const moveKey = randomUUID();
    const revealed = await post('/api/mines', p.headers, moveKey, { action: 'reveal', tile: 7 });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const again = await post('/api/mines', p.headers, moveKey, { action: 'reveal', tile: 7 });
    expect(again.body).toBe(revealed.body);
    expect(await betCount(p.userId)).toBe(1);
    // A reveal moves no coins, mine or not.
    expect(await gc(p.headers)).toBe(balance);
  });

  it('a key used for one call is refused (422) for another and changes nothing', async () => {
    const p = await player('dicing', 'limbo', 'mines');
    const key = randomUUID();
    expect((await post('/api/dicing', p.headers, key, { wager: '10', multiplier: 2 })).statusCode).toBe(200);
    const balance = await gc(p.headers);
    const limbo = await post('/api/limbo', p.headers, key, { wager: '10', target: 2 });
    expect(limbo.statusCode).toBe(422);
    expect(limbo.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This Idempotency-Key was used for another call.',
    });

    const stepKey = randomUUID();
    const mines = await post('/api/mines', p.headers, stepKey, { action: 'start', wager: '10', mines: 3 });
    expect(mines.statusCode, mines.body).toBe(200);
    const cashout = await post('/api/mines', p.headers, stepKey, { action: 'cashout' });
    expect(cashout.statusCode).toBe(422);
    expect(cashout.json().message).toBe('This Idempotency-Key was used for another call.');
    expect(await betCount(p.userId)).toBe(2);
    expect(await gc(p.headers)).toBe((Number(balance) - 10).toFixed(2));
  });

  it('a malformed key is refused (422) before anything is played', async () => {
    const p = await player('dicing');
    for (const key of ['', 'x'.repeat(65), 'has space', 'semi;colon', 'a/b']) {
      const refused = await post('/api/dicing', p.headers, key, { wager: '10', multiplier: 2 });
      expect(refused.statusCode, key).toBe(422);
      expect(refused.json().errors).toHaveProperty('idempotency-key');
    }
    expect(await betCount(p.userId)).toBe(0);
  });
});

// Two app instances on one database: the same key sent ten times at once plays once.
describe.skipIf(!usingRealPostgres)('the same key at once through two instances (real PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await secondInstance(t);
  });
  afterAll(() => second?.close());

  const tenAtOnce = (url: string, headers: Record<string, string>, payload: object) => {
    const key = randomUUID();
    return Promise.all(
      Array.from({ length: 10 }, (_, i) => post(url, headers, key, payload, i % 2 ? second.app : t.app)),
    );
  };

  it('instant play: one bet and ten identical answers', async () => {
    const p = await player('dicing');
    const answers = await tenAtOnce('/api/dicing', p.headers, { wager: '10', multiplier: 2 });
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    for (const a of answers) expect(a.json()).toEqual(answers[0]?.json());
    expect(await betCount(p.userId)).toBe(1);
    expect(answers[0]?.json().balance).toBe(await gc(p.headers));
  });

  it('step game start: one game, one wager taken, and ten identical answers', async () => {
    const p = await player('mines');
    const answers = await tenAtOnce('/api/mines', p.headers, { action: 'start', wager: '10', mines: 3 });
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    for (const a of answers) expect(a.body).toBe(answers[0]?.body);
    expect(await betCount(p.userId)).toBe(1);
    expect(await gc(p.headers)).toBe('9990.00');
  });
});
