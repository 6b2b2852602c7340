import type { Me, PendingPolicies, Policy, PolicySummary } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, LIVE_VENDORS, registerPlayer, type TestApp } from '../../test/app';
import { POLICY_PUBLISHED, publishPolicyVersion } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const accept = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/policies/accept', headers: bearer(token), payload });
const acceptances = (userId: bigint) =>
  t.infra.db
    .selectFrom('policy_acceptances')
    .select(['policy_name', 'version'])
    .where('user_id', '=', userId)
    .orderBy('policy_name')
    .orderBy('version')
    .execute();
const newTerms = (publishedAt?: Date) =>
  publishPolicyVersion(t.infra.db, {
    name: 'terms-of-service',
    title: 'Terms of Service',
    changes: 'Redemptions by gift card now start at 20 SC.',
    sections: [{ heading: 'Redeeming', blocks: ['Gift cards start at 20 SC.', ['one', 'two']] }],
    publishedAt,
  });

describe('policy pages', () => {
  it('lists every policy of the footers with its current version, in order', async () => {
    const response = await get('/api/policies');
    expect(response.statusCode).toBe(200);
    const list = response.json() as PolicySummary[];
    expect(list.map((p) => p.name)).toEqual([
      'terms-of-service',
      'sweeps-rules',
      'privacy-policy',
      'customer-acceptance-policy',
      'responsible-social-gameplay',
      'responsible-gaming',
      'licenses',
    ]);
    expect(list.filter((p) => p.acceptance_required).map((p) => p.name)).toEqual([
      'terms-of-service',
      'sweeps-rules',
    ]);
  });

  it('reads a policy with its sections, version and date', async () => {
    const response = await get('/api/policies/sweeps-rules');
    expect(response.statusCode).toBe(200);
    const policy = response.json() as Policy;
    expect(policy).toMatchObject({ name: 'sweeps-rules', title: 'Official Sweeps Rules', version: 1 });
    expect(policy.sections.length).toBeGreaterThan(3);
    expect(JSON.stringify(policy.sections)).toContain('100 SC');
    expect(Number.isNaN(Date.parse(policy.published_at))).toBe(false);
  });

  it('answers 404 for an unknown policy and 422 for a name that cannot be one', async () => {
    const unknown = await get('/api/policies/house-rules');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This policy does not exist.' });
    expect((await get('/api/policies/Terms%20Of%20Service')).statusCode).toBe(422);
  });
});

describe('acceptances', () => {
  it('sign-up records the current Terms and Sweeps Rules with the account, so nothing is pending', async () => {
    const { userId, user } = await registerPlayer(t.app);
    expect(await acceptances(userId)).toEqual([
      { policy_name: 'sweeps-rules', version: 1 },
      { policy_name: 'terms-of-service', version: 1 },
    ]);
    expect(user.pending_policies).toEqual([]);
  });

  it('asks only signed-in players for their pending list and acceptances', async () => {
    expect((await get('/api/policies/pending')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/policies/accept',
      payload: { name: 'terms-of-service', version: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a new version is pending for every player until they accept that version; an old one is refused', async () => {
    const { token, userId } = await registerPlayer(t.app);
    const published = await newTerms();
    expect(published).toMatchObject({ name: 'terms-of-service', version: 2, acceptance_required: true });

    const pending = (await get('/api/policies/pending', token)).json() as PendingPolicies;
    expect(pending.pending).toEqual([published]);
    const me = (await get('/api/user', token)).json() as Me;
    expect(me.pending_policies.map((p) => [p.name, p.version, p.changes])).toEqual([
      ['terms-of-service', 2, 'Redemptions by gift card now start at 20 SC.'],
    ]);
    expect(((await get('/api/policies/terms-of-service')).json() as Policy).version).toBe(2);

    const stale = await accept(token, { name: 'terms-of-service', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'A newer version of the Terms of Service has been published. Please read it and accept it again.',
    );
    expect(await acceptances(userId)).toHaveLength(2);

    const accepted = await accept(token, { name: 'terms-of-service', version: 2 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ pending: [] });
    const again = await accept(token, { name: 'terms-of-service', version: 2 });
    expect(again.json()).toEqual({ pending: [] });
    expect(await acceptances(userId)).toContainEqual({ policy_name: 'terms-of-service', version: 2 });
    expect(await acceptances(userId)).toHaveLength(3);
  });

  it('a new player accepts the version current at sign-up', async () => {
    const { userId } = await registerPlayer(t.app);
    const terms = ((await get('/api/policies/terms-of-service')).json() as Policy).version;
    expect(await acceptances(userId)).toContainEqual({ policy_name: 'terms-of-service', version: terms });
  });

  it('a version published for later is not current and asks nobody until its time', async () => {
    const { token } = await registerPlayer(t.app);
    const before = ((await get('/api/policies/terms-of-service')).json() as Policy).version;
    const later = await newTerms(new Date(Date.now() + 86_400_000));
    expect(later.version).toBe(before + 1);
    expect(((await get('/api/policies/terms-of-service')).json() as Policy).version).toBe(before);
    expect(((await get('/api/policies/pending', token)).json() as PendingPolicies).pending).toEqual([]);
    const early = await accept(token, { name: 'terms-of-service', version: later.version });
    expect(early.statusCode).toBe(409);
  });

  it('publishing tells signed-in web apps through the event outbox', async () => {
    const published = await newTerms();
    const event = await t.infra.db
      .selectFrom('event_outbox')
      .select(['channel', 'event', 'payload'])
      .where('event', '=', POLICY_PUBLISHED.event)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      channel: 'announcements',
      payload: { name: 'terms-of-service', version: published.version },
    });
  });

  it('refuses to publish a version of an unknown policy', async () => {
    await expect(
      publishPolicyVersion(t.infra.db, { name: 'house-rules', title: 'House', changes: 'x', sections: [] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to accept an unknown policy', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await accept(token, { name: 'house-rules', version: 1 })).statusCode).toBe(404);
  });
});

describe("the sandbox's tester control", () => {
  const publish = (app: TestApp, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/dev/policies/sweeps-rules/publish',
      remoteAddress,
      payload: { changes: 'Gift card redemptions now start at 20 SC.' },
    });

  it('publishes the current text again as a new version, only from this machine', async () => {
    const { token } = await registerPlayer(t.app);
    const before = ((await get('/api/policies/sweeps-rules')).json() as Policy).version;
    const remote = await publish(t, '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(((await get('/api/policies/sweeps-rules')).json() as Policy).version).toBe(before);

    const local = await publish(t, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ name: 'sweeps-rules', version: before + 1 });
    const pending = (await get('/api/policies/pending', token)).json() as PendingPolicies;
    expect(pending.pending.map((p) => [p.name, p.changes])).toEqual([
      ['sweeps-rules', 'Gift card redemptions now start at 20 SC.'],
    ]);
  });

  it('does not exist under production', async () => {
    const production = await createTestApp(LIVE_VENDORS);
    try {
      expect((await publish(production, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
