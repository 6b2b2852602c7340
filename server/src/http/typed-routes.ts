import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { AppError } from './errors';
import { validationFailed } from './validate';

/**
 * The app as route modules see it: a route's `schema` ({body, querystring, params, response}) holds zod
 * schemas from `@casino/contract`, Fastify parses each request part with them before the handler runs,
 * and the handler's `request.body` and reply are typed from them. A route's chain (sign-in, rate limits)
 * goes in its `preValidation` option: after the body is read, so a broken body is still a 400 that
 * counts against no limit, and before the schema, so a guest still gets 401 and not a 422.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function typedRoutes(app: FastifyInstance): Api {
  // A call without a body is read as `{}`, as parse() reads it: a body of optional fields may be left out.
  app.setValidatorCompiler<$ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A request part its route's schema refused, as the same 422 `parse()` gives; null for other errors. */
export function schemaRefusal(error: unknown): AppError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  return validationFailed(
    error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? 'The given data was invalid.',
    })),
  );
}

/** A module that only declares routes: the player's, and staff's under `/api/admin`. */
export interface RoutesModule {
  routes(app: Api): void;
  adminRoutes(app: Api): void;
}

/** A routes-only module built on its ports: what its `create<Feature>Module` answers. */
export function routesModule<Ports>(
  ports: Ports,
  routes: (app: Api, ports: Ports) => void,
  adminRoutes: (app: Api, ports: Ports) => void,
): RoutesModule {
  return { routes: (app) => routes(app, ports), adminRoutes: (app) => adminRoutes(app, ports) };
}
