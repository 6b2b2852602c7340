import type { AdminUserDetail } from '@casino/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatWhen } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { Skeleton } from '../../../ui/Skeleton';
import { adminKeys, useAdminQuery } from '../api';
import { Badge, humanize, QueryFailed } from '../parts';
import { identityFacts } from './identity-facts';
import { UserActions } from './UserActions';
import { AccountFlags } from './UsersPage';
import { UserTabs } from './UserTabs';

/** `/admin/users/:id`: everything staff look at before acting on a player, the actions, and the lists. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const user = useAdminQuery<AdminUserDetail>(adminKeys.area('users', 'detail', id), `/admin/users/${id}`);
  return (
    <section className="flex flex-col gap-4">
      <Link
        to="/admin/users"
        className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text"
      >
        <ArrowLeft size={14} /> Players
      </Link>
      {user.data ? (
        <>
          <header className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
            <div className="min-w-0">
              <h1 className="truncate text-[20px] font-bold md:text-[28px]" data-testid="admin-user-name">
                {user.data.username ?? 'No username yet'}
              </h1>
              <p className="truncate text-sm text-text-muted">
                #{user.data.id} · {user.data.email} · {user.data.rank}
              </p>
            </div>
            <div data-testid="admin-user-flags">
              <AccountFlags user={user.data} />
            </div>
          </header>
          <UserActions user={user.data} />
          <UserSummary user={user.data} />
          <UserTabs user={user.data} />
        </>
      ) : user.error ? (
        <QueryFailed error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-12 w-72" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Balances, standing, identity, responsible play and location, as cards of facts. */
function UserSummary({ user }: { user: AdminUserDetail }) {
  const { balances } = user;
  const identity = identityFacts(user);
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      <Card title="Balances">
        <Fact label="Gold Coins">
          <Amount coin="GC" value={balances.gc} />
        </Fact>
        <Fact label="SC unplayed">
          <Amount coin="SC" value={balances.sc_unplayed} />
        </Fact>
        <Fact label="SC redeemable">
          <Amount coin="SC" value={balances.sc_redeemable} />
        </Fact>
        <Fact label="Purchases (USD)">
          <span className="tabular">{user.total_purchases}</span>
        </Fact>
      </Card>
      <Card title="Standing">
        <Fact label="Frozen">
          {user.freeze
            ? `Since ${formatWhen(user.freeze.at)}: ${user.freeze.reason ?? 'no reason given'}`
            : 'No'}
        </Fact>
        <Fact label="Banned">
          {user.ban ? `Since ${formatWhen(user.ban.at)}: ${user.ban.reason ?? 'no reason given'}` : 'No'}
        </Fact>
        <Fact label="Balance watch">{user.balance_watch ? 'Watched' : 'Not watched'}</Fact>
        <Fact label="Two-factor">{user.two_factor_enabled ? 'On' : 'Off'}</Fact>
        <Fact label="Active sessions">{user.counts.active_sessions}</Fact>
      </Card>
      <Card title="Identity" testId="admin-user-identity">
        <Fact label="Verification">
          {user.identity.status ? (
            <Badge tone={user.identity.verified ? 'good' : 'warn'}>{humanize(user.identity.status)}</Badge>
          ) : (
            'Not started'
          )}
        </Fact>
        <Fact label="Name">{identity.name}</Fact>
        <Fact label="Date of birth">{identity.dateOfBirth}</Fact>
        <Fact label="Address">{identity.address}</Fact>
        <Fact label="Phone">{identity.phone}</Fact>
        <Fact label="Email">{user.email_verified ? 'Verified' : 'Not verified'}</Fact>
        <Fact label="Open duplicate flags">{user.identity.open_duplicate_flags}</Fact>
      </Card>
      <Card title="Responsible play and location">
        <Fact label="Break">{user.break_till ? `Until ${formatWhen(user.break_till)}` : 'None'}</Fact>
        <Fact label="Self-exclusion">
          {user.self_exclusion
            ? `${user.self_exclusion.period}, ${formatWhen(user.self_exclusion.since)} – ${formatWhen(user.self_exclusion.till)}`
            : 'None'}
        </Fact>
        <Fact label="State of residence">{user.state}</Fact>
        <Fact label="Last location check">
          {user.last_location
            ? `${user.last_location.state ?? user.last_location.country ?? 'unknown'}, ${
                user.last_location.passed ? 'passed' : 'refused'
              } ${formatWhen(user.last_location.checked_at)}`
            : 'None yet'}
        </Fact>
      </Card>
    </div>
  );
}

function Card({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface-1 p-4" data-testid={testId}>
      <h2 className="mb-3 text-sm font-bold">{title}</h2>
      <dl className="flex flex-col gap-2 text-sm">{children}</dl>
    </section>
  );
}

function Amount({ coin, value }: { coin: 'GC' | 'SC'; value: string }) {
  return (
    <span className="tabular inline-flex items-center gap-1.5 font-semibold">
      <CoinIcon coin={coin} size={14} /> {value}
    </span>
  );
}
