import { floats, hashServerSeed } from '../stream';

/**
 * Duels: two players each roll two six-sided dice; the higher total takes the pot (twice the play) and
 * equal totals are a draw that returns each play. The host's seed is committed by its hash at creation;
 * the guest's seed is chosen when joining. Floats come from HMAC_SHA256(hostSeed,
 * `${guestSeed}:1:${round}`) (nonce fixed at 1, so the three values on the duel detail are all a player
 * needs), in the order host first, host second, guest first, guest second; a die is floor(f * 6) + 1.
 */
export const DUEL_NONCE = 1;

export interface DuelSide {
  total: number;
  first: number;
  second: number;
}

export interface DuelOutcome {
  host: DuelSide;
  guest: DuelSide;
  winner: 'host' | 'guest' | 'draw';
}

const die = (f: number) => Math.floor(f * 6) + 1;

export function duel(hostSeed: string, guestSeed: string): DuelOutcome {
  const [h1, h2, g1, g2] = floats({ serverSeed: hostSeed, clientSeed: guestSeed, nonce: DUEL_NONCE }, 4).map(
    die,
  ) as [number, number, number, number];
  const host = { total: h1 + h2, first: h1, second: h2 };
  const guest = { total: g1 + g2, first: g1, second: g2 };
  const winner = host.total === guest.total ? 'draw' : host.total > guest.total ? 'host' : 'guest';
  return { host, guest, winner };
}

/** The commitment shown while a duel is open. */
export const duelSeedHash = hashServerSeed;
