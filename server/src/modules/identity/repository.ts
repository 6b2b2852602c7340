import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { IdentityVerificationsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** Serialises decisions about one person (document or name and birth date) across every instance. */
const PERSON_LOCK = 72_015;

const sessionColumns = ['id', 'vendor_session_id', 'url', 'status', 'reason', 'reason_code'] as const;

/** The player's newest verification session, if they ever started one. */
export async function latestVerification(db: Executor, userId: bigint) {
  return db
    .selectFrom('identity_verifications')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The name and birth date on the player's approved verification, the one their account points at. */
/** Locks the player's row: one session start at a time per player. */
export async function lockPlayer(trx: Trx, userId: bigint): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** Records a session the vendor opened. */
export async function insertVerification(
  trx: Trx,
  session: { userId: bigint; vendor: string; vendorSessionId: string; url: string },
) {
  return trx
    .insertInto('identity_verifications')
    .values({
      user_id: session.userId,
      vendor: session.vendor,
      vendor_session_id: session.vendorSessionId,
      url: session.url,
    })
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
}

/** A new attempt replaced this one: the player keeps a pointer to it (spec §3 prev_verification_id). */
export async function rememberPreviousVerification(trx: Trx, userId: bigint, verificationId: bigint) {
  await trx
    .updateTable('users')
    .set({ prev_verification_id: verificationId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The session a webhook names, locked, with the state its player lives in. */
export async function lockVerificationBySession(trx: Trx, vendorSessionId: string) {
  return trx
    .selectFrom('identity_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.id', 'v.user_id', 'v.status', 'u.state'])
    .where('v.vendor_session_id', '=', vendorSessionId)
    .forUpdate('v')
    .executeTakeFirst();
}

/** The player a vendor session belongs to, if it exists (the sandbox's controls refuse any other). */
export async function sessionOwner(db: Executor, vendorSessionId: string): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('identity_verifications')
    .select('user_id')
    .where('vendor_session_id', '=', vendorSessionId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Keeps a webhook's body hash; false when the same body was received before (a replay). */
export async function recordReceipt(trx: Trx, bodyHash: string, vendorSessionId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('identity_webhook_receipts')
    .values({ body_hash: bodyHash, vendor_session_id: vendorSessionId })
    .onConflict((oc) => oc.column('body_hash').doNothing())
    .returning('body_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes the locks of a person's document and of their name and birth date for the rest of the
 * transaction, in a fixed order, so two accounts of one person approved at once are decided one after
 * the other and the second sees the first.
 */
export async function lockPerson(trx: Trx, documentNumberHash: string, personKey: string): Promise<void> {
  for (const key of [`document:${documentNumberHash}`, `person:${personKey}`].sort())
    await sql`SELECT pg_advisory_xact_lock(${PERSON_LOCK}, hashtext(${key}))`.execute(trx);
}

/** Another player's approved verification of the same document or person, if any. */
export async function approvedElsewhere(
  trx: Trx,
  person: { userId: bigint; documentNumberHash: string; personKey: string },
) {
  return trx
    .selectFrom('identity_verifications')
    .select(['user_id', 'document_number_hash'])
    .where('status', '=', 'approved')
    .where('user_id', '<>', person.userId)
    .where((eb) =>
      eb.or([
        eb('document_number_hash', '=', person.documentNumberHash),
        eb('person_key', '=', person.personKey),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Writes what a webhook says about a session. */
export async function updateVerification(
  trx: Trx,
  id: bigint,
  changes: Omit<Updateable<IdentityVerificationsTable>, 'updated_at'>,
): Promise<void> {
  await trx
    .updateTable('identity_verifications')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The player is verified by this session from now on. */
export async function markVerified(trx: Trx, userId: bigint, verificationId: bigint): Promise<void> {
  await trx
    .updateTable('users')
    .set({ verification_id: verificationId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Flags a player for staff: their identity is verified on another account. */
export async function flagDuplicate(
  trx: Trx,
  flag: { userId: bigint; verificationId: bigint; matchingUserId: bigint; details: string },
): Promise<void> {
  await trx
    .insertInto('identity_flags')
    .values({
      user_id: flag.userId,
      verification_id: flag.verificationId,
      kind: 'duplicate_identity',
      matching_user_id: flag.matchingUserId,
      details: flag.details,
    })
    .execute();
}

/** The vendor ids of the player's approved and previous verifications (spec §3 me fields). */
export async function verificationIdsOf(db: Executor, userId: bigint) {
  return db
    .selectFrom('users as u')
    .leftJoin('identity_verifications as current', 'current.id', 'u.verification_id')
    .leftJoin('identity_verifications as previous', 'previous.id', 'u.prev_verification_id')
    .select([
      'current.vendor_session_id as verification_id',
      'previous.vendor_session_id as prev_verification_id',
      'u.email_verified_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * The person the player's approved verification names, as the vendor read them: name, date of birth,
 * address and phone number; undefined until a verification is approved.
 */
export function verifiedPersonOf(db: Executor, userId: bigint) {
  return db
    .selectFrom('users as u')
    .innerJoin('identity_verifications as v', 'v.id', 'u.verification_id')
    .select([
      'v.first_name',
      'v.last_name',
      'v.date_of_birth',
      'v.address_line1',
      'v.city',
      'v.zip',
      'v.phone_number',
    ])
    .where('u.id', '=', userId)
    .where('v.status', '=', 'approved')
    .executeTakeFirst();
}
