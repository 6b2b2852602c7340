import type { Api } from '../../http/typed-routes';
import { backOfficeRoutes } from './back-office-routes';
import { identityReviewRoutes } from './identity-reviews/routes';
import { adminJobRoutes } from './jobs/routes';
import { playerActionRoutes } from './player-actions/routes';
import type { AdminPorts } from './ports';
import { promotionAdminRoutes } from './promotions/routes';
import { deniedPurchaseRoutes } from './purchases/routes';
import { reportRoutes } from './reports/routes';
import { adminUserRoutes } from './users/routes';

/**
 * The back office's endpoints under `/api/admin` (issue 14, docs/back-office.md). Each is guarded by
 * `requireStaff` with its action and audited where it changes something; redemptions, free entry and
 * cashier orders register their own staff routes in their modules.
 */
export function adminRoutes(app: Api, ports: AdminPorts): void {
  backOfficeRoutes(app, ports);
  adminUserRoutes(app, ports);
  playerActionRoutes(app, ports);
  identityReviewRoutes(app, ports);
  deniedPurchaseRoutes(app, ports);
  adminJobRoutes(app, ports);
  promotionAdminRoutes(app, ports);
  reportRoutes(app, ports);
}
