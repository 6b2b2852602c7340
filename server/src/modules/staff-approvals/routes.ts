import {
  approvalDecidedSchema,
  approvalsPageSchema,
  approvalsQuerySchema,
  pathIdParamsSchema,
  rejectApprovalSchema,
  STAFF_APPROVAL_TEXTS,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import type { StaffApprovalsPorts } from './ports';
import { approvalsList, decideApproval } from './service';

const approvalId = (id: bigint | null) => {
  if (id === null) throw new AppError('NOT_FOUND', STAFF_APPROVAL_TEXTS.notFound);
  return id;
};

/**
 * The second admin's side of maker-checker, every call guarded by `approvals.decide` (admin, 2FA):
 * - `GET /api/admin/approvals?status=&page=`: the approvals in a status and the count of each;
 * - `POST /api/admin/approvals/:id/approve`: applies the action, once;
 * - `POST /api/admin/approvals/:id/reject {reason}`: nothing is applied.
 */
export function staffApprovalRoutes(app: Api, ports: StaffApprovalsPorts): void {
  const checker = requireStaff(ports, 'approvals.decide');
  const decided = { 200: approvalDecidedSchema };

  app.get(
    '/api/admin/approvals',
    {
      preValidation: checker,
      schema: { querystring: approvalsQuerySchema, response: { 200: approvalsPageSchema } },
    },
    async (request) => approvalsList(ports.db, request.query.status, request.query.page),
  );
  app.post(
    '/api/admin/approvals/:id/approve',
    { preValidation: checker, schema: { params: pathIdParamsSchema, response: decided } },
    async (request) =>
      decideApproval(ports.db, ports.appliers, currentPlayer(request).userId, approvalId(request.params.id), {
        to: 'approved',
      }),
  );
  app.post(
    '/api/admin/approvals/:id/reject',
    {
      preValidation: checker,
      schema: { params: pathIdParamsSchema, body: rejectApprovalSchema, response: decided },
    },
    async (request) =>
      decideApproval(ports.db, ports.appliers, currentPlayer(request).userId, approvalId(request.params.id), {
        to: 'rejected',
        reason: request.body.reason,
      }),
  );
}
