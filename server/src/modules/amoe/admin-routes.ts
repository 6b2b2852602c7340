import {
  adminAmoePageSchema,
  adminAmoeQuerySchema,
  adminAmoeRowSchema,
  amoeEntryResultSchema,
  amoeEntrySchema,
  amoeRefuseSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { enterAmoeCard, refuseAmoeRequest } from './entries';
import type { AmoePorts } from './ports';
import { amoeQueue } from './queue';

/**
 * The back office's free-entry queue, every call guarded by `amoe.enter` (helper and above, with 2FA):
 * - `GET /api/admin/amoe?status=&q=&page=`: the requests and the count of each status;
 * - `POST /api/admin/amoe/entries {code, legalName, address, receivedOn}`: enter a mailed card;
 * - `POST /api/admin/amoe/:id/refuse {reason}`: refuse a request still waiting for its card.
 */
export function amoeAdminRoutes(app: Api, ports: AmoePorts): void {
  const staff = requireStaff(ports, 'amoe.enter');

  app.get(
    '/api/admin/amoe',
    {
      preValidation: staff,
      schema: { querystring: adminAmoeQuerySchema, response: { 200: adminAmoePageSchema } },
    },
    async (request) => amoeQueue(ports, request.query),
  );
  app.post(
    '/api/admin/amoe/entries',
    { preValidation: staff, schema: { body: amoeEntrySchema, response: { 200: amoeEntryResultSchema } } },
    async (request) =>
      enterAmoeCard(
        ports,
        { userId: currentPlayer(request).userId, key: idempotencyKey(request) },
        request.body,
      ),
  );
  app.post(
    '/api/admin/amoe/:id/refuse',
    {
      preValidation: staff,
      schema: { params: pathIdParamsSchema, body: amoeRefuseSchema, response: { 200: adminAmoeRowSchema } },
    },
    async (request) =>
      refuseAmoeRequest(ports, currentPlayer(request).userId, request.params.id, request.body.reason),
  );
}
