import type { Me, VerificationSession } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../adapters/identity/webhook';
import { loadConfig } from '../../config';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, type TestApp } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { playerEvents } from '../../test/events';
import { secondInstance } from '../../test/second-instance';
import { identityRequirement, requireVerifiedIdentity } from '.';
import {
  decide,
  decisionWebhook,
  personForm,
  playerWithSession,
  postWebhook,
  sameDocumentTwice,
  sessionOf,
  TEST_WEBHOOK_SECRET,
  uniqueSurname,
} from './test-support';

const TEST_ENV = {
  IDENTITY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  IDENTITY_WEBHOOK_DELAY_MS: '0',
  IDENTITY_MIN_AGE_BY_STATE: '{"AZ":21}',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TEST_ENV);
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json() as Me;
const canHavePopup = async (token: string) =>
  (await t.app.inject({ url: '/api/canhaveveriffpopup', headers: bearer(token) })).json() as {
    data: { can: boolean };
  };
const resultEvents = (userId: bigint) => playerEvents(t.infra.db, userId, 'verification-result');
const sessionRow = (sessionId: string) =>
  t.infra.db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('vendor_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();

/** An "N years old today" date of birth, minus a day so the birthday has passed. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

describe('verification sessions', () => {
  it('opens a session once, resumes it, and reads it back', async () => {
    const player = await registerPlayer(t.app);
    expect(await sessionOf(t, player.token)).toEqual({
      status: null,
      url: null,
      reason: null,
      reason_code: null,
    });
    const first = await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) });
    expect(first.statusCode).toBe(200);
    const session = first.json() as VerificationSession;
    expect(session.status).toBe('created');
    expect(session.url).toMatch(/^\/veriff\/sandbox\/[0-9a-f-]{36}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) });
    expect(again.json()).toEqual(session);
    expect(await sessionOf(t, player.token)).toEqual(session);
  });

  it('asks a guest to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/veriff'],
      ['POST', '/api/veriff'],
      ['GET', '/api/canhaveveriffpopup'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
  });

  it('walks the sandbox flow to an approval the player hears about', async () => {
    const player = await playerWithSession(t);
    expect(await canHavePopup(player.token)).toEqual({ data: { can: true } });
    for (const action of ['started', 'submitted']) {
      const step = await t.app.inject({
        method: 'POST',
        url: `/api/veriff/sandbox/${player.sessionId}/events`,
        payload: { action },
      });
      expect(step.statusCode).toBe(200);
      await t.infra.identity.tester?.settled();
      expect((await sessionOf(t, player.token)).status).toBe(action);
    }
    expect(await canHavePopup(player.token)).toEqual({ data: { can: false } });

    await decide(t, player.sessionId, { decision: 'approved', ...personForm() });
    expect(await sessionOf(t, player.token)).toMatchObject({ status: 'approved', reason: null });
    expect((await me(player.token)).verification_id).toBe(player.sessionId);
    expect(await canHavePopup(player.token)).toEqual({ data: { can: false } });
    expect((await resultEvents(player.userId)).map((e) => e.payload)).toEqual([
      { status: 'started', reason: null, reason_code: null },
      { status: 'submitted', reason: null, reason_code: null },
      { status: 'approved', reason: null, reason_code: null },
    ]);
    const row = await sessionRow(player.sessionId);
    expect(row).toMatchObject({ first_name: 'Jane', document_country: 'US' });
    expect(row.document_number_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.decided_at).not.toBeNull();
  });

  it('tells the player, and only them, the name, birth date and address their approved verification read', async () => {
    const player = await playerWithSession(t);
    const person = async () =>
      (await t.app.inject({ url: '/api/veriff/person', headers: bearer(player.token) })).json();
    expect(await person()).toEqual({ person: null });
    const form = personForm();
    await decide(t, player.sessionId, { decision: 'approved', ...form });
    expect(await person()).toEqual({
      person: {
        first_name: 'Jane',
        last_name: form.person.last_name,
        dateOfBirth: '1990-05-17',
        address1: '100 Capitol Mall',
        city: 'Sacramento',
        zip: '95814',
      },
    });
    expect((await t.app.inject({ url: '/api/veriff/person' })).statusCode).toBe(401);
  });

  it('tells the player why a session was declined, and a new attempt keeps the previous one', async () => {
    const player = await playerWithSession(t);
    await decide(t, player.sessionId, { decision: 'declined', reason_code: 203, ...personForm() });
    expect(await sessionOf(t, player.token)).toMatchObject({
      status: 'declined',
      reason_code: 203,
      reason: 'The document is cropped: all four corners must be visible.',
    });
    expect(await canHavePopup(player.token)).toEqual({ data: { can: true } });
    const retry = (
      await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) })
    ).json() as VerificationSession;
    expect(retry.status).toBe('created');
    expect(retry.url).not.toContain(player.sessionId);
    expect((await me(player.token)).prev_verification_id).toBe(player.sessionId);
  });

  it('starts a new vendor session after a resubmission request, and approves that one', async () => {
    const player = await playerWithSession(t);
    await decide(t, player.sessionId, {
      decision: 'resubmission_requested',
      reason_code: 204,
      ...personForm(),
    });
    expect(await sessionOf(t, player.token)).toMatchObject({
      status: 'resubmission_requested',
      reason: 'The photos are too blurry or dark to read.',
    });
    const retry = (
      await t.app.inject({ method: 'POST', url: '/api/veriff', headers: bearer(player.token) })
    ).json() as VerificationSession;
    const nextId = retry.url?.split('/').pop() ?? '';
    expect(nextId).not.toBe(player.sessionId);
    await decide(t, nextId, { decision: 'approved', ...personForm() });
    const after = await me(player.token);
    expect(after).toMatchObject({ verification_id: nextId, prev_verification_id: player.sessionId });
    // The old session stays as it was decided.
    expect((await sessionRow(player.sessionId)).status).toBe('resubmission_requested');
  });

  it('records review, expired and abandoned as the vendor says them', async () => {
    for (const decision of ['review', 'expired', 'abandoned'] as const) {
      const player = await playerWithSession(t);
      await decide(t, player.sessionId, { decision, ...personForm() });
      expect((await sessionOf(t, player.token)).status).toBe(decision);
      expect((await me(player.token)).verification_id).toBeNull();
    }
  });
});

describe('the decision webhook', () => {
  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const player = await playerWithSession(t);
    const body = JSON.stringify(decisionWebhook(player.sessionId, 'approved'));
    const receiptsBefore = await t.infra.db
      .selectFrom('identity_webhook_receipts')
      .select('body_hash')
      .execute();
    for (const signature of [
      null,
      '',
      'not-hex',
      signBody('another-secret-entirely', body),
      'a'.repeat(64),
    ]) {
      const answer = await postWebhook(t, body, signature);
      expect(answer.statusCode, String(signature)).toBe(401);
    }
    // A signature of a different body does not cover this one.
    const tampered = body.replace('"approved"', '"declined"');
    expect((await postWebhook(t, tampered, signBody(TEST_WEBHOOK_SECRET, body))).statusCode).toBe(401);
    expect((await sessionOf(t, player.token)).status).toBe('created');
    expect(await resultEvents(player.userId)).toEqual([]);
    expect(await t.infra.db.selectFrom('identity_webhook_receipts').select('body_hash').execute()).toEqual(
      receiptsBefore,
    );
  });

  it('applies a replayed webhook once', async () => {
    const player = await playerWithSession(t);
    const body = JSON.stringify(decisionWebhook(player.sessionId, 'approved'));
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    const decidedAt = (await sessionRow(player.sessionId)).updated_at;
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    expect((await sessionRow(player.sessionId)).updated_at).toEqual(decidedAt);
    expect(await resultEvents(player.userId)).toHaveLength(1);
  });

  it('never moves a decided session backwards, whatever arrives late', async () => {
    const approved = await playerWithSession(t);
    await postWebhook(t, decisionWebhook(approved.sessionId, 'approved'));
    for (const late of [
      { id: approved.sessionId, code: 7001, action: 'started' },
      { id: approved.sessionId, code: 7002, action: 'submitted' },
      decisionWebhook(approved.sessionId, 'review'),
      decisionWebhook(approved.sessionId, 'declined'),
    ])
      expect((await postWebhook(t, late)).statusCode).toBe(200);
    expect((await sessionOf(t, approved.token)).status).toBe('approved');
    expect((await me(approved.token)).verification_id).toBe(approved.sessionId);

    const declined = await playerWithSession(t);
    await postWebhook(t, decisionWebhook(declined.sessionId, 'declined'));
    await postWebhook(t, decisionWebhook(declined.sessionId, 'review'));
    await postWebhook(t, decisionWebhook(declined.sessionId, 'approved'));
    expect((await sessionOf(t, declined.token)).status).toBe('declined');
    expect((await me(declined.token)).verification_id).toBeNull();

    // A submitted event after a review is late too: review stays.
    const reviewed = await playerWithSession(t);
    await postWebhook(t, decisionWebhook(reviewed.sessionId, 'review'));
    await postWebhook(t, { id: reviewed.sessionId, code: 7002, action: 'submitted' });
    expect((await sessionOf(t, reviewed.token)).status).toBe('review');
  });

  it('answers an unknown session 404, and a body of no known shape or not JSON 400', async () => {
    expect((await postWebhook(t, decisionWebhook('no-such-session', 'approved'))).statusCode).toBe(404);
    expect((await postWebhook(t, { hello: 'world' })).statusCode).toBe(400);
    expect((await postWebhook(t, 'not json at all')).statusCode).toBe(400);
  });
});

describe('the identity gate', () => {
  it('tells the money features whether the player is verified', async () => {
    const player = await playerWithSession(t);
    expect(await identityRequirement(t.infra.db, player.userId)).toEqual({
      verified: false,
      emailVerified: false,
    });
    await expect(
      requireVerifiedIdentity(t.infra.db, player.userId, { needsEmail: false }),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      status: 403,
    });
    await decide(t, player.sessionId, { decision: 'approved', ...personForm() });
    expect(await identityRequirement(t.infra.db, player.userId)).toEqual({
      verified: true,
      emailVerified: false,
    });
    await expect(
      requireVerifiedIdentity(t.infra.db, player.userId, { needsEmail: false }),
    ).resolves.toBeUndefined();
    await expect(
      requireVerifiedIdentity(t.infra.db, player.userId, { needsEmail: true }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please verify your email address first.',
    });
  });
});

describe('one verified account per person', () => {
  it('declines a second account with the same document number and flags it for staff', async () => {
    const { first, second } = await sameDocumentTwice(
      t,
      'DUP-DOC-77',
      { first_name: 'Other', last_name: 'Person' },
      'dup doc 77',
    );
    expect(await sessionOf(t, second.token)).toMatchObject({
      status: 'declined',
      reason_code: 901,
      reason: 'This identity is already verified on another account. One verified account per person.',
    });
    expect((await me(second.token)).verification_id).toBeNull();
    const flags = await t.infra.db
      .selectFrom('identity_flags')
      .selectAll()
      .where('user_id', '=', second.userId)
      .execute();
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      kind: 'duplicate_identity',
      matching_user_id: first.userId,
      details: 'The same document number is verified on another account.',
      resolved_at: null,
    });
    expect((await resultEvents(second.userId)).at(-1)?.payload).toMatchObject({
      status: 'declined',
      reason_code: 901,
    });
  });

  it('declines the same name and date of birth on a different document', async () => {
    const person = { first_name: 'Marta', last_name: 'Kowalska', dateOfBirth: '1985-02-03' };
    const first = await playerWithSession(t);
    await decide(t, first.sessionId, { decision: 'approved', ...personForm(person, 'PASS-001') });
    const second = await playerWithSession(t);
    await decide(t, second.sessionId, {
      decision: 'approved',
      ...personForm({ ...person, first_name: 'MARTA', last_name: 'Kowalska' }, 'LICENSE-002'),
    });
    expect((await sessionOf(t, second.token)).reason_code).toBe(901);
    const flag = await t.infra.db
      .selectFrom('identity_flags')
      .select(['matching_user_id', 'details'])
      .where('user_id', '=', second.userId)
      .executeTakeFirstOrThrow();
    expect(flag).toEqual({
      matching_user_id: first.userId,
      details: 'The same name and date of birth are verified on another account.',
    });
    // A different person with a different document is still welcome.
    const third = await playerWithSession(t);
    await decide(t, third.sessionId, {
      decision: 'approved',
      ...personForm({ ...person, dateOfBirth: '1985-02-04' }, 'PASS-003'),
    });
    expect((await sessionOf(t, third.token)).status).toBe('approved');
  });
});

describe('age by state', () => {
  it("declines a document younger than the player's state requires", async () => {
    const young = bornYearsAgo(20);
    const inArizona = await playerWithSession(t, { state: 'AZ' });
    await decide(t, inArizona.sessionId, {
      decision: 'approved',
      ...personForm({ first_name: 'Young', last_name: 'Arizonan', dateOfBirth: young }),
    });
    expect(await sessionOf(t, inArizona.token)).toMatchObject({
      status: 'declined',
      reason_code: 902,
      reason: 'You must be at least 21 years old to play in your state.',
    });

    const inCalifornia = await playerWithSession(t, { state: 'CA' });
    await decide(t, inCalifornia.sessionId, {
      decision: 'approved',
      ...personForm({ first_name: 'Young', last_name: 'Californian', dateOfBirth: young }),
    });
    expect((await sessionOf(t, inCalifornia.token)).status).toBe('approved');

    const underEighteen = await playerWithSession(t, { state: 'CA' });
    await decide(t, underEighteen.sessionId, {
      decision: 'approved',
      ...personForm({ first_name: 'Teen', last_name: 'Ager', dateOfBirth: bornYearsAgo(17) }),
    });
    expect((await sessionOf(t, underEighteen.token)).reason).toBe(
      'You must be at least 18 years old to play in your state.',
    );
  });
});

describe('the sandbox controls', () => {
  it('refuse an unknown session and a reason that does not fit the decision', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/veriff/sandbox/00000000-0000-4000-8000-000000000000/decision',
      payload: { decision: 'approved', ...personForm() },
    });
    expect(unknown.statusCode).toBe(404);
    const player = await playerWithSession(t);
    for (const [decision, reason_code] of [
      ['declined', null],
      ['declined', 204],
      ['approved', 203],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/veriff/sandbox/${player.sessionId}/decision`,
        payload: { decision, reason_code, ...personForm() },
      });
      expect(refused.statusCode, `${decision} ${reason_code}`).toBe(422);
    }
    const badForm = await t.app.inject({
      method: 'POST',
      url: `/api/veriff/sandbox/${player.sessionId}/decision`,
      payload: { decision: 'approved', ...personForm({ first_name: 'J4ne', zip: '12', phone: '+1 555' }) },
    });
    expect(badForm.statusCode).toBe(422);
    expect(Object.keys((badForm.json() as { errors: object }).errors).sort()).toEqual([
      'person.first_name',
      'person.phone',
      'person.zip',
    ]);
    await t.infra.identity.tester?.settled();
    expect((await sessionOf(t, player.token)).status).toBe('created');
  });

  it('cannot be configured with live vendors, where the controls do not exist', async () => {
    expect(() => loadConfig({ ...LIVE_VENDORS, IDENTITY_VENDOR: 'sandbox' })).toThrow(/sandbox/);
    expect(() => loadConfig({ ...LIVE_VENDORS, GEOLOCATION: 'sandbox' })).toThrow(/sandbox/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RADAR_SECRET_KEY/);
    expect(loadConfig(LIVE_VENDORS)).toMatchObject({ IDENTITY_VENDOR: 'veriff', GEOLOCATION: 'radar' });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      VENDORS: 'sandbox',
      IDENTITY_VENDOR: 'sandbox',
      GEOLOCATION: 'sandbox',
    });
    // `npm start`: the production build as a local demo, every outside service its sandbox.
    expect(loadConfig({ NODE_ENV: 'production', VENDORS: 'sandbox' })).toMatchObject({
      IDENTITY_VENDOR: 'sandbox',
      GEOLOCATION: 'sandbox',
      SANDBOX_OUTBOX: true,
    });
    const production = await createTestApp(LIVE_VENDORS);
    try {
      const answer = await production.app.inject({
        method: 'POST',
        url: '/api/veriff/sandbox/00000000-0000-4000-8000-000000000000/decision',
        payload: { decision: 'approved', ...personForm() },
      });
      expect(answer.statusCode).toBe(404);
      expect(production.infra.identity.tester).toBeNull();
    } finally {
      await production.close();
    }
  });

  it('signs with a secret generated per install when none is configured', async () => {
    const generated = await createTestApp({ IDENTITY_WEBHOOK_DELAY_MS: '0' });
    try {
      const player = await playerWithSession(generated);
      await decide(generated, player.sessionId, { decision: 'approved', ...personForm() });
      expect((await sessionOf(generated, player.token)).status).toBe('approved');
      const secret = await generated.infra.db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'identity-webhook')
        .executeTakeFirstOrThrow();
      expect(secret.value).not.toBe(TEST_WEBHOOK_SECRET);
      expect(secret.value.length).toBeGreaterThan(32);
    } finally {
      await generated.close();
    }
  });
});

describe.skipIf(!usingRealPostgres)('a decision webhook whose answer is lost', () => {
  it('is applied once when the vendor sends it again after the connection died past the commit', async () => {
    let cut = false;
    // The next commit of a decision on the faulty instance loses its connection, once (its outbox relay
    // and job worker commit too, and must not take the fault).
    const cutOnce = (statements: readonly string[]) => {
      if (!cut || !statements.some((text) => text.includes('"identity_verifications"'))) return false;
      cut = false;
      return true;
    };
    const faulty = await secondInstance(t, { afterCommit: cutOnce }, TEST_ENV);
    try {
      for (const decision of ['approved', 'declined'] as const) {
        const player = await playerWithSession(t);
        const body = JSON.stringify(decisionWebhook(player.sessionId, decision));
        cut = true;
        const lost = await postWebhook(faulty, body);
        // The vendor hears no success, so it retries: through the other instance, then the same one.
        expect(lost.statusCode).toBeGreaterThanOrEqual(500);
        expect(cut).toBe(false);
        const decidedAt = (await sessionRow(player.sessionId)).updated_at;
        expect((await sessionRow(player.sessionId)).status).toBe(decision);
        expect((await postWebhook(t, body)).statusCode).toBe(200);
        expect((await postWebhook(faulty, body)).statusCode).toBe(200);
        expect((await sessionRow(player.sessionId)).updated_at).toEqual(decidedAt);
        expect(await resultEvents(player.userId)).toHaveLength(1);
      }
    } finally {
      await faulty.close();
    }
  });
});

describe.skipIf(!usingRealPostgres)('one verified account per person, across instances', () => {
  it('approves one of two accounts verified with the same document at the same moment', async () => {
    const other = await createTestApp(TEST_ENV, t.database);
    try {
      for (let round = 0; round < 5; round++) {
        const document = `RACE-${round}-${Date.now()}`;
        const lastName = uniqueSurname();
        const players = [await playerWithSession(t), await playerWithSession(t)];
        const answers = await Promise.all(
          players.map((p, i) =>
            postWebhook(
              i === 0 ? t : other,
              decisionWebhook(
                p.sessionId,
                'approved',
                { firstName: `Racer${'ab'[i]}`, lastName, dateOfBirth: '1980-01-01' },
                document,
              ),
            ),
          ),
        );
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        const statuses = await Promise.all(players.map(async (p) => (await sessionOf(t, p.token)).status));
        expect(statuses.sort()).toEqual(['approved', 'declined']);
      }
    } finally {
      await other.close();
    }
  });
});
