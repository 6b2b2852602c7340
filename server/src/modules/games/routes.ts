import {
  activeStepGameSchema,
  betDetailSchema,
  betHistorySchema,
  betParamsSchema,
  generalSeedSchema,
  HISTORY_TABS,
  historyParamsSchema,
  historyQuerySchema,
  playResultSchema,
  seedActionSchema,
  seedHistorySchema,
  seedPairViewSchema,
  seedRotationSchema,
  seedRotationsSchema,
  stepGameViewSchema,
} from '@casino/contract';
import { z } from 'zod';
import {
  currentPlayer,
  currentTokenSession,
  optionalPlayer,
  requirePlayer,
  requireTokenSession,
} from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import { PlayPostings } from '../../ledger/play-postings';
import { isSeededGame, SEEDED_GAMES } from './catalog';
import type { CrashRunner } from './crash/crash-runner';
import type { CrashReadiness } from './crash/readiness';
import { crashRoutes } from './crash/routes';
import { duelRoutes } from './duels/routes';
import { BetFeed } from './feed/bet-feed';
import { tellPlayers } from './feed/own-results';
import { betDetail, betHistory } from './history/history';
import { houseEdges } from './house-edges';
import { INSTANT_GAMES } from './instant/games';
import { InstantPlays } from './instant/instant-plays';
import { PlayPolicy } from './policy/play-policy';
import type { GamesPorts } from './ports';
import { notFoundUnless } from './route-guards';
import { SeedBook, view } from './seeds/seeds';
import type { PlaySettlements } from './settlement/play-settlements';
import { STEP_GAMES } from './step/games';
import { StepPlays } from './step/step-plays';
import { stepRequestSchema } from './step/step-request';

const seededGameParams = z.object({ game: z.enum(SEEDED_GAMES) });
const BET_ID = /^\d{1,18}$/;

/**
 * House games: seed pairs, instant plays, step games, crash, duels, bet history and its live feeds. Every
 * settled play leaves through one door (`PlaySettlements`, which reports a failing listener on the app's
 * log): its player's own result and the public feeds hear it first, then the other modules' subscribers.
 * Answers the crash round runner, or null where this instance runs none.
 */
export function gameRoutes(
  app: Api,
  ports: GamesPorts,
  settlements: PlaySettlements,
  crashReadiness: CrashReadiness,
): CrashRunner | null {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const seeds = new SeedBook(ports.db);
  const feed = new BetFeed(ports.hub);
  settlements.onPlaySettled(tellPlayers(ports.hub));
  settlements.onPlaySettled(feed.liveFeed);
  settlements.onPlaySettled(feed.highRollerFeed);
  for (const listener of ports.playSettled) settlements.onPlaySettled(listener);
  const policy = PlayPolicy.fromConfig(ports.config);
  const edges = houseEdges(ports.config);
  const postings = new PlayPostings(
    ports.prepared,
    policy.postingRules(),
    ports.config.PLAY_BATCH_LANES,
    ports.playBatchPosted,
  );
  const parts = {
    db: ports.db,
    ledger: ports.ledger,
    seeds,
    settlements,
    policy,
    edges,
    eligibility: ports.eligibility,
  };
  const plays = new InstantPlays(parts, postings);
  const steps = new StepPlays(parts);
  app.addHook('onClose', async () => {
    // Requests are answered by now; a batch of a player who hung up still commits before the database closes.
    await postings.settled();
    await feed.close();
  });
  const crashRunner = crashRoutes(app, ports, settlements, crashReadiness);
  duelRoutes(app, ports, settlements);

  const seededGame = notFoundUnless('game', isSeededGame, 'There is no such game.');

  // Read from the database: the cached pair may have been rotated on another instance.
  app.get(
    '/api/:game/seeds',
    {
      ...signedIn,
      preValidation: seededGame,
      schema: { params: seededGameParams, response: { 200: seedPairViewSchema } },
    },
    async (request) => view(await seeds.load(currentPlayer(request).userId, request.params.game)),
  );

  app.post(
    '/api/:game/seeds',
    {
      ...signedIn,
      preValidation: seededGame,
      schema: { params: seededGameParams, body: seedActionSchema, response: { 200: seedRotationSchema } },
    },
    async (request) => {
      const action = request.body;
      const clientSeed = action.action === 'update_client' ? action.client_seed : undefined;
      return seeds.rotate(currentPlayer(request).userId, request.params.game, clientSeed);
    },
  );

  app.get(
    '/api/server_seeds',
    { ...signedIn, schema: { response: { 200: seedHistorySchema } } },
    async (request) => ({
      data: await seeds.history(currentPlayer(request).userId),
    }),
  );

  /** Rotates every game's pair at once, optionally to a new client seed. */
  app.post(
    '/api/server_seeds',
    {
      ...signedIn,
      schema: { body: generalSeedSchema, response: { 200: seedRotationsSchema } },
    },
    async (request) => {
      const { userId } = currentPlayer(request);
      const rotated = [];
      for (const game of SEEDED_GAMES) {
        try {
          rotated.push({ game, ...(await seeds.rotate(userId, game, request.body.client_seed)) });
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
          rotated.push({ game, error: error.message });
        }
      }
      return { data: rotated };
    },
  );

  for (const game of INSTANT_GAMES) {
    app.post(
      `/api/${game.game}`,
      {
        // The play's own statement checks the session row; the token alone lets it through to there.
        onRequest: requireTokenSession(ports.sessions),
        schema: { body: game.schema, response: { 200: playResultSchema } },
        // The answer's type is checked against its schema at compile time; checking it again per play cost
        // the hottest route about half its plays per second (npm run bench:dice).
        serializerCompiler: () => JSON.stringify,
      },
      async (request) =>
        plays.play(game, currentTokenSession(request), request.body, idempotencyKey(request)),
    );
  }

  for (const game of STEP_GAMES) {
    app.get(
      `/api/${game.game}`,
      { ...signedIn, schema: { response: { 200: activeStepGameSchema } } },
      async (request) => ({ game: await steps.active(game, currentPlayer(request).userId) }),
    );
    app.post(
      `/api/${game.game}`,
      {
        ...signedIn,
        schema: { body: stepRequestSchema(game), response: { 200: stepGameViewSchema } },
      },
      async (request) => {
        const key = { userId: currentPlayer(request).userId, key: idempotencyKey(request) };
        const body = request.body;
        return 'start' in body ? steps.start(game, key, body.start) : steps.move(game, key, body.move);
      },
    );
  }

  app.get(
    '/api/history/:tab',
    {
      preValidation: notFoundUnless('tab', isHistoryTab, 'There is no such history.'),
      schema: {
        params: historyParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: betHistorySchema },
      },
    },
    async (request) => {
      const { rows, game } = request.query;
      const viewer = await optionalPlayer(ports.sessions, request);
      return { data: await betHistory(ports.db, request.params.tab, viewer, rows, game) };
    },
  );

  app.get(
    '/api/bets/:id',
    {
      preValidation: notFoundUnless('id', (id) => BET_ID.test(id), 'This play could not be found.'),
      schema: { params: betParamsSchema, response: { 200: betDetailSchema } },
    },
    async (request) =>
      betDetail(ports.db, BigInt(request.params.id), await optionalPlayer(ports.sessions, request)),
  );
  return crashRunner;
}

function isHistoryTab(tab: string): boolean {
  return (HISTORY_TABS as readonly string[]).includes(tab);
}
