import { randomBytes } from 'node:crypto';
import { DUEL_NONCE, duel } from '@casino/fairness';
import type { SimGame } from '../game';
import { HmacKey } from '../sha256';
import { expectedOf } from '../stats';

/**
 * Duels are player against player (server/src/modules/games/duels): the package's duel() rolls two dice
 * a side, the higher total takes the pot of two plays, a draw returns each play, and there is no rake.
 * The server settles inside a database transaction, so the start-up check compares against duel().
 * Each round is a fresh duel (random host and guest seeds); the host's return and win rate are measured.
 */
const HOST_BYTES = 32;
const GUEST_BYTES = 8;
const SEED_BYTES = HOST_BYTES + GUEST_BYTES;
const SUFFIX = new TextEncoder().encode(`:${DUEL_NONCE}:0`);
const HEX = new TextEncoder().encode('0123456789abcdef');
const die = (word: number) => Math.floor(((word >>> 0) / 2 ** 32) * 6) + 1;

/** Reusable buffers: the host seed's hex text (the key) and `${guestSeedHex}:1:0` (the message). */
class Duels {
  readonly key = new HmacKey('');
  readonly host = new Uint8Array(2 * HOST_BYTES);
  readonly message = new Uint8Array(2 * GUEST_BYTES + SUFFIX.length);
  private readonly digest = new Int32Array(8);

  constructor() {
    this.message.set(SUFFIX, 2 * GUEST_BYTES);
  }

  /** Host and guest totals of the duel whose seeds are the hex of random[from .. from + 40). */
  totals(random: Uint8Array, from: number): [number, number] {
    hex(random, from, HOST_BYTES, this.host);
    hex(random, from + HOST_BYTES, GUEST_BYTES, this.message);
    const d = this.key
      .rekey(this.host, this.host.length)
      .digest(this.message, this.message.length, this.digest);
    return [die(d[0] as number) + die(d[1] as number), die(d[2] as number) + die(d[3] as number)];
  }
}

function hex(bytes: Uint8Array, from: number, count: number, into: Uint8Array): void {
  for (let i = 0; i < count; i++) {
    const b = bytes[from + i] as number;
    into[2 * i] = HEX[b >> 4] as number;
    into[2 * i + 1] = HEX[b & 15] as number;
  }
}

/** P(two dice total t), t = 2..12. */
const twoDice = (t: number) => (6 - Math.abs(t - 7)) / 36;
const draw = Array.from({ length: 11 }, (_, i) => twoDice(i + 2) ** 2).reduce((a, b) => a + b, 0);
const win = (1 - draw) / 2;
const DUELS_PER_BATCH = 4096;

function player() {
  const duels = new Duels();
  let random = new Uint8Array(0);
  let at = DUELS_PER_BATCH;
  return (out: { returned: Float64Array }) => {
    if (at === DUELS_PER_BATCH) {
      random = randomBytes(SEED_BYTES * DUELS_PER_BATCH);
      at = 0;
    }
    const [h, g] = duels.totals(random, SEED_BYTES * at++);
    out.returned[0] = h > g ? 2 : h === g ? 1 : 0;
    out.returned[1] = h > g ? 1 : 0;
  };
}

export const duelSim: SimGame = {
  name: 'duel',
  cost: 4,
  variants: [
    {
      label: 'host return (pot 2×)',
      // By symmetry the host gets back exactly what was staked on average.
      expected: expectedOf([
        [win, 2],
        [draw, 1],
        [win, 0],
      ]),
      configured: 1,
    },
    // A 0/1 "return" whose mean is the host's win rate (draws are not wins).
    {
      label: 'host win rate (not RTP)',
      expected: expectedOf([
        [win, 1],
        [1 - win, 0],
      ]),
      configured: win,
    },
  ],
  player,
  check(plays) {
    const duels = new Duels();
    for (let i = 0; i < plays; i++) {
      const random = randomBytes(SEED_BYTES);
      const [h, g] = duels.totals(random, 0);
      const host = Buffer.from(random.subarray(0, HOST_BYTES)).toString('hex');
      const guest = Buffer.from(random.subarray(HOST_BYTES)).toString('hex');
      const outcome = duel(host, guest);
      if (h !== outcome.host.total || g !== outcome.guest.total) {
        throw new Error(`duel: fast ${h}-${g} but package ${JSON.stringify(outcome)} for ${host} / ${guest}`);
      }
    }
  },
};
