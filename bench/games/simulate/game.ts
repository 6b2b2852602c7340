import { randomBytes } from 'node:crypto';
import type { SeedPair } from '@casino/fairness';
import { DEFAULT_HOUSE_EDGES } from '../../../server/src/modules/games/house-edges';
import type { Expected } from './stats';
import { PlayStream } from './stream';

/** The edges the server runs with unless HOUSE_EDGES overrides them: the simulation plays at these. */
export const EDGES = DEFAULT_HOUSE_EDGES;

/** One fixed way of playing a game (a bet, a target, a number of steps), reported on its own line. */
export interface Variant {
  label: string;
  /** Exact mean and spread of one play's return under the rules and edges; absent when it depends on play. */
  expected?: Expected;
  /** What the README or configuration promises (e.g. 0.99 for a 1% edge), or a word when there is no figure. */
  configured: number | string;
}

/** Per variant, one round's stake and return in units of the play (the runner resets stakes to 1). */
export interface Round {
  stake: Float64Array;
  returned: Float64Array;
}

export interface SimGame {
  name: string;
  variants: Variant[];
  /** Rough µs per round, so the slowest games are handed out first and the workers finish together. */
  cost: number;
  /** A round player on fresh random seeds: each call plays the next round of every variant into `out`. */
  player(): (out: Round) => void;
  /** Settles `plays` random rounds both ways, fast path and server (or package) path; throws on a difference. */
  check(plays: number): void;
  /** Lines printed under the table: rule findings that need no simulation. */
  notes?(): string[];
}

/** A seed pair serves this many nonces (1..K) before the next random pair, as a player's pair would. */
export const ROUNDS_PER_SEED = 10_000;

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A random seed pair like the server's: 64 hex characters, a player's client seed, some nonce. */
export function randomSeeds(): SeedPair {
  return {
    serverSeed: randomHex(32),
    clientSeed: randomHex(8),
    nonce: 1 + Math.floor(Math.random() * 1_000_000),
  };
}

/** Rounds on seed pairs: nonce 1, 2, … on one random pair, a new pair every ROUNDS_PER_SEED rounds. */
export function seededPlayer(play: (stream: PlayStream, out: Round) => void): () => (out: Round) => void {
  return () => {
    let stream = new PlayStream(randomHex(32), randomHex(8));
    let nonce = 0;
    return (out) => {
      if (nonce === ROUNDS_PER_SEED) {
        stream = new PlayStream(randomHex(32), randomHex(8));
        nonce = 0;
      }
      play(stream.play(++nonce), out);
    };
  };
}

/** Per variant, what the server's own code settles one round at: stake and return in units of the play. */
export type Reference = (seeds: SeedPair, variant: number) => { stake: number; returned: number };

/** Plays random seed pairs through the fast path and the reference and fails loudly on the first difference. */
export function checkSeeded(
  game: Pick<SimGame, 'name' | 'variants'>,
  play: (stream: PlayStream, out: Round) => void,
  reference: Reference,
  plays: number,
): void {
  const n = game.variants.length;
  const out: Round = { stake: new Float64Array(n), returned: new Float64Array(n) };
  for (let i = 0; i < plays; i++) {
    const seeds = randomSeeds();
    out.stake.fill(1);
    play(new PlayStream(seeds.serverSeed, seeds.clientSeed).play(seeds.nonce), out);
    for (let v = 0; v < n; v++) {
      const want = reference(seeds, v);
      const got = { stake: out.stake[v] as number, returned: out.returned[v] as number };
      if (Math.abs(got.stake - want.stake) > 1e-9 || Math.abs(got.returned - want.returned) > 1e-9) {
        throw new Error(
          `${game.name} ${game.variants[v]?.label}: fast path ${JSON.stringify(got)} but server ${JSON.stringify(want)} ` +
            `for ${JSON.stringify(seeds)}`,
        );
      }
    }
  }
}

/**
 * A game simulated on seed pairs: `play` is its fast path, `reference` the server's code it is checked
 * against, and `alsoCheck` any shortcut of the fast path checked on its own.
 */
export function seededGame({
  play,
  reference,
  alsoCheck,
  ...game
}: Omit<SimGame, 'player' | 'check'> & {
  play: (stream: PlayStream, out: Round) => void;
  reference: Reference;
  alsoCheck?: (plays: number) => void;
}): SimGame {
  return {
    ...game,
    player: seededPlayer(play),
    check(plays) {
      alsoCheck?.(plays);
      checkSeeded(game, play, reference, plays);
    },
  };
}

/** A wager large enough that payoutAt's rounding to minor units is exact for 2–3 decimal multipliers. */
export const CHECK_WAGER = '1000';

/** A server payout in minor units as a return per unit of `wager`. */
export const units = (payout: bigint, wager: bigint) => Number(payout) / Number(wager);
