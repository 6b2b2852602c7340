/** What a variant should return: exact mean and standard deviation of one play's return per unit staked. */
export interface Expected {
  rtp: number;
  sd: number;
}

/** Mean and standard deviation of a discrete return distribution given as [probability, return] pairs. */
export function expectedOf(outcomes: Iterable<readonly [number, number]>): Expected {
  let total = 0;
  let mean = 0;
  let square = 0;
  for (const [p, r] of outcomes) {
    total += p;
    mean += p * r;
    square += p * r * r;
  }
  if (Math.abs(total - 1) > 1e-9) throw new Error(`outcome probabilities sum to ${total}, not 1`);
  return { rtp: mean, sd: Math.sqrt(Math.max(0, square - mean * mean)) };
}

/** A play that wins `multiplier` with chance `p` and otherwise returns nothing. */
export const winOrLose = (p: number, multiplier: number): Expected =>
  expectedOf([
    [p, multiplier],
    [1 - p, 0],
  ]);

const LATTICE = 2 ** 32;

/**
 * Exact chance that a single-float game wins, over the 2³² floats k / 2³² the stream can produce.
 * `win` must hold on a prefix (small floats win, e.g. limbo) or a suffix (e.g. dice over) of the floats;
 * the boundary is found by bisection, so rounding inside the game's own formulas is counted exactly.
 */
export function latticeChance(win: (f: number) => boolean, shape: 'prefix' | 'suffix'): number {
  const inside = (k: number) => win(k / LATTICE) === (shape === 'prefix');
  // Invariant: inside(lo) (or lo = -1), !inside(hi) (or hi = 2³²).
  let lo = -1;
  let hi = LATTICE;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (inside(mid)) lo = mid;
    else hi = mid;
  }
  const prefix = lo + 1;
  return (shape === 'prefix' ? prefix : LATTICE - prefix) / LATTICE;
}

/**
 * Running sums of one variant: stake and return per round in units of the play. RTP is Σreturn / Σstake
 * (a ratio, because a blackjack double or split stakes more than one play).
 */
export class Tally {
  n = 0;
  staked = 0;
  returned = 0;
  rr = 0;
  ss = 0;
  rs = 0;

  add(stake: number, ret: number): void {
    this.n++;
    this.staked += stake;
    this.returned += ret;
    this.rr += ret * ret;
    this.ss += stake * stake;
    this.rs += ret * stake;
  }

  /** A tally sent from a worker process (plain fields) made whole again. */
  static from(fields: TallyFields): Tally {
    return Object.assign(new Tally(), fields);
  }

  get rtp(): number {
    return this.returned / this.staked;
  }

  /** Standard error of the ratio from the sample itself (delta method), for variants with no exact answer. */
  get sampleError(): number {
    const rho = this.rtp;
    const deviations = this.rr - 2 * rho * this.rs + rho * rho * this.ss;
    const meanStake = this.staked / this.n;
    return Math.sqrt(Math.max(0, deviations) / (this.n - 1) / this.n) / meanStake;
  }
}

/** The plain numbers of a tally, as they cross from a worker process. */
export type TallyFields = Pick<Tally, 'n' | 'staked' | 'returned' | 'rr' | 'ss' | 'rs'>;
