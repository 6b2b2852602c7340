import { type CrashChainView, queryInteger } from '@casino/contract';
import { previousGameHash } from '@casino/fairness';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import { idempotencyKey } from '../../../http/idempotency-key';
import { parse } from '../../../http/validate';
import type { BetFeed } from '../feed/bet-feed';
import { houseEdges } from '../house-edges';
import { PlayPolicy } from '../policy/play-policy';
import { CrashBets } from './crash-bets';
import { CrashRunner } from './crash-runner';
import { roundEnded, roundView } from './views';

const HISTORY_ROUNDS = 20;
const roundsQuery = z.object({
  limit: queryInteger('limit must be a whole number.')
    .pipe(z.number().min(1).max(100))
    .default(HISTORY_ROUNDS),
});

/** Crash: the live round, plays and cash-outs, past rounds with their hashes, and the published chain. */
export function crashRoutes(app: FastifyInstance, deps: Deps, feed: BetFeed): void {
  const bets = new CrashBets(deps.db, deps.ledger, deps.hub, feed, PlayPolicy.fromConfig(deps.config));
  const edge = houseEdges(deps.config).crash;
  if (deps.config.CRASH_ENABLED) {
    const runner = new CrashRunner(deps.db, deps.tryLeadership, deps.hub, bets, deps.config, edge, app.log);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  }

  const crashedRounds = (limit: number) =>
    deps.db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('status', 'in', ['crashed', 'interrupted'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();

  const chainView = async (): Promise<CrashChainView | null> => {
    const chain = await deps.db
      .selectFrom('crash_chains')
      .select(['terminating_hash', 'length', 'created_at', 'salt', 'salt_published_at'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!chain) return null;
    return {
      terminating_hash: chain.terminating_hash,
      chain_length: chain.length,
      created_at: chain.created_at.toISOString(),
      salt: chain.salt,
      salt_published_at: chain.salt_published_at.toISOString(),
      edge,
    };
  };

  /** The round in play (or the last one), its plays, the viewer's own play, recent crash points. */
  app.get('/api/crash', async (request) => {
    const viewer = await optionalPlayer(deps.sessions, request);
    const round = await deps.db
      .selectFrom('crash_rounds')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const roundBets = round ? await bets.roundBets(round.id, viewer) : [];
    return {
      round: round ? roundView(round) : null,
      bets: roundBets,
      my_bet: viewer === null ? null : (roundBets.find((b) => b.user?.id === viewer.toString()) ?? null),
      history: (await crashedRounds(HISTORY_ROUNDS)).map(roundView),
      chain: await chainView(),
    };
  });

  app.post('/api/crash', { preHandler: requirePlayer(deps.sessions) }, async (request) =>
    bets.act({ userId: currentPlayer(request).userId, key: idempotencyKey(request) }, request.body),
  );

  app.get('/api/crash/rounds', async (request) => {
    const { limit } = parse(roundsQuery, request.query);
    return { data: (await crashedRounds(limit)).map(roundView) };
  });

  /** A round with what a player needs to check it: its hash, the previous round's, and the salt. */
  app.get('/api/crash/rounds/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', 'This round could not be found.');
    const round = await deps.db
      .selectFrom('crash_rounds as r')
      .innerJoin('crash_chains as c', 'c.id', 'r.chain_id')
      .selectAll('r')
      .select(['c.salt', 'c.terminating_hash'])
      .where('r.id', '=', BigInt(id))
      .executeTakeFirst();
    if (!round) throw new AppError('NOT_FOUND', 'This round could not be found.');
    const crashed = roundEnded(round.status);
    return {
      round: roundView(round),
      bets: await bets.roundBets(round.id, await optionalPlayer(deps.sessions, request)),
      verification: {
        hash: crashed ? round.hash : null,
        // sha256 of this round's hash is the previous round's hash (the terminating hash for round 1).
        previous_hash: crashed ? previousGameHash(round.hash) : null,
        salt: round.salt,
        edge: Number(round.edge),
        crash_point: crashed ? Number(round.crash_point).toFixed(2) : null,
      },
    };
  });

  app.get('/api/crash/fairness', async () => ({ chain: await chainView() }));
}
