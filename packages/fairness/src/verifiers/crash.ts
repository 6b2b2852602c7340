import { crashPoint, previousGameHash } from '../games/crash';
import { hmacHex } from '../stream';
import { edgeOf, twoTextVerifier } from '../verification';

/** Crash: the round's hash and the published salt, not the player's seeds. */
export const crashVerifier = twoTextVerifier(
  'crash',
  [
    { name: 'hash', label: 'Game hash' },
    { name: 'salt', label: 'Salt' },
  ],
  (hash, salt, values) => {
    const point = crashPoint(hash, salt, edgeOf(values));
    return {
      outcome: { crash_point: point },
      published: { crash: point },
      headline: `Crashed at ${point.toFixed(2)}×`,
      events: [],
      hmac: hmacHex(hash, salt),
      previousHash: previousGameHash(hash),
    };
  },
);
