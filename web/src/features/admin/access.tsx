import type { StaffActionName, StaffMe } from '@casino/contract';
import { ShieldAlert } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { NotFoundPage } from '../not-found';
import { adminKeys, useAdminQuery } from './api';
import { BackOfficeFrame } from './BackOfficeFrame';

const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member, inside the back office. */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used inside the back office gate');
  return staff;
}

/**
 * Whether the staff member's rank allows an action: buttons they may not use are hidden or disabled.
 * Only a courtesy: the server checks every call against the same table.
 */
export function useMay(action: StaffActionName): boolean {
  return useStaff().actions.includes(action);
}

/**
 * Who may see the back office: players get the ordinary 'not found' page in the casino's shell (the
 * back office does not advertise itself), staff without two-factor authentication are sent to turn it
 * on, and everyone else gets the screens their rank allows.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  const isStaff = me !== undefined && me.rank !== 'other';
  const staff = useAdminQuery<StaffMe>(adminKeys.me, '/admin/me', isStaff && me.two_factor_enabled);
  if (!me || (isStaff && me.two_factor_enabled && staff.isPending))
    return (
      <BackOfficeFrame>
        <GateSkeleton />
      </BackOfficeFrame>
    );
  if (!isStaff) return <NotFoundPage testId="admin-not-found" />;
  if (!me.two_factor_enabled || staff.data?.two_factor_enabled === false)
    return (
      <BackOfficeFrame>
        <TurnOnTwoFactor />
      </BackOfficeFrame>
    );
  // A staff member whose /admin/me did not answer (the server busy, the network cut) is told so and can try
  // again; 'not found' here read as if their access had gone.
  if (!staff.data)
    return (
      <BackOfficeFrame>
        <GateMessage testId="admin-unreachable" title="The back office could not be loaded">
          <p className="text-text-muted">{staff.error?.message ?? 'Please try again.'}</p>
          <Button onClick={() => void staff.refetch()} pending={staff.isFetching}>
            Try again
          </Button>
        </GateMessage>
      </BackOfficeFrame>
    );
  return <StaffContext.Provider value={staff.data}>{children}</StaffContext.Provider>;
}

function GateSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

/** What the gate says instead of the back office: a card with its title and what to do. */
function GateMessage({
  testId,
  icon,
  title,
  children,
}: {
  testId: string;
  icon?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-line bg-surface-1 p-8 text-center"
    >
      {icon}
      <h1 className="text-xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** Spec §6 staff must use 2FA: the back office shows nothing until it is on. */
function TurnOnTwoFactor() {
  return (
    <GateMessage
      testId="admin-2fa-required"
      icon={<ShieldAlert size={32} className="text-gc" />}
      title="Turn on two-factor authentication"
    >
      <p className="text-text-muted">
        The back office shows players' details and moves their coins, so staff must sign in with a second
        factor. Turn it on in Settings → Security, then come back here.
      </p>
      <Link
        to="/settings/security"
        className="mt-2 inline-flex h-10 items-center rounded-lg bg-accent px-4 font-semibold text-surface-0"
      >
        Open Security settings
      </Link>
    </GateMessage>
  );
}
