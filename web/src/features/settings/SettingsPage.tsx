import clsx from 'clsx';
import { Navigate, NavLink, useParams } from 'react-router';
import { useMe } from '../../api/queries';
import { Skeleton } from '../../ui/Skeleton';
import { ResponsiblePlaySettings } from '../responsible-play';
import { GeneralSettings } from './GeneralSettings';
import { SecuritySettings } from './SecuritySettings';

const TABS = [
  { type: 'general', label: 'General' },
  { type: 'security', label: 'Security' },
  { type: 'responsible-play', label: 'Responsible play' },
] as const;

/** /settings/{type}: general (profile, email, promotions) and security (password, 2FA, phone, account). */
export default function SettingsPage() {
  const { type } = useParams();
  const { data: me } = useMe();
  if (!TABS.some((tab) => tab.type === type)) return <Navigate to="/settings/general" replace />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-[28px] font-bold">Settings</h1>
      <nav className="flex gap-1 border-b border-line" aria-label="Settings sections">
        {TABS.map((tab) => (
          <NavLink
            key={tab.type}
            to={`/settings/${tab.type}`}
            className={({ isActive }) =>
              clsx(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold',
                isActive ? 'border-accent text-text' : 'border-transparent text-text-muted hover:text-text',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {!me ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      ) : type === 'general' ? (
        <GeneralSettings me={me} />
      ) : type === 'responsible-play' ? (
        <ResponsiblePlaySettings />
      ) : (
        <SecuritySettings me={me} />
      )}
    </div>
  );
}
