import {
  locationCheckRequestSchema,
  locationCheckSchema,
  locationStatusSchema,
  sandboxLocationSchema,
} from '@casino/contract';
import type { SandboxGeolocation } from '../../adapters/geolocation/sandbox';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { perPlayerRateLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import type { LocationPorts } from './ports';
import { LocationChecks } from './service';
import { StateRules } from './state-rules';

/** A player may check this often a minute; the client checks on a coin switch and when a check is stale. */
const CHECKS_PER_MINUTE = 20;

/**
 * `POST /api/location/check` verifies where the signed-in player is and stores the result;
 * `GET /api/location` reads the latest. With the sandbox vendor outside production, the tester's
 * control `GET|PUT /api/dev/location` chooses where the sandbox places the signed-in player.
 */
export function locationRoutes(
  app: Api,
  { db, sessions, rateLimiter, geolocation, config }: LocationPorts,
): void {
  const signedIn = requirePlayer(sessions);
  const checks = new LocationChecks(
    db,
    geolocation,
    new StateRules(config.STATE_RULES),
    config.LOCATION_FRESH_MINUTES,
  );
  const perPlayer = perPlayerRateLimit(rateLimiter, 'location', CHECKS_PER_MINUTE, 60);

  app.post(
    '/api/location/check',
    {
      onRequest: signedIn,
      preValidation: perPlayer,
      schema: { body: locationCheckRequestSchema, response: { 200: locationCheckSchema } },
    },
    async (request) => checks.check(currentPlayer(request).userId, request.body.token),
  );

  app.get(
    '/api/location',
    { onRequest: signedIn, schema: { response: { 200: locationStatusSchema } } },
    async (request) => ({ check: await checks.latest(currentPlayer(request).userId) }),
  );

  const sandbox = geolocation.sandbox ? (geolocation as SandboxGeolocation) : null;
  if (!sandbox || config.VENDORS === 'live') return;
  // Registered only with the sandboxes; asked again per request, as /dev/outbox is, so no start can leak it.
  const notLive = async () => {
    if (config.VENDORS === 'live')
      throw new AppError('FORBIDDEN', 'The sandbox location is not available with live vendors.');
  };
  const testerOnly = [signedIn, notLive];
  app.get(
    '/api/dev/location',
    { onRequest: testerOnly, schema: { response: { 200: sandboxLocationSchema } } },
    async (request) => sandbox.chosen(currentPlayer(request).userId),
  );
  app.put(
    '/api/dev/location',
    {
      onRequest: testerOnly,
      schema: { body: sandboxLocationSchema, response: { 200: sandboxLocationSchema } },
    },
    async (request) => {
      const { userId } = currentPlayer(request);
      await sandbox.choose(userId, request.body);
      return sandbox.chosen(userId);
    },
  );
}
