import { DUEL_NONCE, duel } from '../games/duel';
import { hashServerSeed } from '../stream';
import { drawn, twoTextVerifier } from '../verification';

const SIDES = ['host, first die', 'host, second die', 'guest, first die', 'guest, second die'];

/** A duel: the host's committed seed and the guest's seed roll both sides' dice. */
export const duelVerifier = twoTextVerifier(
  'duel',
  [
    { name: 'host_seed', label: 'Host seed' },
    { name: 'guest_seed', label: 'Guest seed' },
  ],
  (host, guest) => {
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
);
