import type { Api } from '../../http/typed-routes';
import type { StaffApprovalsPorts } from './ports';
import { staffApprovalRoutes } from './routes';

/** The staff-approvals module as app.ts composes it. */
export interface StaffApprovalsModule {
  /** The second admin's side of maker-checker: the approvals queue, approve and reject. */
  adminRoutes(app: Api): void;
}

/** Builds the staff-approvals module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createStaffApprovalsModule(ports: StaffApprovalsPorts): StaffApprovalsModule {
  return { adminRoutes: (app) => staffApprovalRoutes(app, ports) };
}
