import {
  taxDetailsAnswerSchema,
  taxDetailsRequestSchema,
  taxSummarySchema,
  taxYearQuerySchema,
} from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { perPlayerRateLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import type { TaxPorts } from './ports';
import { currentTaxYear, details, saveDetails, taxSummary } from './service';

/**
 * Saves of tax details a player may make an hour: enough to correct a typo, too few to try SSNs in bulk
 * (each save replaces the last, so without it a script could store any number of them).
 */
const DETAILS_SAVES_PER_HOUR = 5;

/**
 * Taxes on prizes (issue 14, docs/taxes.md):
 * - `GET /api/tax/summary?year=`: the year's paid, approved and pending redemptions against 600 USD;
 * - `GET /api/tax/details`, `PUT /api/tax/details`: the player's W-9 style details (SSN masked).
 */
export function taxRoutes(app: Api, ports: TaxPorts): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const me = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.get(
    '/api/tax/summary',
    { ...signedIn, schema: { querystring: taxYearQuerySchema, response: { 200: taxSummarySchema } } },
    async (request) => taxSummary(ports.db, me(request), request.query.year ?? currentTaxYear()),
  );
  app.get(
    '/api/tax/details',
    { ...signedIn, schema: { response: { 200: taxDetailsAnswerSchema } } },
    async (request) => details(ports.db, me(request)),
  );
  // Counted once the body passed its schema (preHandler): a form refused for its fields saves nothing.
  const savesPerHour = perPlayerRateLimit(ports.rateLimiter, 'tax-details', DETAILS_SAVES_PER_HOUR, 3600);
  app.put(
    '/api/tax/details',
    {
      ...signedIn,
      preHandler: savesPerHour,
      schema: { body: taxDetailsRequestSchema, response: { 200: taxDetailsAnswerSchema } },
    },
    async (request) => saveDetails(ports.db, me(request), request.body),
  );
}
