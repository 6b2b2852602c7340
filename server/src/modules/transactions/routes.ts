import {
  betDetailSchema,
  myGamePlayPageSchema,
  myGamePlayParamsSchema,
  myGamePlayQuerySchema,
  TRANSACTION_NAMES,
  transactionDetailSchema,
  transactionParamsSchema,
  transactionsPageSchema,
  transactionsParamsSchema,
  transactionsQuerySchema,
} from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { cursorPage } from '../../http/cursor-page';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { sendCoinHistory } from './coin-history-download';
import type { TransactionsPorts } from './ports';
import { TransactionsService } from './service';

/**
 * The player's own ledger (spec §2 `/transactions/{name}`, `/my-game-play`), login required, each
 * answering the caller's own rows only (anyone else's id is not found):
 * - `GET /api/transactions/export.csv`: every entry on the player's accounts, oldest first, with the
 *   running balance, streamed;
 * - `GET /api/transactions/{name}?cursor&limit`: purchases, bonuses, redemptions or plays, newest first;
 * - `GET /api/transactions/{name}/{id}`: one movement with its entry on each account;
 * - `GET /api/my-game-play?cursor&limit&game`: the player's settled plays (the bet history's rows);
 * - `GET /api/my-game-play/{betId}`: one of them with its outcome and fairness (the bet detail).
 */
export function transactionRoutes(app: Api, ports: TransactionsPorts): void {
  const service = new TransactionsService(ports.db, ports.ledger);
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const knownList = { preValidation: knownListOnly };

  app.get('/api/transactions/export.csv', signedIn, async (request, reply) =>
    sendCoinHistory(reply, service, currentPlayer(request).userId, 'own'),
  );

  app.get(
    '/api/transactions/:name',
    {
      ...signedIn,
      ...knownList,
      schema: {
        params: transactionsParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema },
      },
    },
    async (request) =>
      service.list(currentPlayer(request).userId, request.params.name, cursorPage(request.query)),
  );

  app.get(
    '/api/transactions/:name/:id',
    {
      ...signedIn,
      ...knownList,
      schema: {
        params: transactionParamsSchema,
        response: { 200: transactionDetailSchema },
      },
    },
    async (request) => service.detail(currentPlayer(request).userId, request.params.name, request.params.id),
  );

  app.get(
    '/api/my-game-play',
    { ...signedIn, schema: { querystring: myGamePlayQuerySchema, response: { 200: myGamePlayPageSchema } } },
    async (request) => ports.ownPlays(currentPlayer(request).userId, cursorPage(request.query)),
  );

  app.get(
    '/api/my-game-play/:betId',
    {
      ...signedIn,
      schema: { params: myGamePlayParamsSchema, response: { 200: betDetailSchema } },
    },
    async (request) => {
      const { betId } = request.params;
      if (betId === null) throw new AppError('NOT_FOUND', PLAY_NOT_FOUND);
      return ports.ownPlay(betId, currentPlayer(request).userId);
    },
  );
}

const PLAY_NOT_FOUND = 'This play could not be found.';

/** A list the spec does not name is not found, before the schema would call it a refused request. */
async function knownListOnly(request: FastifyRequest): Promise<void> {
  const { name } = request.params as { name?: string };
  if (!(TRANSACTION_NAMES as readonly string[]).includes(name ?? ''))
    throw new AppError('NOT_FOUND', 'There is no such list of transactions.');
}
