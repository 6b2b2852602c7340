import { regionNotAvailableText } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { registerSchema } from './register-schema';

const today = new Date('2026-11-26T12:00:00Z');
const valid = {
  username: 'lucky_player',
  email: 'lucky@example.com',
  password: 'a long enough secret',
  date_of_birth: '1990-05-17',
  state: 'CA',
  terms: true,
  opt_in_promo_email: false,
};
/** Each field's first message, as the form shows it. */
function messages(form: object): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of registerSchema(['NY', 'WA'], today).safeParse(form).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the sign-up form the web checks', () => {
  it('accepts a valid form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('refuses an excluded state and an under-age player, even with the terms unticked', () => {
    expect(messages({ ...valid, state: 'NY', date_of_birth: '2010-01-01', terms: false })).toEqual({
      state: regionNotAvailableText('NY', ['NY', 'WA']),
      date_of_birth: 'You must be 18 or older to play.',
      terms: 'You must accept the Terms and the Official Sweeps Rules.',
    });
  });

  it('says first what the contract says of a malformed date of birth', () => {
    expect(messages({ ...valid, date_of_birth: 'soon' }).date_of_birth).toBe(
      'Please enter your date of birth as YYYY-MM-DD.',
    );
  });
});
