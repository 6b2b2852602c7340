import { describe, expect, it } from 'vitest';
import { hasValidPragmaticHash, pragmaticHash } from './hash';

// Worked by hand from Pragmatic's rule: the parameters but `hash`, sorted by name, "name=value" joined
// with "&", the secret appended, MD5 hex. The expected digests come from `printf '%s' '<text>' | md5sum`.
const SECRET = 'testKey';
const bet = {
  userId: '421',
  reference: '5e9f1b2c',
  providerId: 'pragmaticplay',
  amount: '1.25',
  timestamp: '1764200000000',
  roundId: '5103188801',
  gameId: 'vs20doghouse',
};
// amount=1.25&gameId=vs20doghouse&providerId=pragmaticplay&reference=5e9f1b2c&roundId=5103188801&timestamp=1764200000000&userId=421testKey
const BET_HASH = '0134f9ce50f31df04c9303d5328dd5e1';

describe('Pragmatic request hash', () => {
  it('matches the worked example, whatever order the parameters came in', () => {
    expect(pragmaticHash(bet, SECRET)).toBe(BET_HASH);
    expect(pragmaticHash({ ...bet, hash: 'anything' }, SECRET)).toBe(BET_HASH);
    // providerId=pragmaticplay&token=5v93mto7jrtestKey
    expect(pragmaticHash({ token: '5v93mto7jr', providerId: 'pragmaticplay' }, SECRET)).toBe(
      'b9cc8c142ec574f56b01e950cab4e5fe',
    );
  });

  it('accepts the right hash, in either case', () => {
    expect(hasValidPragmaticHash({ ...bet, hash: BET_HASH }, SECRET)).toBe(true);
    expect(hasValidPragmaticHash({ ...bet, hash: BET_HASH.toUpperCase() }, SECRET)).toBe(true);
  });

  it.each([
    ['another secret', { ...bet, hash: BET_HASH }, 'otherKey'],
    ['a changed amount', { ...bet, amount: '1.26', hash: BET_HASH }, SECRET],
    ['an added parameter', { ...bet, bonusCode: 'x', hash: BET_HASH }, SECRET],
    ['no hash', bet, SECRET],
    ['a hash that is not hex', { ...bet, hash: 'z'.repeat(32) }, SECRET],
    ['a short hash', { ...bet, hash: BET_HASH.slice(1) }, SECRET],
  ])('refuses %s', (_, params, secret) => {
    expect(hasValidPragmaticHash(params, secret)).toBe(false);
  });
});
