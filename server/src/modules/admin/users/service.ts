import {
  type AdminBalances,
  type AdminUserDetail,
  type AdminUserRow,
  formatAmount,
  type LocationCheck,
  type Rank,
} from '@casino/contract';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import type { Ledger } from '../../../ledger/ledger';
import { identitySessionCount, identitySessionsOf, openFlagCount, verifiedPersonOf } from '../../identity';
import { locationCheckCount, locationChecksOf } from '../../location';
import { purchaseCount, purchasesOf } from '../../wallet';
import { iso, type PageWindow, pageOf, pageWindow } from '../paging';
import type { AdminPorts } from '../ports';
import { purchaseView } from '../purchases/view';
import {
  betCount,
  latestVerificationStatus,
  playerProfile,
  searchPlayers,
  sessionCounts,
  sessionsOf,
} from './repository';

export const NO_SUCH_PLAYER = 'No such player.';

function rowView(row: {
  id: bigint;
  username: string | null;
  email: string;
  rank: Rank;
  state: string;
  created_at: Date;
  banned_at: Date | null;
  frozen_at: Date | null;
  balance_watch: boolean;
}): AdminUserRow {
  return {
    id: String(row.id),
    username: row.username,
    email: row.email,
    rank: row.rank,
    state: row.state,
    created_at: row.created_at.toISOString(),
    banned: row.banned_at !== null,
    frozen: row.frozen_at !== null,
    balance_watch: row.balance_watch,
  };
}

/** `GET /api/admin/users?q=&page=`. */
export async function searchUsers(db: Database, q: string | undefined, page: number) {
  const { rows, total } = await searchPlayers(db, q || undefined, pageWindow(page));
  return pageOf(rows.map(rowView), page, total);
}

/** A player's balances per account, decimal strings. */
export async function balancesOf(
  executor: Database | Trx,
  ledger: Ledger,
  userId: bigint,
): Promise<AdminBalances> {
  const accounts = await ledger.playerAccounts(executor, userId);
  return {
    gc: formatAmount(accounts.gc.balance),
    sc_unplayed: formatAmount(accounts.scUnplayed.balance),
    sc_redeemable: formatAmount(accounts.scRedeemable.balance),
  };
}

/** Refuses a player id that names no one (404), before a sub-list answers an empty page. */
export async function requireKnownPlayer(db: Database, userId: bigint): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_PLAYER);
}

/** `GET /api/admin/users/:id`: the player's row, balances, restrictions, identity and counts. */
export async function userDetail(ports: AdminPorts, userId: bigint): Promise<AdminUserDetail> {
  const profile = await playerProfile(ports.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', NO_SUCH_PLAYER);
  const [
    balances,
    status,
    person,
    flags,
    purchases,
    bets,
    identitySessions,
    locationChecks,
    sessions,
    lastCheck,
  ] = await Promise.all([
    balancesOf(ports.db, ports.ledger, userId),
    latestVerificationStatus(ports.db, userId),
    verifiedPersonOf(ports.db, userId),
    openFlagCount(ports.db, userId),
    purchaseCount(ports.db, userId),
    betCount(ports.db, userId),
    identitySessionCount(ports.db, userId),
    locationCheckCount(ports.db, userId),
    sessionCounts(ports.db, userId),
    locationChecksOf(ports.db, userId, { limit: 1, offset: 0 }),
  ]);
  return {
    ...rowView(profile),
    firstname: profile.firstname,
    lastname: profile.lastname,
    email_verified: profile.email_verified_at !== null,
    phone_number: profile.phone_number,
    two_factor_enabled: profile.two_factor_enabled_at !== null,
    deleted: profile.deleted_at !== null,
    balances,
    total_purchases: formatAmount(profile.total_purchases),
    freeze: profile.frozen_at ? { at: profile.frozen_at.toISOString(), reason: profile.freeze_reason } : null,
    ban: profile.banned_at ? { at: profile.banned_at.toISOString(), reason: profile.ban_reason } : null,
    break_till:
      profile.break_till && profile.break_till > new Date() ? profile.break_till.toISOString() : null,
    self_exclusion: profile.exclusion_period
      ? {
          period: profile.exclusion_period,
          since: iso(profile.excluded_at),
          till: iso(profile.excluded_till),
        }
      : null,
    identity: {
      status,
      verified: profile.verification_id !== null,
      open_duplicate_flags: flags,
      person: person ? { ...person, date_of_birth: day(person.date_of_birth) } : null,
    },
    last_location: withoutId(lastCheck[0]),
    counts: {
      purchases,
      bets,
      identity_sessions: identitySessions,
      location_checks: locationChecks,
      active_sessions: sessions.active,
    },
  };
}

/** A date column as its day, YYYY-MM-DD. */
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The newest location check as the player sees it (the list's id left out), or null. */
function withoutId(check: (LocationCheck & { id: string }) | undefined): LocationCheck | null {
  if (!check) return null;
  const { id: _id, ...view } = check;
  return view;
}

/** How one tab of the player's page reads its rows: a page of them, their total, and each as staff see it. */
interface PlayerTab<Row, View> {
  rows(db: Database, userId: bigint, window: PageWindow): Promise<Row[]>;
  total(db: Database, userId: bigint): Promise<number>;
  view(row: Row): View;
}

/** One page of a tab of the player's page; an unknown player is refused before anything is read. */
async function playerTabPage<Row, View>(
  db: Database,
  userId: bigint,
  page: number,
  tab: PlayerTab<Row, View>,
) {
  await requireKnownPlayer(db, userId);
  const [rows, total] = await Promise.all([tab.rows(db, userId, pageWindow(page)), tab.total(db, userId)]);
  return pageOf(rows.map(tab.view), page, total);
}

/** `GET /api/admin/users/:id/purchases?page=`. */
export function purchasesPage(db: Database, userId: bigint, page: number) {
  return playerTabPage(db, userId, page, { rows: purchasesOf, total: purchaseCount, view: purchaseView });
}

/** `GET /api/admin/users/:id/identity?page=`. */
export function identityPage(db: Database, userId: bigint, page: number) {
  return playerTabPage(db, userId, page, {
    rows: identitySessionsOf,
    total: identitySessionCount,
    view: identitySessionView,
  });
}

/** `GET /api/admin/users/:id/location-checks?page=`. */
export function locationChecksPage(db: Database, userId: bigint, page: number) {
  return playerTabPage(db, userId, page, {
    rows: locationChecksOf,
    total: locationCheckCount,
    view: (row) => row,
  });
}

/** `GET /api/admin/users/:id/sessions?page=`: each session says whether it is still active now. */
export function sessionsPage(db: Database, userId: bigint, page: number) {
  const now = new Date();
  return playerTabPage(db, userId, page, {
    rows: sessionsOf,
    total: async (executor, id) => (await sessionCounts(executor, id)).all,
    view: (s) => ({
      id: s.id,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
      revoked_at: iso(s.revoked_at),
      revoked_reason: s.revoked_reason,
      ip: s.ip,
      user_agent: s.user_agent,
      active: s.revoked_at === null && s.expires_at > now,
    }),
  });
}

/** A verification session as staff see it (the queue and the player's identity tab). */
export function identitySessionView(row: Awaited<ReturnType<typeof identitySessionsOf>>[number]) {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    username: row.username,
    email: row.email,
    vendor: row.vendor,
    status: row.status,
    reason_code: row.reason_code,
    reason: row.reason,
    first_name: row.first_name,
    last_name: row.last_name,
    date_of_birth: day(row.date_of_birth),
    document_country: row.document_country,
    duplicate_of: row.duplicate_of.map((d) => ({ user_id: String(d.user_id), details: d.details })),
    created_at: row.created_at.toISOString(),
    decided_at: iso(row.decided_at),
  };
}
