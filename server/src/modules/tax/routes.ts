import {
  taxDetailsAnswerSchema,
  taxDetailsRequestSchema,
  taxSummarySchema,
  taxYearQuerySchema,
} from '@casino/contract';
import type { Deps } from '../../deps';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { sendCsv } from '../../http/csv';
import { enforceRateLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { currentTaxYear, details, form1099Csv, saveDetails, taxSummary } from './service';

/**
 * Saves of tax details a player may make an hour: enough to correct a typo, too few to try SSNs in bulk
 * (each save replaces the last, so without it a script could store any number of them).
 */
const DETAILS_SAVES_PER_HOUR = 5;

/**
 * Taxes on prizes (issue 14, docs/taxes.md):
 * - `GET /api/tax/summary?year=`: the year's paid, approved and pending redemptions against 600 USD;
 * - `GET /api/tax/details`, `PUT /api/tax/details`: the player's W-9 style details (SSN masked);
 * - `GET /api/admin/tax/1099?year=`: staff's CSV of the year's reportable prizes (`tax.export`, admin).
 */
export function taxRoutes(app: Api, deps: Deps): void {
  const signedIn = { onRequest: requirePlayer(deps.sessions) };
  const me = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.get(
    '/api/tax/summary',
    { ...signedIn, schema: { querystring: taxYearQuerySchema, response: { 200: taxSummarySchema } } },
    async (request) => taxSummary(deps.db, me(request), request.query.year ?? currentTaxYear()),
  );
  app.get(
    '/api/tax/details',
    { ...signedIn, schema: { response: { 200: taxDetailsAnswerSchema } } },
    async (request) => details(deps.db, me(request)),
  );
  // Counted once the body passed its schema (preHandler): a form refused for its fields saves nothing.
  const savesPerHour = async (request: Parameters<typeof currentPlayer>[0]) =>
    enforceRateLimit(deps.rateLimiter, `tax-details:${me(request)}`, DETAILS_SAVES_PER_HOUR, 3600);
  app.put(
    '/api/tax/details',
    {
      ...signedIn,
      preHandler: savesPerHour,
      schema: { body: taxDetailsRequestSchema, response: { 200: taxDetailsAnswerSchema } },
    },
    async (request) => saveDetails(deps.db, me(request), request.body),
  );

  app.get(
    '/api/admin/tax/1099',
    { preValidation: requireStaff(deps, 'tax.export'), schema: { querystring: taxYearQuerySchema } },
    async (request, reply) => {
      const year = request.query.year ?? currentTaxYear();
      return sendCsv(reply, `1099-${year}.csv`, await form1099Csv(deps.db, me(request), year));
    },
  );
}
