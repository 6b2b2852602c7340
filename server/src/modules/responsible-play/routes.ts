import { responsiblePlaySchema, selfExcludeSchema, setLimitSchema, takeBreakSchema } from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import type { ResponsiblePlayPorts } from './ports';
import { ResponsiblePlayService } from './service';

/**
 * The player's responsible-play settings (`/settings/responsible-play`):
 * - `GET /api/responsible-play`: the break, self-exclusion and limits, with what waits a cooling-off;
 * - `POST /api/responsible-play/break` `{days}`: a break in play of 1, 3, 7, 14 or 30 days;
 * - `POST /api/responsible-play/self-exclusion` `{period}`: 6_months, 1_year, 3_years, 5_years, indefinite;
 * - `POST /api/responsible-play/self-exclusion/lift`: starts lifting an indefinite one (after 6 months);
 * - `PUT /api/responsible-play/limits` `{kind, period, value}`: purchase or loss amount, or minutes.
 * Each answers the settings as they now stand.
 */
export function responsiblePlayRoutes(app: Api, ports: ResponsiblePlayPorts): void {
  const service = new ResponsiblePlayService(ports.db, ports.limitCoolingOffHours);
  const signedIn = requirePlayer(ports.sessions);
  const answers = { 200: responsiblePlaySchema };

  app.get('/api/responsible-play', { onRequest: signedIn, schema: { response: answers } }, async (request) =>
    service.status(currentPlayer(request).userId),
  );
  app.post(
    '/api/responsible-play/break',
    { onRequest: signedIn, schema: { body: takeBreakSchema, response: answers } },
    async (request) => service.takeBreak(currentPlayer(request).userId, request.body.days),
  );
  app.post(
    '/api/responsible-play/self-exclusion',
    { onRequest: signedIn, schema: { body: selfExcludeSchema, response: answers } },
    async (request) => service.selfExclude(currentPlayer(request).userId, request.body.period),
  );
  app.post(
    '/api/responsible-play/self-exclusion/lift',
    { onRequest: signedIn, schema: { body: z.object({}), response: answers } },
    async (request) => service.liftExclusion(currentPlayer(request).userId),
  );
  app.put(
    '/api/responsible-play/limits',
    { onRequest: signedIn, schema: { body: setLimitSchema, response: answers } },
    async (request) => service.setLimit(currentPlayer(request).userId, request.body),
  );
}
