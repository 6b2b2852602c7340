import {
  approvalDecidedSchema,
  approvalsPageSchema,
  approvalsQuerySchema,
  rejectApprovalSchema,
  STAFF_APPROVAL_TEXTS,
} from '@casino/contract';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { decisionQueueRoutes } from '../staff';
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
  decisionQueueRoutes(app, ports, {
    url: '/api/admin/approvals',
    action: 'approvals.decide',
    query: approvalsQuerySchema,
    page: approvalsPageSchema,
    list: (query) => approvalsList(ports.db, query.status, query.page),
    decided: approvalDecidedSchema,
    yes: { verb: 'approve', to: 'approved' },
    no: { verb: 'reject', to: 'rejected', body: rejectApprovalSchema },
    decide: (checkerId, id, decision) =>
      decideApproval(ports.db, ports.appliers, checkerId, approvalId(id), decision),
  });
}
