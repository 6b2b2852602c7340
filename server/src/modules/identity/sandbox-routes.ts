import {
  DECLINE_REASON_CODES,
  messageSchema,
  RESUBMISSION_REASON_CODES,
  sandboxDecisionSchema,
  sandboxFlowEventSchema,
} from '@casino/contract';
import { z } from 'zod';
import type { IdentityTester } from '../../adapters/identity/interface';
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { sessionOwner } from './repository';

const sessionParams = z.object({ sessionId: z.string().uuid('No such verification session.') });
const answers = { 200: messageSchema };

/** Which reason codes a tester may give with each decision; other decisions carry none. */
const REASONS_BY_DECISION: Partial<Record<string, readonly number[]>> = {
  declined: DECLINE_REASON_CODES,
  resubmission_requested: RESUBMISSION_REASON_CODES,
};

async function ownerOf(db: Database, sessionId: string): Promise<string> {
  const owner = await sessionOwner(db, sessionId);
  if (owner === undefined) throw new AppError('NOT_FOUND', 'No such verification session.');
  return String(owner);
}

/**
 * The sandbox flow's controls (`/veriff/sandbox/:sessionId` calls them): like the vendor's hosted page,
 * the session id in its URL is what lets the page act on the session. Registered only when the sandbox
 * is the configured vendor, which configuration refuses under production.
 */
export function identitySandboxRoutes(app: Api, db: Database, tester: IdentityTester): void {
  app.post(
    '/api/veriff/sandbox/:sessionId/events',
    { schema: { params: sessionParams, body: sandboxFlowEventSchema, response: answers } },
    async (request) => {
      const { sessionId } = request.params;
      tester.report(sessionId, await ownerOf(db, sessionId), request.body.action);
      return { message: `The vendor reported ${request.body.action}.` };
    },
  );

  app.post(
    '/api/veriff/sandbox/:sessionId/decision',
    { schema: { params: sessionParams, body: sandboxDecisionSchema, response: answers } },
    async (request) => {
      const { sessionId } = request.params;
      const { decision, reason_code, person, document } = request.body;
      const allowed = REASONS_BY_DECISION[decision];
      if (allowed ? reason_code === null || !allowed.includes(reason_code) : reason_code !== null)
        throw fieldError(
          'reason_code',
          allowed ? 'Choose a reason from the list.' : 'This decision has no reason.',
        );
      tester.decide(sessionId, await ownerOf(db, sessionId), {
        decision,
        reasonCode: reason_code,
        person: {
          firstName: person.first_name,
          lastName: person.last_name,
          dateOfBirth: person.dateOfBirth,
          documentNumber: document.document_number,
          documentCountry: document.document_country,
          address: { line1: person.address1, city: person.city, zip: person.zip },
          phoneNumber: person.phone,
        },
      });
      return { message: 'The decision is on its way.' };
    },
  );
}
