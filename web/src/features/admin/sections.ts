import type { StaffActionName, StaffQueues } from '@casino/contract';
import {
  BadgePercent,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Cog,
  FileText,
  Flag,
  Gavel,
  IdCard,
  Mail,
  Megaphone,
  MessagesSquare,
  ScrollText,
  ShoppingCart,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { AnnouncementsPage } from './announcements/AnnouncementsPage';
import { ApprovalsPage } from './approvals/ApprovalsPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { ChatReportsPage } from './chat/ChatReportsPage';
import { ChatSanctionsPage } from './chat/ChatSanctionsPage';
import { ChatSettingsPage } from './chat/ChatSettingsPage';
import { JobsPage } from './jobs/JobsPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { AmoePage } from './queues/AmoePage';
import { DeniedPurchasesPage } from './queues/DeniedPurchasesPage';
import { IdentityReviewsPage } from './queues/IdentityReviewsPage';
import { OrdersPage } from './queues/OrdersPage';
import { RedemptionsPage } from './queues/RedemptionsPage';
import { TaxPage } from './queues/TaxPage';
import { ReportsPage } from './reports/ReportsPage';
import { UsersPage } from './users/UsersPage';

/** One entry of the back office's navigation: its address, the queue count it shows, who sees it. */
export interface Section {
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

/** The back office's sections, in the order of its navigation. */
export const SECTIONS: Section[] = [
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
  {
    path: 'chat/reports',
    label: 'Chat reports',
    Icon: Flag,
    count: 'chat_reports_open',
    Page: ChatReportsPage,
    action: 'chat.moderate',
  },
  {
    path: 'chat/sanctions',
    label: 'Chat sanctions',
    Icon: Gavel,
    Page: ChatSanctionsPage,
    action: 'chat.moderate',
  },
  {
    path: 'chat/settings',
    label: 'Chat settings',
    Icon: MessagesSquare,
    Page: ChatSettingsPage,
    action: 'chat.settings',
  },
  { path: 'reports', label: 'Reports', Icon: ChartColumn, Page: ReportsPage, action: 'reports.view' },
  {
    path: 'announcements',
    label: 'Announcements',
    Icon: Megaphone,
    Page: AnnouncementsPage,
    action: 'announcements.publish',
  },
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
