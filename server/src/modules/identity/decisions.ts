import { createHash } from 'node:crypto';
import {
  DECIDED_STATUSES,
  DUPLICATE_IDENTITY_REASON,
  UNDER_AGE_REASON,
  VERIFICATION_REASONS,
  type VerificationResult,
} from '@casino/contract';
import type { VendorUpdate, VerifiedPerson } from '../../adapters/identity/interface';
import { readWebhook } from '../../adapters/identity/webhook';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RawJsonBody } from '../../http/raw-json-body';
import type { IdentityPorts } from './ports';
import {
  approvedElsewhere,
  flagDuplicate,
  lockPerson,
  lockVerificationBySession,
  markVerified,
  recordReceipt,
  updateVerification,
} from './repository';
import { tellVerificationResult } from './result-notice';
import { canMove, documentHash, isOldEnough, minimumAgeIn, personKey } from './rules';

type Outcome = Pick<VendorUpdate, 'status' | 'reasonCode' | 'reason'>;

/** An approval without the person and document cannot pass the product's rules: staff look at it. */
const UNREADABLE_APPROVAL: Outcome = {
  status: 'review',
  reasonCode: null,
  reason: 'The document could not be read automatically; our team is checking it.',
};

/**
 * `POST /api/webhooks/veriff`: the vendor's word on a session. A body that the shared secret did not
 * sign is refused before anything is applied (401); the same body twice is applied once; and a session
 * only moves forward, so a late "started" never undoes a decision.
 */
export async function receiveWebhook(
  ports: Pick<IdentityPorts, 'db' | 'identity' | 'config'>,
  body: RawJsonBody,
  signature: string | undefined,
): Promise<void> {
  if (!ports.identity.isSigned(body.raw, signature))
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is missing or wrong.');
  const update = readWebhook(body.json);
  if (!update) throw new AppError('BAD_REQUEST', 'The webhook is neither a decision nor a flow event.');
  const bodyHash = createHash('sha256').update(body.raw).digest('hex');

  await inTransaction(ports.db, async (trx) => {
    const session = await lockVerificationBySession(trx, update.sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'No such verification session.');
    if (!(await recordReceipt(trx, bodyHash, update.sessionId))) return;
    if (!canMove(session.status, update.status)) return;

    const person = update.person;
    const outcome =
      update.status !== 'approved'
        ? update
        : person
          ? await productRules(trx, ports.config.IDENTITY_MIN_AGE_BY_STATE, session, person)
          : UNREADABLE_APPROVAL;
    await updateVerification(trx, session.id, {
      status: outcome.status,
      reason_code: outcome.reasonCode,
      reason: outcome.reason,
      ...(person
        ? {
            first_name: person.firstName,
            last_name: person.lastName,
            date_of_birth: person.dateOfBirth,
            document_country: person.documentCountry,
            address_line1: person.address?.line1 ?? null,
            city: person.address?.city ?? null,
            zip: person.address?.zip ?? null,
            phone_number: person.phoneNumber,
            document_number_hash: documentHash(person.documentNumber),
            person_key: personKey(person.firstName, person.lastName, person.dateOfBirth),
          }
        : {}),
      ...(DECIDED_STATUSES.includes(outcome.status) ? { decided_at: new Date() } : {}),
    });
    if (outcome.status === 'approved') await markVerified(trx, session.user_id, session.id);
    const result: VerificationResult = {
      status: outcome.status,
      reason: outcome.reason,
      reason_code: outcome.reasonCode,
    };
    await tellVerificationResult(trx, session.user_id, result);
  });
}

/**
 * The vendor approved the document; the product's own rules may still decline it: one verified account
 * per person (the other account is flagged for staff), and the age the player's state requires.
 */
async function productRules(
  trx: Trx,
  agesByState: Record<string, number>,
  session: { id: bigint; user_id: bigint; state: string },
  person: VerifiedPerson,
): Promise<Outcome> {
  const documentNumberHash = documentHash(person.documentNumber);
  const key = personKey(person.firstName, person.lastName, person.dateOfBirth);
  await lockPerson(trx, documentNumberHash, key);
  const duplicate = await approvedElsewhere(trx, {
    userId: session.user_id,
    documentNumberHash,
    personKey: key,
  });
  if (duplicate) {
    const sameDocument = duplicate.document_number_hash === documentNumberHash;
    await flagDuplicate(trx, {
      userId: session.user_id,
      verificationId: session.id,
      matchingUserId: duplicate.user_id,
      details: sameDocument
        ? 'The same document number is verified on another account.'
        : 'The same name and date of birth are verified on another account.',
    });
    return declined(DUPLICATE_IDENTITY_REASON);
  }
  const minimumAge = minimumAgeIn(session.state, agesByState);
  if (!isOldEnough(person.dateOfBirth, minimumAge, new Date())) return declined(UNDER_AGE_REASON, minimumAge);
  return { status: 'approved', reasonCode: null, reason: null };
}

function declined(reasonCode: number, age?: number): Outcome {
  const text = VERIFICATION_REASONS[reasonCode] ?? '';
  return { status: 'declined', reasonCode, reason: text.replace('{age}', String(age ?? '')) };
}
