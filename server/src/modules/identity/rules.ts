import { createHash } from 'node:crypto';
import { ageOn, DECIDED_STATUSES, MINIMUM_AGE, type VerificationStatus } from '@casino/contract';

/** Steps of the flow in the order they happen; a decision outranks them all. */
const PROGRESS: Record<VerificationStatus, number> = {
  created: 0,
  started: 1,
  submitted: 2,
  review: 3,
  approved: 4,
  declined: 4,
  resubmission_requested: 4,
  expired: 4,
  abandoned: 4,
};

/**
 * Whether a webhook may move a session from one status to another. Webhooks arrive late and out of
 * order: a session only moves forward, and once decided it never changes again (a new attempt is a new
 * vendor session).
 */
export function canMove(from: VerificationStatus, to: VerificationStatus): boolean {
  if (DECIDED_STATUSES.includes(from)) return false;
  return PROGRESS[to] > PROGRESS[from];
}

/** Letters only, lower case, accents and spaces folded: "José  O'Neil" and "jose oneil" are one name. */
function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/** The same person whatever document they show: last name, first name and date of birth, folded. */
export function personKey(firstName: string, lastName: string, dateOfBirth: string): string {
  return `${foldName(lastName)}|${foldName(firstName)}|${dateOfBirth}`;
}

/** The same document however it was typed: letters and digits only, upper case, hashed. */
export function documentHash(documentNumber: string): string {
  const normalised = documentNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/** The age a player of this state must have reached: 18, or more where configured (sweepstakes.md). */
export function minimumAgeIn(state: string, agesByState: Record<string, number>): number {
  return agesByState[state] ?? MINIMUM_AGE;
}

/** Whether a document's date of birth makes its holder old enough to play in the state. */
export function isOldEnough(dateOfBirth: string, minimumAge: number, today: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && ageOn(dateOfBirth, today) >= minimumAge;
}
