import {
  NO_SANDBOX_FAULTS,
  sandboxFaultSettingsSchema,
  sandboxFaultsSchema,
  sandboxGameSchema,
  sandboxPlayRequestSchema,
  sandboxRoundSchema,
  sandboxSessionParamsSchema,
} from '@casino/contract';
import type { Api } from '../../http/typed-routes';
import type { SandboxProvider } from './provider';
import { GLOBAL_SCOPE } from './sessions';

/** The sandbox provider's own prefix: its API, not the casino's. */
export const SANDBOX_PROVIDER_API = '/api/sandbox/provider';

/**
 * The sandbox provider's HTTP API, as its game page calls it: load a session's game, play a round, and
 * the tester's faults per session or for every session. The session id is the page's only key, as with
 * a real provider's game; registered only with the sandboxes (registerSandboxProvider).
 */
export function sandboxProviderRoutes(app: Api, provider: SandboxProvider): void {
  const session = `${SANDBOX_PROVIDER_API}/sessions/:sessionId`;
  const params = sandboxSessionParamsSchema;

  app.get(session, { schema: { params, response: { 200: sandboxGameSchema } } }, (request) =>
    provider.load(request.params.sessionId),
  );
  app.post(
    `${session}/rounds`,
    { schema: { params, body: sandboxPlayRequestSchema, response: { 200: sandboxRoundSchema } } },
    (request) => provider.play(request.params.sessionId, request.body),
  );

  const faults = { 200: sandboxFaultSettingsSchema };
  app.get(`${session}/faults`, { schema: { params, response: faults } }, (request) =>
    provider.faults(request.params.sessionId),
  );
  app.put(
    `${session}/faults`,
    { schema: { params, body: sandboxFaultsSchema, response: faults } },
    async (request) => {
      await provider.faults(request.params.sessionId);
      await provider.setFaults(request.params.sessionId, request.body);
      return provider.faults(request.params.sessionId);
    },
  );
  // The session's own faults cleared: the global ones (if any) apply again.
  app.delete(`${session}/faults`, { schema: { params, response: faults } }, async (request) => {
    await provider.faults(request.params.sessionId);
    await provider.setFaults(request.params.sessionId, null);
    return provider.faults(request.params.sessionId);
  });

  const global = `${SANDBOX_PROVIDER_API}/faults`;
  app.put(
    global,
    { schema: { body: sandboxFaultsSchema, response: { 200: sandboxFaultsSchema } } },
    async (request) => {
      await provider.setFaults(GLOBAL_SCOPE, request.body);
      return request.body;
    },
  );
  // No global faults: a session without its own plays straight.
  app.delete(global, { schema: { response: { 200: sandboxFaultsSchema } } }, async () => {
    await provider.setFaults(GLOBAL_SCOPE, null);
    return NO_SANDBOX_FAULTS;
  });
}
