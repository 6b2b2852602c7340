import {
  CRASH_HISTORY_ROUNDS,
  crashActionAnswerSchema,
  crashActionSchema,
  crashFairnessSchema,
  crashRoundDetailSchema,
  crashRoundsQuerySchema,
  crashRoundsSchema,
  crashStateSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { previousGameHash } from '@casino/fairness';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../../http/authenticate';
import { shutdownStep } from '../../../http/drain';
import { AppError } from '../../../http/errors';
import { idempotencyKey } from '../../../http/idempotency-key';
import type { Api } from '../../../http/typed-routes';
import { houseEdges } from '../house-edges';
import { PlayPolicy } from '../policy/play-policy';
import type { GamesPorts } from '../ports';
import type { PlaySettlements } from '../settlement/play-settlements';
import { CrashBets } from './crash-bets';
import { CrashRunner } from './crash-runner';
import type { CrashReadiness } from './readiness';
import { CrashRoundsRepository } from './rounds-repository';
import { chainView, roundEnded, roundView } from './views';

const ROUND_NOT_FOUND = 'This round could not be found.';

/**
 * Crash: the live round, plays and cash-outs, past rounds with their hashes, and the published chain.
 * Answers the round runner, or null where this instance runs no rounds (CRASH_ENABLED off); `readiness`
 * is reached once the runner has its part (or at once when this instance runs no rounds).
 */
export function crashRoutes(
  app: Api,
  ports: GamesPorts,
  settlements: PlaySettlements,
  readiness: CrashReadiness,
): CrashRunner | null {
  const policy = PlayPolicy.fromConfig(ports.config);
  const bets = new CrashBets(ports.db, ports.ledger, settlements, policy, ports.eligibility);
  const rounds = new CrashRoundsRepository(ports.db);
  const edge = houseEdges(ports.config).crash;
  let runner: CrashRunner | null = null;
  if (ports.config.CRASH_ENABLED) {
    const enabled = new CrashRunner(
      ports.db,
      ports.tryLeadership,
      ports.hub,
      bets,
      ports.config,
      edge,
      app.log,
      readiness,
    );
    app.addHook('onReady', async () => enabled.start());
    // Among the first steps of a shutdown: no round is opened or started once the server is closing,
    // and the lock is given up at once, for the standby to take over.
    app.addHook('preClose', () => shutdownStep(app.log, 'crash runner stopped', () => enabled.stop()));
    runner = enabled;
  } else readiness.markReady();

  const currentChain = async () => {
    const chain = await rounds.currentChain();
    return chain ? chainView(chain, edge) : null;
  };

  /** The round in play (or the last one), its plays, the viewer's own play, recent crash points. */
  app.get('/api/crash', { schema: { response: { 200: crashStateSchema } } }, async (request) => {
    const viewer = await optionalPlayer(ports.sessions, request);
    const round = await rounds.latest();
    const roundBets = round ? await bets.roundBets(round.id, viewer) : [];
    return {
      round: round ? roundView(round) : null,
      bets: roundBets,
      my_bet: viewer === null ? null : (roundBets.find((b) => b.user?.id === viewer.toString()) ?? null),
      history: (await rounds.ended(CRASH_HISTORY_ROUNDS)).map(roundView),
      chain: await currentChain(),
    };
  });

  app.post(
    '/api/crash',
    {
      onRequest: requirePlayer(ports.sessions),
      schema: { body: crashActionSchema, response: { 200: crashActionAnswerSchema } },
    },
    async (request) =>
      bets.act({ userId: currentPlayer(request).userId, key: idempotencyKey(request) }, request.body),
  );

  app.get(
    '/api/crash/rounds',
    { schema: { querystring: crashRoundsQuerySchema, response: { 200: crashRoundsSchema } } },
    async (request) => ({ data: (await rounds.ended(request.query.limit)).map(roundView) }),
  );

  /** A round with what a player needs to check it: its hash, the previous round's, and the salt. */
  app.get(
    '/api/crash/rounds/:id',
    { schema: { params: pathIdParamsSchema, response: { 200: crashRoundDetailSchema } } },
    async (request) => {
      const { id } = request.params;
      const round = id === null ? undefined : await rounds.withChain(id);
      if (!round) throw new AppError('NOT_FOUND', ROUND_NOT_FOUND);
      const crashed = roundEnded(round.status);
      return {
        round: roundView(round),
        bets: await bets.roundBets(round.id, await optionalPlayer(ports.sessions, request)),
        verification: {
          hash: crashed ? round.hash : null,
          // sha256 of this round's hash is the previous round's hash (the terminating hash for round 1).
          previous_hash: crashed ? previousGameHash(round.hash) : null,
          salt: round.salt,
          edge: Number(round.edge),
          crash_point: crashed ? Number(round.crash_point).toFixed(2) : null,
        },
      };
    },
  );

  app.get('/api/crash/fairness', { schema: { response: { 200: crashFairnessSchema } } }, async () => ({
    chain: await currentChain(),
  }));
  return runner;
}
