import type { VerificationSession, VerificationStatus, VerifiedPersonAnswer } from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import type { IdentityPorts } from './ports';
import {
  insertVerification,
  latestVerification,
  lockPlayer,
  rememberPreviousVerification,
  verifiedPersonOf,
} from './repository';

/** A session in one of these is still the player's current attempt: starting again resumes it. */
const CURRENT: readonly VerificationStatus[] = ['created', 'started', 'submitted', 'review', 'approved'];

type SessionRow = NonNullable<Awaited<ReturnType<typeof latestVerification>>>;

function view(row: SessionRow | undefined): VerificationSession {
  if (!row) return { status: null, url: null, reason: null, reason_code: null };
  return { status: row.status, url: row.url, reason: row.reason, reason_code: row.reason_code };
}

/** `GET /api/veriff`: the player's current session as spec §4 shows it. */
export async function currentVerification(
  ports: Pick<IdentityPorts, 'db'>,
  userId: bigint,
): Promise<VerificationSession> {
  return view(await latestVerification(ports.db, userId));
}

/** `GET /api/veriff/person`: what the approved verification read, for the player's own forms. */
export async function verifiedPerson(
  ports: Pick<IdentityPorts, 'db'>,
  userId: bigint,
): Promise<VerifiedPersonAnswer> {
  const row = await verifiedPersonOf(ports.db, userId);
  if (!row?.first_name || !row.last_name || !row.date_of_birth) return { person: null };
  return {
    person: {
      first_name: row.first_name,
      last_name: row.last_name,
      dateOfBirth: row.date_of_birth.toISOString().slice(0, 10),
      address1: row.address_line1 ?? '',
      city: row.city ?? '',
      zip: row.zip ?? '',
    },
  };
}

/**
 * `POST /api/veriff`: resumes the current session, or opens a new vendor session when there is none or
 * the last one ended without approval (declined, resubmission requested, expired, abandoned); the new
 * one keeps a pointer to the attempt it replaces. The player's row is locked meanwhile, so two clicks
 * open one session.
 */
export async function startVerification(
  ports: Pick<IdentityPorts, 'db' | 'identity' | 'config'>,
  userId: bigint,
): Promise<VerificationSession> {
  return inTransaction(ports.db, async (trx) => {
    await lockPlayer(trx, userId);
    const latest = await latestVerification(trx, userId);
    if (latest && CURRENT.includes(latest.status)) return view(latest);
    const session = await ports.identity.createSession({
      playerId: String(userId),
      callbackUrl: `${ports.config.appUrl}/api/webhooks/veriff`,
    });
    const created = await insertVerification(trx, {
      userId,
      vendor: ports.identity.name,
      vendorSessionId: session.id,
      url: session.url,
    });
    if (latest) await rememberPreviousVerification(trx, userId, latest.id);
    return view(created);
  });
}

/**
 * `GET /api/canhaveveriffpopup`: the app may offer verification unless the player is verified or their
 * documents are being checked.
 */
export async function canOfferVerification(
  ports: Pick<IdentityPorts, 'db'>,
  userId: bigint,
): Promise<boolean> {
  const latest = await latestVerification(ports.db, userId);
  return !latest || !['submitted', 'review', 'approved'].includes(latest.status);
}
