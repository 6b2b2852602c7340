import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../../test/app';
import { usingRealPostgres } from '../../../test/database';

type Headers = Record<string, string>;

/** A start of each step game that stays in progress until a move, at the smallest wager. */
const STARTS: Record<string, object> = {
  mines: { action: 'start', wager: '1', mines: 24 },
  tower: { action: 'start', wager: '1', difficulty: 'master' },
  clovercross: { action: 'start', wager: '1', difficulty: 'daring' },
  blackjack: { action: 'BET', wager: '1' },
};

/** Moves that end a game sooner or later; a move the game refuses at this point is skipped. */
const ENDING_MOVES: Record<string, (step: number) => object[]> = {
  mines: (step) => [{ action: 'reveal', tile: step }],
  tower: () => [{ action: 'step', tile: 0 }],
  clovercross: () => [{ action: 'step' }],
  blackjack: () => [{ action: 'no_insurance' }, { action: 'stand' }],
};

/**
 * Each seed call of a round, and how long after it the start is sent (before it, when negative), given
 * how long the last one took: rotate-all reaches the step games in its second half, so its rounds sweep
 * the start across that half.
 */
const ROTATIONS = {
  update_client: (game: string, round: number) => ({
    url: `/api/${game}/seeds`,
    payload: { action: 'update_client', client_seed: `race-${round}` },
    startAfterMs: () => (round % 7) - 4,
  }),
  refresh: (game: string, round: number) => ({
    url: `/api/${game}/seeds`,
    payload: { action: 'refresh' },
    startAfterMs: () => (round % 7) - 4,
  }),
  rotate_all: (_game: string, round: number) => ({
    url: '/api/server_seeds',
    payload: round % 2 ? { client_seed: `all-${round}` } : {},
    startAfterMs: (lastMs: number) => lastMs * (0.4 + (0.6 * ((round * 7) % ROUNDS)) / ROUNDS),
  }),
};

const ROUNDS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

// PGlite runs one statement at a time, and one instance queues a player's calls: the races are shown
// on a real PostgreSQL server through two instances sharing one schema.
describe.skipIf(!usingRealPostgres)('seed rotations racing plays on two instances (real PostgreSQL)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    t = await createTestApp();
    second = (await createTestApp({}, t.database)).app;
    instances = [t.app, second];
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const post = (app: FastifyInstance, headers: Headers, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

  const expectAnswered = (responses: LightMyRequestResponse[]) => {
    for (const r of responses) expect([200, 409], r.body).toContain(r.statusCode);
  };

  /** The player's bets, each with the seed pair it was played on. */
  const betsOnTheirPairs = (userId: bigint) =>
    t.infra.db
      .selectFrom('bets')
      .innerJoin('seed_pairs', 'seed_pairs.id', 'bets.seed_pair_id')
      .where('bets.user_id', '=', userId);

  /** The player's seed pairs on `game`, live and revealed. */
  const pairsOf = (userId: bigint, game: string) =>
    t.infra.db.selectFrom('seed_pairs').where('user_id', '=', userId).where('game', '=', game);

  /** The server seeds of the player's games in progress, read from the database. */
  async function seedsInPlay(userId: bigint): Promise<string[]> {
    const rows = await betsOnTheirPairs(userId)
      .select('seed_pairs.server_seed')
      .where('bets.status', '=', 'active')
      .execute();
    return rows.map((r) => r.server_seed);
  }

  async function expectNoSeedInPlayRevealed(userId: bigint, headers: Headers) {
    const inPlay = await seedsInPlay(userId);
    for (const app of instances) {
      const history = (await app.inject({ url: '/api/server_seeds', headers })).json() as {
        data: { server_seed: string | null }[];
      };
      const revealed = history.data.map((pair) => pair.server_seed);
      for (const seed of inPlay) expect(revealed).not.toContain(seed);
    }
  }

  async function endGame(game: string, headers: Headers) {
    for (let step = 0; step < 60; step++) {
      const current = (await t.app.inject({ url: `/api/${game}`, headers })).json() as { game: unknown };
      if (current.game === null) return;
      for (const move of ENDING_MOVES[game]?.(step) ?? []) {
        if ((await post(t.app, headers, `/api/${game}`, move)).statusCode === 200) break;
      }
    }
    throw new Error(`the ${game} game did not end`);
  }

  for (const game of Object.keys(STARTS)) {
    for (const [kind, rotation] of Object.entries(ROTATIONS)) {
      it(`a ${game} start racing ${kind} never reveals the seed of a game in progress`, async () => {
        const { token, userId } = await registerPlayer(t.app);
        const headers = bearer(token);
        await post(t.app, headers, `/api/${game}/seeds`, { action: 'update_client', client_seed: 'first' });
        let lastRotationMs = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const [starter, rotator] = round % 2 ? [t.app, second] : [second, t.app];
          const { url, payload, startAfterMs } = rotation(game, round);
          const lead = startAfterMs(lastRotationMs);
          const answers = await Promise.all([
            sleep(-lead).then(() => {
              const sent = performance.now();
              return post(rotator, headers, url, payload).finally(() => {
                lastRotationMs = performance.now() - sent;
              });
            }),
            sleep(lead).then(() => post(starter, headers, `/api/${game}`, STARTS[game] as object)),
          ]);
          expectAnswered(answers);
          await expectNoSeedInPlayRevealed(userId, headers);
          await endGame(game, headers);
        }
      });
    }
  }

  it('dice plays racing rotations settle only on unrevealed pairs and answer 200 or 409', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const headers = bearer(token);
    const play = { wager: '1', multiplier: 2, seeds: { client: 'dice' } };
    for (let round = 0; round < ROUNDS; round++) {
      const [player, rotator] = round % 2 ? [t.app, second] : [second, t.app];
      // The first plays bring the client seed the pair does not have yet; rotations keep it.
      const answers = await Promise.all([
        post(player, headers, '/api/dicing', play),
        post(rotator, headers, '/api/dicing', play),
        post(rotator, headers, '/api/dicing/seeds', { action: 'refresh' }),
        post(player, headers, '/api/server_seeds', {}),
      ]);
      expectAnswered(answers);
    }
    // A nonce taken after its pair was revealed would lie at or beyond the nonce the reveal showed.
    const late = await betsOnTheirPairs(userId)
      .select('bets.id')
      .whereRef('bets.nonce', '>=', 'seed_pairs.nonce')
      .execute();
    expect(late).toEqual([]);
  });

  it('first plays bringing a client seed on both instances at once give the pair that seed once', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const headers = bearer(token);
    const play = { wager: '1', multiplier: 2, seeds: { client: 'both' } };
    const answers = await Promise.all(instances.map((app) => post(app, headers, '/api/dicing', play)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const pairs = await t.infra.db
      .selectFrom('seed_pairs')
      .select(['client_seed', 'revealed_at'])
      .where('user_id', '=', userId)
      .where('game', '=', 'dicing')
      .orderBy('id')
      .execute();
    expect(pairs.map((p) => [p.client_seed, p.revealed_at === null])).toEqual([
      [null, false],
      ['both', true],
    ]);
  });

  it("a new player's first pair is made once however many calls on both instances ask for it", async () => {
    const { token, userId } = await registerPlayer(t.app);
    const headers = bearer(token);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const app = instances[i % 2] as FastifyInstance;
        return i % 3
          ? app.inject({ url: '/api/tower/seeds', headers })
          : post(app, headers, '/api/tower/seeds', { action: 'update_client', client_seed: `new-${i}` });
      }),
    );
    expectAnswered(answers);
    const live = await pairsOf(userId, 'tower').select('id').where('revealed_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('the pair shown on one instance is the one in force after a rotation on the other', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = bearer(token);
    await second.inject({ url: '/api/limbo/seeds', headers });
    const rotated = await post(t.app, headers, '/api/limbo/seeds', {
      action: 'update_client',
      client_seed: 'x',
    });
    const shown = (await second.inject({ url: '/api/limbo/seeds', headers })).json();
    expect(shown).toEqual(rotated.json().current);
  });

  it('20 simultaneous client seed updates are served one after another or refused with 409', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const headers = bearer(token);
    await post(t.app, headers, '/api/mines/seeds', { action: 'refresh' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(instances[i % 2] as FastifyInstance, headers, '/api/mines/seeds', {
          action: 'update_client',
          client_seed: `many-${i}`,
        }),
      ),
    );
    expectAnswered(answers);
    const rotated = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    const revealed = await pairsOf(userId, 'mines')
      .select('server_seed')
      .where('revealed_at', 'is not', null)
      .execute();
    // Each success revealed a pair of its own: the setup's refresh revealed one more.
    expect(revealed).toHaveLength(rotated.length + 1);
    expect(new Set(rotated.map((r) => r.previous.server_seed)).size).toBe(rotated.length);
  });

  it('5 simultaneous rotations of every pair answer 200 or 409', async () => {
    const { token } = await registerPlayer(t.app);
    const headers = bearer(token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(instances[i % 2] as FastifyInstance, headers, '/api/server_seeds', { client_seed: `all-${i}` }),
      ),
    );
    expectAnswered(answers);
  });
});
