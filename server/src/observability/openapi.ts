import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * Collects every route as it is declared, for the OpenAPI document GET /api/docs serves (routes.ts):
 * register it before any route, or the routes declared earlier are missing from the document. Each
 * route's zod schemas (from `@casino/contract`) become its parameters, body and answers, as JSON
 * Schema 2020-12 (OpenAPI 3.1). Only the API is documented: the web app's files are not an API.
 */
export async function collectOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casino API',
        version: '1',
        description:
          'The HTTP API of the casino platform: the player API (spec §7), the back office under /api/admin, ' +
          "vendors' webhooks. Auth is a bearer token; errors are {message, code}.",
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) =>
      document.url.startsWith('/api/')
        ? zodToJsonSchema(document)
        : { schema: { hide: true }, url: document.url },
  });
}
