import { taxYearQuerySchema } from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import { sendCsv } from '../../http/csv';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import type { TaxPorts } from './ports';
import { currentTaxYear, form1099Csv } from './service';

/** `GET /api/admin/tax/1099?year=`: staff's CSV of the year's reportable prizes (`tax.export`, admin). */
export function taxAdminRoutes(app: Api, ports: TaxPorts): void {
  app.get(
    '/api/admin/tax/1099',
    { preValidation: requireStaff(ports, 'tax.export'), schema: { querystring: taxYearQuerySchema } },
    async (request, reply) => {
      const year = request.query.year ?? currentTaxYear();
      return sendCsv(
        reply,
        `1099-${year}.csv`,
        await form1099Csv(ports.db, currentPlayer(request).userId, year),
      );
    },
  );
}
