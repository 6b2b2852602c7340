import { crashPoint, previousGameHash } from '../games/crash';
import { hmacHex } from '../stream';
import { edgeOf, type GameVerifier } from '../verification';

/** Crash: the round's hash and the published salt, not the player's seeds. */
export const crashVerifier: GameVerifier = {
  kind: 'crash',
  fields: [
    { name: 'hash', label: 'Game hash', kind: 'text' },
    { name: 'salt', label: 'Salt', kind: 'text' },
  ],
  verify(values) {
    const hash = values.hash ?? '';
    const salt = values.salt ?? '';
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
};
