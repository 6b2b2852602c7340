import { RATE_LIMIT_RESET_HEADER, tooManyAttemptsText } from '@casino/contract';
import { expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { TAX_DETAILS_FORM } from './test-support';

const t = testAppForSuite();

const FORM = TAX_DETAILS_FORM;

/** A valid SSN per `n`, each different (area 123, group 45, serial 1000 + n). */
const ssnOf = (n: number) => `123-45-${String(1000 + n)}`;

it('saves a player’s tax details at most 5 times an hour, then answers 429 with the reset header', async () => {
  const player = bearer((await registerPlayer(t.app)).token);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, n) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/tax/details',
        headers: player,
        payload: { ...FORM, ssn: ssnOf(n) },
      }),
    ),
  );
  const saved = answers.filter((answer) => answer.statusCode === 200);
  const refused = answers.filter((answer) => answer.statusCode === 429);
  expect(saved).toHaveLength(5);
  expect(refused).toHaveLength(25);
  for (const answer of refused) {
    const reset = Number(answer.headers[RATE_LIMIT_RESET_HEADER]);
    expect(reset).toBeGreaterThan(3500);
    expect(answer.json()).toEqual({ message: tooManyAttemptsText(reset), code: 'TOO_MANY_ATTEMPTS' });
  }

  // Another player has their own count.
  const other = bearer((await registerPlayer(t.app)).token);
  const theirs = await t.app.inject({
    method: 'PUT',
    url: '/api/tax/details',
    headers: other,
    payload: { ...FORM, ssn: ssnOf(99) },
  });
  expect(theirs.statusCode).toBe(200);
});
