import {
  adminPageQuerySchema,
  identityDecisionSchema,
  identityReviewsPageSchema,
  messageSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { currentPlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import { decideReview, identityReviews } from './service';

/** The identity review queue (`identity.review`): sessions in review and duplicate flags, and their decision. */
export function identityReviewRoutes(app: Api, ports: AdminPorts): void {
  const review = { preValidation: requireStaff(ports, 'identity.review') };

  app.get(
    '/api/admin/identity-reviews',
    {
      ...review,
      schema: { querystring: adminPageQuerySchema, response: { 200: identityReviewsPageSchema } },
    },
    async (request) => identityReviews(ports.db, request.query.page),
  );

  app.post(
    '/api/admin/identity-reviews/:id/decide',
    {
      ...review,
      schema: { params: pathIdParamsSchema, body: identityDecisionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (id === null) throw new AppError('NOT_FOUND', 'No such verification session.');
      return decideReview(ports.db, currentPlayer(request).userId, id, request.body);
    },
  );
}
