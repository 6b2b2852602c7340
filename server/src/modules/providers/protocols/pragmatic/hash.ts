import { createHash, timingSafeEqual } from 'node:crypto';

/** A request's form parameters, each name once. */
export type PragmaticParams = Readonly<Record<string, string>>;

/**
 * Pragmatic's request hash: every parameter but `hash`, sorted by name, joined as `name=value&…`, the
 * shared secret appended, MD5, lowercase hex. Values are the decoded form values.
 */
export function pragmaticHash(params: PragmaticParams, secret: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5').update(`${text}${secret}`).digest('hex');
}

/** Whether the request's `hash` is the one its parameters and our secret make, compared in constant time. */
export function hasValidPragmaticHash(params: PragmaticParams, secret: string): boolean {
  const given = params.hash;
  if (!given || !/^[0-9a-f]{32}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(pragmaticHash(params, secret), 'hex'), Buffer.from(given, 'hex'));
}
