import {
  adminPageQuerySchema,
  deniedPurchasesPageSchema,
  messageSchema,
  pathIdParamsSchema,
  purchaseRefundSchema,
} from '@casino/contract';
import { currentPlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import { clearDeniedPurchase, deniedPurchases, refundDeniedPurchase } from './service';

const NO_SUCH_PURCHASE = 'No denied purchase awaits compliance by this id.';

/** Denied purchases awaiting compliance (`purchases.refund`): the queue, refund, and clear. */
export function deniedPurchaseRoutes(app: Api, ports: AdminPorts): void {
  const compliance = { preValidation: requireStaff(ports, 'purchases.refund') };
  const purchaseId = (id: bigint | null) => {
    if (id === null) throw new AppError('NOT_FOUND', NO_SUCH_PURCHASE);
    return id;
  };

  app.get(
    '/api/admin/purchases/denied',
    {
      ...compliance,
      schema: { querystring: adminPageQuerySchema, response: { 200: deniedPurchasesPageSchema } },
    },
    async (request) => deniedPurchases(ports.db, request.query.page),
  );

  app.post(
    '/api/admin/purchases/:id/refund',
    { ...compliance, schema: { params: pathIdParamsSchema, response: { 200: purchaseRefundSchema } } },
    async (request) =>
      refundDeniedPurchase(ports, currentPlayer(request).userId, purchaseId(request.params.id)),
  );

  app.post(
    '/api/admin/purchases/:id/clear',
    { ...compliance, schema: { params: pathIdParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      clearDeniedPurchase(ports.db, currentPlayer(request).userId, purchaseId(request.params.id)),
  );
}
