import fc from 'fast-check';

/** Any seeds a play may have, for property tests: a hex server seed, a player's client seed, a nonce. */
export const anySeeds = fc.record({
  serverSeed: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 30 }),
  nonce: fc.nat({ max: 1_000_000 }),
});
