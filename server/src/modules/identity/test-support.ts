import type { SandboxDecisionRequest, VerificationSession } from '@casino/contract';
import { signBody } from '../../adapters/identity/webhook';
import { bearer, registerPlayer, type TestApp } from '../../test/app';
import { APPROVED_PERSON } from '../../test/sample-people';

/** The shared secret the identity tests configure, so a test can sign (or mis-sign) a webhook itself. */
export const TEST_WEBHOOK_SECRET = 'identity-test-secret-0123456789';

/** A player who opened a verification session: their token, id and the session's vendor id. */
export async function playerWithSession(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(t.app, overrides);
  const started = await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) });
  const session = started.json() as VerificationSession;
  return { ...player, session, sessionId: (session.url ?? '').split('/').pop() ?? '' };
}

let people = 0;

/** A letters-only surname no other test person has, so tests never collide on one-account-per-person. */
export function uniqueSurname(): string {
  people += 1;
  const letters = `${Date.now().toString(26)}${people.toString(26)}`.replace(
    /\d/g,
    (d) => 'qrstuvwxyz'[Number(d)] ?? 'q',
  );
  return `Doe${letters}`;
}

/** The identity form and document a player gives in the sandbox flow, with a unique document number. */
export function personForm(
  overrides: Partial<SandboxDecisionRequest['person']> = {},
  documentNumber?: string,
) {
  return {
    person: { ...APPROVED_PERSON, last_name: uniqueSurname(), ...overrides },
    document: {
      document_number: documentNumber ?? `D${Math.random().toString().slice(2, 10)}`,
      document_country: 'US',
    },
  };
}

/** The tester decides a sandbox session; resolves once the sandbox's webhook has been answered. */
export async function decide(t: TestApp, sessionId: string, request: SandboxDecisionRequest): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/veriff/sandbox/${sessionId}/decision`,
    payload: request,
  });
  if (answer.statusCode !== 200) throw new Error(`decision refused: ${answer.statusCode} ${answer.body}`);
  await t.infra.identity.tester?.settled();
}

/** Posts a webhook body as the vendor would, signed with the test secret unless a signature is given. */
export function postWebhook(t: TestApp, body: unknown, signature?: string | null) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? signBody(TEST_WEBHOOK_SECRET, payload) : signature;
  if (signed !== null) headers['x-hmac-signature'] = signed;
  return t.app.inject({ method: 'POST', url: '/api/webhooks/veriff', headers, payload });
}

/** The vendor's decision webhook body for a session. */
export function decisionWebhook(
  sessionId: string,
  status: string,
  person = { firstName: 'Jane', lastName: uniqueSurname(), dateOfBirth: '1990-05-17' },
  documentNumber = `X${Math.random().toString().slice(2, 12)}`,
) {
  return {
    status: 'success',
    verification: {
      id: sessionId,
      code: 9001,
      status,
      reason: null,
      reasonCode: null,
      person,
      document: { number: documentNumber, country: 'US', type: 'PASSPORT' },
      vendorData: null,
      decisionTime: new Date().toISOString(),
    },
  };
}

/** The player's current session as `GET /api/veriff` answers it. */
export async function sessionOf(t: TestApp, token: string): Promise<VerificationSession> {
  return (await t.app.inject({ url: '/api/veriff', headers: bearer(token) })).json() as VerificationSession;
}

/**
 * One person verified on two accounts: a first player approved with `document`, then a second (another
 * name, `other`) approved by the vendor with the same number as `secondDocument` writes it.
 */
export async function sameDocumentTwice(
  t: TestApp,
  document: string,
  other: Partial<SandboxDecisionRequest['person']>,
  secondDocument = document,
) {
  const first = await playerWithSession(t);
  await decide(t, first.sessionId, { decision: 'approved', ...personForm({}, document) });
  const second = await playerWithSession(t);
  await decide(t, second.sessionId, { decision: 'approved', ...personForm(other, secondDocument) });
  return { first, second };
}
