import { queryInteger, seedActionSchema } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { currentPlayer, optionalPlayer, requirePlayer, tokenSession } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import { parse } from '../../http/validate';
import { PlayPostings } from '../../ledger/play-postings';
import { isSeededGame, SEEDED_GAMES, type SeededGame } from './catalog';
import { crashRoutes } from './crash/routes';
import { duelRoutes } from './duels/routes';
import { BetFeed } from './feed/bet-feed';
import { betDetail, betHistory, HISTORY_MAX_ROWS, HISTORY_TABS } from './history/history';
import { houseEdges } from './house-edges';
import { INSTANT_GAMES } from './instant/games';
import { InstantPlays } from './instant/instant-plays';
import { PlayPolicy } from './policy/play-policy';
import { SeedBook, view } from './seeds/seeds';
import { isStart, STEP_GAMES } from './step/games';
import { StepPlays } from './step/step-plays';

const historyQuery = z.object({
  rows: queryInteger('rows must be a whole number.')
    .pipe(z.number().min(1).max(HISTORY_MAX_ROWS))
    .default(10),
  game: z.string().max(40).optional(),
});
const generalSeedSchema = z.object({ client_seed: z.string().trim().min(1).max(64).optional() });

/** House games: seed pairs, instant plays, bet history and its live feed. */
export function gameRoutes(app: FastifyInstance, deps: Deps): void {
  const signedIn = { preHandler: requirePlayer(deps.sessions) };
  const seeds = new SeedBook(deps.db);
  const feed = new BetFeed(deps.hub);
  const policy = PlayPolicy.fromConfig(deps.config);
  const edges = houseEdges(deps.config);
  const postings = new PlayPostings(deps.prepared, policy.postingRules(), deps.config.PLAY_BATCH_LANES);
  const plays = new InstantPlays(deps.db, postings, deps.ledger, seeds, feed, policy, edges);
  const steps = new StepPlays(deps.db, deps.ledger, seeds, feed, policy, edges);
  app.addHook('onClose', async () => feed.close());
  crashRoutes(app, deps, feed);
  duelRoutes(app, deps, feed);

  const seededGame = (request: FastifyRequest): SeededGame => {
    const { game } = request.params as { game: string };
    if (!isSeededGame(game)) throw new AppError('NOT_FOUND', 'There is no such game.');
    return game;
  };

  // Read from the database: the cached pair may have been rotated on another instance.
  app.get('/api/:game/seeds', signedIn, async (request) =>
    view(await seeds.load(currentPlayer(request).userId, seededGame(request))),
  );

  app.post('/api/:game/seeds', signedIn, async (request) => {
    const game = seededGame(request);
    const action = parse(seedActionSchema, request.body);
    const { userId } = currentPlayer(request);
    return seeds.rotate(userId, game, action.action === 'update_client' ? action.client_seed : undefined);
  });

  app.get('/api/server_seeds', signedIn, async (request) => ({
    data: await seeds.history(currentPlayer(request).userId),
  }));

  /** Rotates every game's pair at once, optionally to a new client seed. */
  app.post('/api/server_seeds', signedIn, async (request) => {
    const { client_seed } = parse(generalSeedSchema, request.body);
    const { userId } = currentPlayer(request);
    const rotated = [];
    for (const game of SEEDED_GAMES) {
      try {
        rotated.push({ game, ...(await seeds.rotate(userId, game, client_seed)) });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        rotated.push({ game, error: error.message });
      }
    }
    return { data: rotated };
  });

  for (const game of INSTANT_GAMES) {
    app.post(`/api/${game.game}`, async (request) =>
      plays.play(
        game,
        await tokenSession(deps.sessions, request),
        parse(game.schema, request.body),
        idempotencyKey(request),
      ),
    );
  }

  for (const game of STEP_GAMES) {
    app.get(`/api/${game.game}`, signedIn, async (request) => ({
      game: await steps.active(game, currentPlayer(request).userId),
    }));
    // {action: 'start' (or blackjack's 'BET'), wager, ...} starts a game; any other action is a move in it.
    app.post(`/api/${game.game}`, signedIn, async (request) => {
      const key = { userId: currentPlayer(request).userId, key: idempotencyKey(request) };
      return isStart(request.body)
        ? steps.start(game, key, request.body)
        : steps.move(game, key, request.body);
    });
  }

  app.get('/api/history/:tab', async (request) => {
    const { tab } = request.params as { tab: string };
    if (!(HISTORY_TABS as readonly string[]).includes(tab))
      throw new AppError('NOT_FOUND', 'There is no such history.');
    const { rows, game } = parse(historyQuery, request.query);
    const viewer = await optionalPlayer(deps.sessions, request);
    return { data: await betHistory(deps.db, tab as (typeof HISTORY_TABS)[number], viewer, rows, game) };
  });

  app.get('/api/bets/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', 'This play could not be found.');
    return betDetail(deps.db, BigInt(id), await optionalPlayer(deps.sessions, request));
  });
}
