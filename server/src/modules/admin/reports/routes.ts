import { promotionReportQuerySchema, promotionReportSchema } from '@casino/contract';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import type { AdminPorts } from '../ports';
import { promotionReport } from './service';

/** The back office's reports (`reports.view`, admins): SC given against purchase revenue. */
export function reportRoutes(app: Api, ports: AdminPorts): void {
  app.get(
    '/api/admin/reports/promotions',
    {
      preValidation: requireStaff(ports, 'reports.view'),
      schema: { querystring: promotionReportQuerySchema, response: { 200: promotionReportSchema } },
    },
    async (request) => promotionReport(ports.db, request.query),
  );
}
