import { describe, expect, it } from 'vitest';
import { ageOn, registerFormSchema } from './auth';
import { EXCLUDED_STATES, regionNotAvailableText } from './states';

describe('age', () => {
  it('counts whole years, turning on the birthday itself', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });
});

describe('sign-up form', () => {
  const valid = {
    username: 'Lucky_7',
    email: ' Lucky@Example.COM ',
    password: 'eight ch',
    date_of_birth: '1990-01-01',
    state: 'ca',
    terms: true,
  };

  it('normalises email and state', () => {
    const parsed = registerFormSchema.parse(valid);
    expect(parsed.email).toBe('lucky@example.com');
    expect(parsed.state).toBe('CA');
  });

  it('refuses usernames outside 3–20 letters, digits and underscores', () => {
    for (const username of ['ab', 'a'.repeat(21), 'has space', 'dash-ed', 'émoji']) {
      expect(registerFormSchema.safeParse({ ...valid, username }).success).toBe(false);
    }
  });

  it('refuses short passwords, unknown states and unaccepted terms', () => {
    expect(registerFormSchema.safeParse({ ...valid, password: 'seven77' }).success).toBe(false);
    expect(registerFormSchema.safeParse({ ...valid, state: 'ZZ' }).success).toBe(false);
    expect(registerFormSchema.safeParse({ ...valid, terms: false }).success).toBe(false);
  });
});

describe('excluded states', () => {
  it('are the twelve of spec §1', () => {
    expect([...EXCLUDED_STATES].sort()).toEqual(
      ['WA', 'NV', 'ID', 'NY', 'KY', 'MI', 'LA', 'CT', 'WV', 'MT', 'NJ', 'DE'].sort(),
    );
    expect(regionNotAvailableText('NV')).toContain('Nevada');
    expect(regionNotAvailableText('TX', ['TX'])).toBe(
      'Sorry, our service is not available in Texas. It is available in the United States excluding Texas.',
    );
  });
});
