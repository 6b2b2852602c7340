import { promotionReportQuerySchema, promotionReportSchema } from '@casino/contract';
import type { Deps } from '../../../deps';
import type { Api } from '../../../http/typed-routes';
import { requireStaff } from '../../staff';
import { promotionReport } from './service';

/** The back office's reports (`reports.view`, admins): SC given against purchase revenue. */
export function reportRoutes(app: Api, deps: Deps): void {
  app.get(
    '/api/admin/reports/promotions',
    {
      preValidation: requireStaff(deps, 'reports.view'),
      schema: { querystring: promotionReportQuerySchema, response: { 200: promotionReportSchema } },
    },
    async (request) => promotionReport(deps.db, request.query),
  );
}
