import { describe, expect, it } from 'vitest';
import { MARKETING_COOKIE_SECONDS, marketingCookies, readCookie, registrationRef } from './marketing-params';

describe('marketing query parameters', () => {
  it('keeps aid, rbc, promo_code and every utm_ tag for seven days', () => {
    const cookies = marketingCookies(
      '?aid=partner7&rbc=SPIN50&promo_code=FIRST&utm_source=news&utm_campaign=fall sale&tab=register',
    );
    expect(MARKETING_COOKIE_SECONDS).toBe(604_800);
    expect(cookies).toEqual([
      'aid=partner7; Max-Age=604800; Path=/; SameSite=Lax',
      'rbc=SPIN50; Max-Age=604800; Path=/; SameSite=Lax',
      'promo_code=FIRST; Max-Age=604800; Path=/; SameSite=Lax',
      'utm_source=news; Max-Age=604800; Path=/; SameSite=Lax',
      'utm_campaign=fall%20sale; Max-Age=604800; Path=/; SameSite=Lax',
    ]);
  });

  it('ignores other parameters, empty values and values too long to be real', () => {
    expect(marketingCookies(`?tab=login&aid=&utm_source=${'x'.repeat(201)}&utmsource=x`)).toEqual([]);
  });

  it('marks cookies Secure on https', () => {
    expect(marketingCookies('?aid=1', true)[0]).toMatch(/; Secure$/);
  });

  it('sends the saved aid as the registration ref unless a referral link set one', () => {
    const jar = 'theme=dark; aid=partner%207; utm_source=news';
    expect(readCookie(jar, 'utm_source')).toBe('news');
    expect(registrationRef(jar, null)).toBe('partner 7');
    expect(registrationRef(jar, 'friend-code')).toBe('friend-code');
    expect(registrationRef('', null)).toBeUndefined();
  });
});
