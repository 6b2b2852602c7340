import type { Me } from '@casino/contract';
import clsx from 'clsx';
import type { ComponentType } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { useMe } from '../../api/queries';
import { Skeleton } from '../../ui/Skeleton';
import { FreeEntrySettings } from '../amoe';
import { VerificationSettings } from '../identity';
import { OrdersSettings } from '../orders';
import { RedemptionsSettings, TaxSettings } from '../redemptions';
import { ResponsiblePlaySettings } from '../responsible-play';
import { GeneralSettings } from './GeneralSettings';
import { NotificationsSettings } from './NotificationsSettings';
import { PrivacySettings } from './PrivacySettings';
import { SecuritySettings } from './SecuritySettings';

/** One tab of /settings/{type}: its address, its label, and the screen it shows for the signed-in player. */
interface SettingsTab {
  type: string;
  label: string;
  Screen: ComponentType<{ me: Me }>;
}

/** The settings sections in tab order; a feature adds its own tab as one entry here. */
const TABS: SettingsTab[] = [
  { type: 'general', label: 'General', Screen: GeneralSettings },
  { type: 'security', label: 'Security', Screen: SecuritySettings },
  { type: 'verification', label: 'Verification', Screen: VerificationSettings },
  { type: 'redemptions', label: 'Redemptions', Screen: RedemptionsSettings },
  { type: 'taxes', label: 'Taxes', Screen: TaxSettings },
  { type: 'free-entry', label: 'Free entry', Screen: FreeEntrySettings },
  { type: 'orders', label: 'Cashier orders', Screen: OrdersSettings },
  { type: 'responsible-play', label: 'Responsible play', Screen: ResponsiblePlaySettings },
  { type: 'privacy', label: 'Privacy', Screen: PrivacySettings },
  { type: 'notifications', label: 'Notifications', Screen: NotificationsSettings },
];

/**
 * /settings/{type}: one tab per section. Plain /settings opens General; a type no section has is the
 * not-found page, as any other unknown address. From lg the sections are a list beside the section, so
 * all ten are in sight; narrower, a bar that scrolls sideways, its fading edge saying there is more.
 */
export default function SettingsPage() {
  const { type } = useParams();
  const { data: me } = useMe();
  if (type === undefined) return <Navigate to="/settings/general" replace />;
  const tab = TABS.find((t) => t.type === type);
  if (!tab) return <Navigate to="/not-found" replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <h1 className="text-[28px] font-bold">Settings</h1>
      <div className="flex min-w-0 flex-col gap-6 lg:flex-row lg:items-start">
        <div className="relative -mx-3 md:mx-0 lg:w-52 lg:shrink-0">
          <nav
            className="flex overflow-x-auto border-b border-line px-3 pr-10 [scrollbar-width:none] md:px-0 lg:flex-col lg:border-b-0 lg:border-l lg:pr-0"
            aria-label="Settings sections"
          >
            {TABS.map((t) => (
              <NavLink
                key={t.type}
                to={`/settings/${t.type}`}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap lg:mb-0 lg:-ml-px lg:border-b-0 lg:border-l-2',
                    isActive
                      ? 'border-accent text-text'
                      : 'border-transparent text-text-muted hover:text-text',
                  )
                }
              >
                {t.label}
              </NavLink>
            ))}
          </nav>
          <div
            aria-hidden="true"
            data-testid="settings-more-tabs"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-surface-0 lg:hidden"
          />
        </div>
        <div className="min-w-0 flex-1">
          {me ? (
            <tab.Screen me={me} />
          ) : (
            <div className="flex flex-col gap-4">
              <Skeleton className="h-48" />
              <Skeleton className="h-32" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
