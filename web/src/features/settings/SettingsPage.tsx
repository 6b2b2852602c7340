import type { Me } from '@casino/contract';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { useMe } from '../../api/queries';
import { LinkTabs } from '../../ui/LinkTabs';
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
        <LinkTabs
          name="settings"
          beside
          label="Settings sections"
          tabs={TABS.map((t) => ({ to: `/settings/${t.type}`, label: t.label }))}
        />
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
