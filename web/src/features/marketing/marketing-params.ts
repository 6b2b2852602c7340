/**
 * Spec §2: the marketing query parameters a visitor arrives with (affiliate id, bonus code, promotion
 * code, UTM tags) are kept in cookies for 604800 s so a later sign-up is credited to them.
 */
export const MARKETING_COOKIE_SECONDS = 604_800;

const EXACT = ['aid', 'rbc', 'promo_code', 'first_time_login'];

export function isMarketingParam(name: string): boolean {
  return EXACT.includes(name) || /^utm_[a-z0-9_]{1,40}$/i.test(name);
}

/** The cookies to set for a page's query string, as `document.cookie` assignments. */
export function marketingCookies(search: string, secure = false): string[] {
  const cookies: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (!isMarketingParam(name) || value === '' || value.length > 200) continue;
    cookies.push(
      `${name}=${encodeURIComponent(value)}; Max-Age=${MARKETING_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return cookies;
}

/** One cookie's value from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The affiliate reference sent with registration (`ref`): an explicit referral first, else the saved aid. */
export function registrationRef(cookieHeader: string, sessionRef: string | null): string | undefined {
  return sessionRef ?? readCookie(cookieHeader, 'aid');
}
