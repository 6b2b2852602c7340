import {
  adminPromotionsSchema,
  messageSchema,
  pathIdParamsSchema,
  promotionCostSchema,
  promotionDraftSchema,
  promotionSavedSchema,
} from '@casino/contract';
import { currentPlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import {
  disableBundlePromotion,
  disableDiscount,
  previewPromotion,
  promotionsOverview,
  savePromotion,
} from './service';

/** A serial id from the path; anything else is no such record. */
function serialId(id: bigint | null, notFound: string): number {
  if (id === null || id > 2_147_483_647n) throw new AppError('NOT_FOUND', notFound);
  return Number(id);
}

/** Promotions and discounts under the operator's control (`promotions.manage`, docs/promotions.md). */
export function promotionAdminRoutes(app: Api, ports: AdminPorts): void {
  const manage = { preValidation: requireStaff(ports, 'promotions.manage') };

  app.get(
    '/api/admin/promotions',
    { ...manage, schema: { response: { 200: adminPromotionsSchema } } },
    async () => promotionsOverview(ports.db),
  );

  app.post(
    '/api/admin/promotions/preview',
    { ...manage, schema: { body: promotionDraftSchema, response: { 200: promotionCostSchema } } },
    async (request) => previewPromotion(ports.db, request.body),
  );

  app.post(
    '/api/admin/promotions',
    { ...manage, schema: { body: promotionDraftSchema, response: { 200: promotionSavedSchema } } },
    async (request) => savePromotion(ports.db, currentPlayer(request).userId, request.body),
  );

  app.post(
    '/api/admin/promotions/:id/disable',
    { ...manage, schema: { params: pathIdParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      disableBundlePromotion(
        ports.db,
        currentPlayer(request).userId,
        serialId(request.params.id, 'No promotion by this id.'),
      ),
  );

  app.post(
    '/api/admin/promotions/discounts/:id/disable',
    { ...manage, schema: { params: pathIdParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      disableDiscount(
        ports.db,
        currentPlayer(request).userId,
        serialId(request.params.id, 'No discount by this id.'),
      ),
  );
}
