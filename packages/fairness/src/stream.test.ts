import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floats, hashServerSeed, splice } from './stream';

const vector = {
  serverSeed: '5d43f77f53fec7d115180136105400f0fd2a1f20b681b6b54a289c207923b190',
  clientSeed: 'iyAyNGKPsa',
  nonce: 29,
};

describe('byte stream and floats', () => {
  it('matches the published check vector, including the 9th float from round 1', () => {
    const expected = [
      0.418529668823, 0.986164369853, 0.605522957863, 0.559553349391, 0.689863011241, 0.035750991898,
      0.270845992723, 0.011545740766, 0.523547452874,
    ];
    const got = floats(vector, 9).map((f) => Number(f.toFixed(12)));
    expect(got).toEqual(expected);
  });

  it('starting at a cursor skips that many bytes', () => {
    const all = floats(vector, 12);
    expect(floats(vector, 4, 16)).toEqual(all.slice(4, 8));
    expect(floats(vector, 3, 36)).toEqual(all.slice(9, 12));
  });

  it('is deterministic and always in [0, 1)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        fc.string(),
        fc.nat(),
        (serverSeed, clientSeed, nonce) => {
          const a = floats({ serverSeed, clientSeed, nonce }, 10);
          expect(a).toEqual(floats({ serverSeed, clientSeed, nonce }, 10));
          for (const f of a) expect(f >= 0 && f < 1).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('hashes the seed text', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('splice', () => {
  it('removes the picked value each time', () => {
    expect(splice([0, 1, 2, 3, 4], [0, 0, 0.99], 3)).toEqual([0, 1, 4]);
    expect(splice(['a', 'b', 'c'], [0.5, 0.5, 0.5], 2)).toEqual(['b', 'c']);
  });
});
