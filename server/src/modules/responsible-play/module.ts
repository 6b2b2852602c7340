import type { Api } from '../../http/typed-routes';
import type { ResponsiblePlayPorts } from './ports';
import { responsiblePlayRoutes } from './routes';

/** The responsible-play module as app.ts composes it. */
export interface ResponsiblePlayModule {
  /** The player's breaks, self-exclusion and limits. */
  routes(app: Api): void;
}

/** Builds the responsible-play module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createResponsiblePlayModule(ports: ResponsiblePlayPorts): ResponsiblePlayModule {
  return { routes: (app) => responsiblePlayRoutes(app, ports) };
}
