import type { StaffQueues } from '@casino/contract';
import { openAmoeEntries } from '../amoe';
import { openReportCount } from '../chat';
import { identityReviewCount } from '../identity';
import { activeOrders } from '../orders';
import { pendingApprovals } from '../staff-approvals';
import { deniedPurchaseCount } from '../wallet';
import { jobCounts } from './jobs/repository';
import type { AdminPorts } from './ports';

/**
 * `GET /api/admin/queues`: each queue's count, from the module that owns the queue. Redemptions count
 * those awaiting review, and those of the open queue past their promised time.
 */
export async function queueCounts(ports: AdminPorts): Promise<StaffQueues> {
  const [identityReviews, deniedPurchases, redemptions, amoe, orders, approvals, jobs, chatReports] =
    await Promise.all([
      identityReviewCount(ports.db),
      deniedPurchaseCount(ports.db),
      ports.redemptionQueue({}),
      openAmoeEntries(ports.db),
      activeOrders(ports.db),
      pendingApprovals(ports.db),
      jobCounts(ports.db),
      openReportCount(ports.db),
    ]);
  return {
    identity_reviews: identityReviews,
    denied_purchases: deniedPurchases,
    redemptions_pending: redemptions.counts.pending_review,
    redemptions_overdue: redemptions.redemptions.filter((r) => r.overdue).length,
    amoe_entries: amoe,
    cashier_orders: orders,
    approvals_pending: approvals,
    jobs_attention: jobs.dead + jobs.retrying + jobs.stuck,
    chat_reports_open: chatReports,
  };
}
