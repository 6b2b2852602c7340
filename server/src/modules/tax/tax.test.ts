import { TAX_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { latestAudit } from '../../test/back-office';
import { staffMember } from '../../test/verified-players';
import { taxDetailsRequired } from '.';
import { ssnSealer } from './sealed-ssn';
import { TAX_DETAILS_FORM } from './test-support';

const t = testAppForSuite();

// A second address line, and the state in lower case (saved upper case).
const FORM = { ...TAX_DETAILS_FORM, address2: 'Apt 4', state: 'ca' };

const staffOf = (rank: 'helper' | 'mod' | 'admin', twoFactor = true) => staffMember(t, rank, twoFactor);

async function player() {
  const p = await registerPlayer(t.app);
  return { ...p, headers: bearer(p.token) };
}

const putDetails = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/tax/details', headers, payload });

const summary = async (headers: Record<string, string>, query = '') =>
  (await t.app.inject({ url: `/api/tax/summary${query}`, headers })).json();

/**
 * A redemption row as the redemptions module leaves it (this module only reads them): `finished` is when
 * a paid one was paid.
 */
async function redemption(userId: bigint, amount: bigint, status: string, finished: Date | null = null) {
  await t.infra.db
    .insertInto('redemptions')
    .values({
      user_id: userId,
      method: 'gift_card',
      gift_card_brand: 'amazon',
      amount,
      status: status as never,
      destination: 'Amazon.com gift card',
      review_due_at: new Date(),
      finished_at: finished,
    })
    .execute();
}

describe('the tax endpoints', () => {
  it('answer 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/tax/summary'],
      ['GET', '/api/tax/details'],
      ['PUT', '/api/tax/details'],
      ['GET', '/api/admin/tax/1099'],
    ] as const)
      expect(
        (await t.app.inject({ method, url, payload: method === 'PUT' ? FORM : undefined })).statusCode,
      ).toBe(401);
  });

  it('a new player’s summary is all zero, with nothing asked', async () => {
    const p = await player();
    const year = new Date().getUTCFullYear();
    expect(await summary(p.headers)).toEqual({
      year,
      paid: '0.00',
      approved: '0.00',
      pending: '0.00',
      threshold: '600.00',
      reaches_threshold: false,
      details_on_file: false,
      details_required: false,
    });
    expect((await t.app.inject({ url: '/api/tax/details', headers: p.headers })).json()).toEqual({
      details: null,
    });
    expect((await t.app.inject({ url: '/api/tax/summary?year=1999', headers: p.headers })).statusCode).toBe(
      422,
    );
  });

  it('refuses an SSN never issued, a state that is not one and a bad ZIP, per field, storing nothing', async () => {
    const p = await player();
    for (const ssn of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) {
      const refused = await putDetails(p.headers, { ...FORM, ssn });
      expect(refused.statusCode, ssn).toBe(422);
      expect(refused.json().errors).toEqual({ ssn: [TAX_TEXTS.ssnNeverIssued] });
    }
    const refused = await putDetails(p.headers, {
      ...FORM,
      ssn: '12345',
      state: 'XX',
      zip: '9581',
      legal_name: ' ',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      ssn: [TAX_TEXTS.ssnInvalid],
      state: [TAX_TEXTS.stateInvalid],
      zip: [TAX_TEXTS.zipInvalid],
      legal_name: [TAX_TEXTS.required],
    });
    expect((await t.app.inject({ url: '/api/tax/details', headers: p.headers })).json()).toEqual({
      details: null,
    });
  });

  it('keeps the SSN sealed with only its last four in clear, and answers it masked', async () => {
    const p = await player();
    const saved = await putDetails(p.headers, FORM);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toMatchObject({
      legal_name: 'Ada Lovelace',
      address2: 'Apt 4',
      state: 'CA',
      zip: '95814',
      ssn_masked: '***-**-6789',
    });
    expect(saved.body).not.toContain('123456789');
    const row = await t.infra.db
      .selectFrom('tax_details')
      .selectAll()
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(row.ssn_last4).toBe('6789');
    expect(row.ssn_sealed).not.toContain('123456789');
    expect((await ssnSealer(t.infra.db)).open(row.ssn_sealed)).toBe('123456789');

    // Sent again, the latest form replaces the first.
    const again = await putDetails(p.headers, {
      ...FORM,
      address2: null,
      zip: '95814-1234',
      ssn: '219099999',
    });
    expect(again.json().details).toMatchObject({
      address2: null,
      zip: '95814-1234',
      ssn_masked: '***-**-9999',
    });
    expect((await t.app.inject({ url: '/api/tax/details', headers: p.headers })).json()).toEqual(
      again.json(),
    );
  });

  it('counts the year’s paid, approved and pending prizes and asks for details at 600 USD', async () => {
    const p = await player();
    const now = new Date();
    await redemption(p.userId, 40_000n, 'paid', now);
    await redemption(p.userId, 10_000n, 'approved');
    await redemption(p.userId, 5_000n, 'pending_review');
    // Neither returned coins nor last year's prizes count.
    await redemption(p.userId, 90_000n, 'rejected');
    await redemption(p.userId, 90_000n, 'paid', new Date(Date.UTC(now.getUTCFullYear() - 1, 11, 31)));

    expect(await summary(p.headers)).toMatchObject({
      paid: '400.00',
      approved: '100.00',
      pending: '50.00',
      reaches_threshold: false,
      details_required: false,
    });
    expect(await summary(p.headers, `?year=${now.getUTCFullYear() - 1}`)).toMatchObject({
      paid: '900.00',
      reaches_threshold: true,
    });
    expect(await taxDetailsRequired(t.infra.db, p.userId, 4_999n)).toBe(false);
    expect(await taxDetailsRequired(t.infra.db, p.userId, 5_000n)).toBe(true);

    await redemption(p.userId, 5_000n, 'pending_review');
    expect(await summary(p.headers)).toMatchObject({ reaches_threshold: true, details_required: true });
    await putDetails(p.headers, FORM);
    expect(await summary(p.headers)).toMatchObject({ details_on_file: true, details_required: false });
    expect(await taxDetailsRequired(t.infra.db, p.userId, 100_000n)).toBe(false);
  });
});

describe('the 1099 export', () => {
  it('refuses players, helpers, mods and an admin without two-factor authentication (403)', async () => {
    const p = await player();
    const callers = [
      p.headers,
      (await staffOf('helper')).headers,
      (await staffOf('mod')).headers,
      (await staffOf('admin', false)).headers,
    ];
    for (const headers of callers) {
      const refused = await t.app.inject({ url: '/api/admin/tax/1099', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
  });

  it('lists each player whose prizes paid in the year reach 600 USD, with their details, and audits it', async () => {
    const year = new Date().getUTCFullYear();
    const withDetails = await player();
    await putDetails(withDetails.headers, { ...FORM, legal_name: '=Ada, "the" Countess' });
    await redemption(withDetails.userId, 35_000n, 'paid', new Date());
    await redemption(withDetails.userId, 25_000n, 'paid', new Date());
    const without = await player();
    await redemption(without.userId, 70_000n, 'paid', new Date());
    const below = await player();
    await redemption(below.userId, 59_999n, 'paid', new Date());
    await redemption(below.userId, 50_000n, 'approved');

    const admin = await staffOf('admin');
    const exported = await t.app.inject({ url: `/api/admin/tax/1099?year=${year}`, headers: admin.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="1099-${year}.csv"`);
    const lines = exported.body.split('\r\n');
    expect(lines[0]).toBe(
      'user_id,username,legal_name,address1,address2,city,state,zip,ssn_last4,year_total_usd',
    );
    expect(lines).toContain(
      `${withDetails.userId},${withDetails.form.username},"'=Ada, ""the"" Countess",1 Capitol Mall,Apt 4,Sacramento,CA,95814,6789,600.00`,
    );
    expect(lines).toContain(`${without.userId},${without.form.username},,,,,,,,700.00`);
    expect(exported.body).not.toContain(`${below.userId},${below.form.username}`);
    expect(exported.body).not.toContain('123456789');
    expect(await latestAudit(t)).toMatchObject({
      staff_id: admin.userId,
      action: 'tax.export',
      subject_type: 'tax_year',
      subject_id: String(year),
    });
  });
});
