import { DUEL_NONCE, duel } from '../games/duel';
import { hashServerSeed } from '../stream';
import { drawn, type GameVerifier } from '../verification';

const SIDES = ['host, first die', 'host, second die', 'guest, first die', 'guest, second die'];

/** A duel: the host's committed seed and the guest's seed roll both sides' dice. */
export const duelVerifier: GameVerifier = {
  kind: 'duel',
  fields: [
    { name: 'host_seed', label: 'Host seed', kind: 'text' },
    { name: 'guest_seed', label: 'Guest seed', kind: 'text' },
  ],
  verify(values) {
    const host = values.host_seed ?? '';
    const guest = values.guest_seed ?? '';
    const outcome = duel(host, guest);
    return {
      outcome: { ...outcome },
      headline:
        outcome.winner === 'draw'
          ? `Draw at ${outcome.host.total}`
          : `${outcome.winner === 'host' ? 'Host' : 'Guest'} wins ${outcome.host.total}–${outcome.guest.total}`,
      events: drawn(
        { serverSeed: host, clientSeed: guest, nonce: DUEL_NONCE },
        4,
        (f, i) => `${SIDES[i]}: floor(f × 6) + 1 = ${Math.floor(f * 6) + 1}`,
      ),
      commitment: { label: 'SHA-256 of the host seed', hash: hashServerSeed(host) },
    };
  },
};
