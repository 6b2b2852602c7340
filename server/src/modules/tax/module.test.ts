import { describe, expect, it } from 'vitest';
import { exhaustedLimiter, playerRow, routesModuleSuite, signedInPlayer } from '../../test/module-app';
import { createTaxModule } from '.';
import { TAX_DETAILS_FORM } from './test-support';

/**
 * The tax module alone, built on its ports: a database for its own tables (PGlite), sign-in and the rate
 * limiter faked. No app, no sign-up, no vendors.
 */
const FORM = TAX_DETAILS_FORM;

const { database, sessions, app, onLimiter: taxApp } = routesModuleSuite(createTaxModule);

describe('the tax module on fakes', () => {
  it('saves a player’s details, answers them masked and counts them on file', async () => {
    const headers = sessions.signIn(await playerRow(database.db));
    const saved = await app.inject({ method: 'PUT', url: '/api/tax/details', headers, payload: FORM });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toMatchObject({ legal_name: 'Ada Lovelace', ssn_masked: '***-**-6789' });
    const summary = (await app.inject({ url: '/api/tax/summary', headers })).json();
    expect(summary).toMatchObject({ paid: '0.00', details_on_file: true, details_required: false });
  });

  it('takes its throttle from the rate-limit port: past the count, 429 and nothing saved', async () => {
    const throttled = await taxApp(exhaustedLimiter);
    const { headers } = await signedInPlayer(database.db, sessions);
    const refused = await throttled.inject({
      method: 'PUT',
      url: '/api/tax/details',
      headers,
      payload: FORM,
    });
    expect(refused.statusCode).toBe(429);
    expect((await throttled.inject({ url: '/api/tax/details', headers })).json()).toEqual({ details: null });
    await throttled.close();
  });

  it('guards the 1099 export with the staff guard on the same sessions port', async () => {
    const player = sessions.signIn(await playerRow(database.db));
    expect((await app.inject({ url: '/api/admin/tax/1099', headers: player })).statusCode).toBe(403);
    const admin = sessions.signIn(await playerRow(database.db, 'admin'), 'admin');
    const csv = await app.inject({ url: '/api/admin/tax/1099?year=2026', headers: admin });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('user_id,username,legal_name');
  });
});
