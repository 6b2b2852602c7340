import type { StaffActionName, StaffQueues } from '@casino/contract';
import clsx from 'clsx';
import {
  ArrowLeft,
  BadgePercent,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Cog,
  FileText,
  IdCard,
  Mail,
  ScrollText,
  ShoppingCart,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { StaffGate, useStaff } from './access';
import { adminKeys, useAdminQuery } from './api';
import { ApprovalsPage } from './approvals/ApprovalsPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { JobsPage } from './jobs/JobsPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { AmoePage } from './queues/AmoePage';
import { DeniedPurchasesPage } from './queues/DeniedPurchasesPage';
import { IdentityReviewsPage } from './queues/IdentityReviewsPage';
import { OrdersPage } from './queues/OrdersPage';
import { RedemptionsPage } from './queues/RedemptionsPage';
import { TaxPage } from './queues/TaxPage';
import { ReportsPage } from './reports/ReportsPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

/** One entry of the back office's navigation: its address, the queue count it shows, who sees it. */
interface Section {
  path: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  /** The section's page, at `/admin/<path>`. */
  Page: ComponentType;
  count?: keyof StaffQueues;
  /** Requests past their promised time, shown in red beside the count. */
  late?: keyof StaffQueues;
  /** The action whose endpoints the section reads: a rank without it does not see the section. */
  action: StaffActionName;
}

const SECTIONS: Section[] = [
  { path: 'users', label: 'Players', Icon: Users, Page: UsersPage, action: 'users.view' },
  {
    path: 'identity',
    label: 'Identity reviews',
    Icon: IdCard,
    Page: IdentityReviewsPage,
    count: 'identity_reviews',
    action: 'identity.review',
  },
  {
    path: 'redemptions',
    label: 'Redemptions',
    Icon: Wallet,
    Page: RedemptionsPage,
    count: 'redemptions_pending',
    late: 'redemptions_overdue',
    action: 'redemptions.view',
  },
  {
    path: 'amoe',
    label: 'Free entry (AMOE)',
    Icon: Mail,
    Page: AmoePage,
    count: 'amoe_entries',
    action: 'amoe.enter',
  },
  {
    path: 'purchases',
    label: 'Denied purchases',
    Icon: ShoppingCart,
    Page: DeniedPurchasesPage,
    count: 'denied_purchases',
    action: 'purchases.refund',
  },
  {
    path: 'orders',
    label: 'Cashier orders',
    Icon: ClipboardList,
    Page: OrdersPage,
    count: 'cashier_orders',
    action: 'orders.decide',
  },
  {
    path: 'jobs',
    label: 'Money jobs',
    Icon: Cog,
    Page: JobsPage,
    count: 'jobs_attention',
    action: 'jobs.view',
  },
  {
    path: 'promotions',
    label: 'Promotions',
    Icon: BadgePercent,
    Page: PromotionsPage,
    action: 'promotions.manage',
  },
  { path: 'reports', label: 'Reports', Icon: ChartColumn, Page: ReportsPage, action: 'reports.view' },
  {
    path: 'approvals',
    label: 'Approvals',
    Icon: ClipboardCheck,
    Page: ApprovalsPage,
    count: 'approvals_pending',
    action: 'approvals.decide',
  },
  { path: 'audit', label: 'Audit log', Icon: ScrollText, Page: AuditLogPage, action: 'audit.view' },
  { path: 'tax', label: 'Tax (1099)', Icon: FileText, Page: TaxPage, action: 'tax.export' },
];

/** How often the queue counts are read again while the back office is open. */
const QUEUE_REFRESH_MS = 30_000;

/** `/admin/*`: the back office, its own chunk, behind the staff gate. */
export default function AdminApp() {
  return (
    <StaffGate>
      <BackOffice />
    </StaffGate>
  );
}

function BackOffice() {
  const staff = useStaff();
  const sections = SECTIONS.filter((s) => staff.actions.includes(s.action));
  return (
    <div className="flex min-w-0 flex-col gap-4 md:flex-row md:gap-6" data-testid="back-office">
      <SectionNav sections={sections} />
      <div className="min-w-0 flex-1">
        <Routes>
          <Route index element={<Navigate to="users" replace />} />
          {SECTIONS.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="users/:id" element={<UserDetailPage />} />
          <Route path="*" element={<Navigate to="users" replace />} />
        </Routes>
      </div>
    </div>
  );
}

/**
 * The queues with what waits in each: a column on a desktop, a bar of tabs that scrolls sideways on a
 * phone (the page itself never scrolls sideways).
 */
function SectionNav({ sections }: { sections: Section[] }) {
  const staff = useStaff();
  const { data: queues } = useAdminQuery<StaffQueues>(
    adminKeys.counts,
    '/admin/queues',
    true,
    QUEUE_REFRESH_MS,
  );
  return (
    <nav
      aria-label="Back office"
      className="-mx-3 flex shrink-0 gap-1 overflow-x-auto border-b border-line px-3 pb-2 [scrollbar-width:none] md:sticky md:top-20 md:mx-0 md:w-52 md:flex-col md:self-start md:border-0 md:px-0 md:pb-0"
    >
      <p className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-text-muted uppercase md:block">
        Back office · {staff.rank}
      </p>
      {sections.map(({ path, label, Icon, count, late }) => {
        const waiting = queues && count ? queues[count] : null;
        const overdue = queues && late ? queues[late] : null;
        return (
          <NavLink
            key={path}
            to={`/admin/${path}`}
            className={({ isActive }) =>
              clsx(
                'flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm whitespace-nowrap',
                isActive
                  ? 'bg-surface-2 font-semibold text-text'
                  : 'text-text-muted hover:bg-surface-2 hover:text-text',
              )
            }
          >
            <Icon size={16} />
            <span className="flex-1">{label}</span>
            {overdue !== null && overdue > 0 && (
              <span className="tabular rounded-full bg-loss/15 px-2 py-0.5 text-xs font-semibold text-loss">
                {overdue} late
              </span>
            )}
            {waiting !== null && waiting > 0 && (
              <span
                className="tabular rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
                data-testid={`queue-count-${path}`}
              >
                {waiting}
              </span>
            )}
          </NavLink>
        );
      })}
      <NavLink
        to="/"
        className="hidden h-10 items-center gap-2 rounded-lg px-3 text-sm text-text-muted hover:text-text md:mt-4 md:flex"
      >
        <ArrowLeft size={16} /> Back to the casino
      </NavLink>
    </nav>
  );
}
