import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as browser from './hmac';
import * as node from './hmac.node';

describe('the browser and Node hashes', () => {
  it('give the same HMAC-SHA256 and SHA-256 for any text, UTF-8 included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (key, message) => {
        expect(node.hmacSha256(key, message)).toEqual(Buffer.from(browser.hmacSha256(key, message)));
        expect(node.sha256Hex(message)).toBe(browser.sha256Hex(message));
      }),
      { numRuns: 200 },
    );
  });

  it('match RFC 4231 test case 2', () => {
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    for (const hashes of [browser, node])
      expect(Buffer.from(hashes.hmacSha256('Jefe', 'what do ya want for nothing?')).toString('hex')).toBe(
        expected,
      );
  });
});
