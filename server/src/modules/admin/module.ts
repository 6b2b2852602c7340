import type { Api } from '../../http/typed-routes';
import { applyApprovedAdjustment } from './player-actions/adjustments';
import type { AdminPorts } from './ports';
import { adminRoutes } from './routes';

/** The back office as app.ts composes it. */
export interface AdminModule {
  /** The back office's endpoints under `/api/admin`. */
  adminRoutes(app: Api): void;
  /** Maker-checker's applier of an approved adjustment (the staff-approvals module's `adjustment`). */
  applyApprovedAdjustment: ReturnType<typeof applyApprovedAdjustment>;
}

/** Builds the back office on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createAdminModule(ports: AdminPorts): AdminModule {
  return {
    adminRoutes: (app) => adminRoutes(app, ports),
    applyApprovedAdjustment: applyApprovedAdjustment(ports),
  };
}
