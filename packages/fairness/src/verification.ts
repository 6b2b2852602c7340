import { bytes, hashServerSeed, type SeedPair } from './stream';

/**
 * What a verifier needs to recompute one play and explain it: the form it reads (seeds and the options
 * the outcome depends on), the outcome shaped like the play's own draw (so one view shows both), and
 * the game events: every float drawn, the bytes it came from and what the game made of it. The web's
 * fairness pages and the command line (verify.ts) both verify through these.
 */
export type FairKind = 'seeded' | 'crash' | 'duel';

/** One value of the verifier's form; `name` is the query-string key, `--name-in-kebab` on the command line. */
export interface VerifyField {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  options?: readonly string[];
  min?: number;
  max?: number;
  /** The form's value when left empty (the command line asks for every value). */
  fallback?: string;
}

export interface GameEvent {
  index: number;
  /** The HMAC round the bytes came from, and where in its 32 bytes. */
  round: number;
  offset: number;
  bytes: string;
  float: number;
  becomes: string;
}

export interface Verified {
  /** Shaped like the play's draw (the contract's draw schema of the game). */
  outcome: Record<string, unknown>;
  /** What the command line prints (packages/fairness/README.md's table); the outcome when absent. */
  published?: unknown;
  headline: string;
  events: GameEvent[];
  /** The commitment recomputed from the revealed seed (server seed or duel host seed). */
  commitment?: { label: string; hash: string };
  /** Crash: the hash the round before this one played with (each is the SHA-256 of the next). */
  previousHash?: string;
  /** Crash: HMAC(game hash, salt) and the 8 hex characters the point comes from. */
  hmac?: string;
}

export type VerifyValues = Record<string, string | undefined>;

/** A value the verifier cannot use: the form shows the message, the command line prints it and exits with 2. */
export class UsageError extends Error {}

/** The optional house edge the command line takes for limbo and crash (the form always uses the game's). */
export function edgeOf(values: VerifyValues): number | undefined {
  if (values.edge === undefined) return undefined;
  const n = Number(values.edge);
  if (!Number.isFinite(n) || n < 0 || n >= 1)
    throw new UsageError('--edge must be a number from 0 to below 1');
  return n;
}

/** One game's verifier. `verify` gets every field's value and throws a UsageError on one it cannot use. */
export interface GameVerifier {
  kind: FairKind;
  fields: readonly VerifyField[];
  verify(values: VerifyValues): Verified;
}

export type VerifyResult =
  | { ok: true; verified: Verified }
  | { ok: false; missing: string[] }
  | { ok: false; error: string };

/** The server seed, client seed and nonce of a seeded game's form. */
export const SEED_FIELDS: readonly VerifyField[] = [
  { name: 'server_seed', label: 'Server seed', kind: 'text' },
  { name: 'client_seed', label: 'Client seed', kind: 'text' },
  { name: 'nonce', label: 'Nonce', kind: 'number', min: 0, max: Number.MAX_SAFE_INTEGER },
];

/** A difficulty picker over `choices`. */
export const difficultyField = (choices: readonly string[], fallback: string): VerifyField => ({
  name: 'difficulty',
  label: 'Difficulty',
  kind: 'select',
  options: choices,
  fallback,
});

/** Reads the seed fields; the nonce must be a whole number. */
export function seedsOf(values: VerifyValues): SeedPair {
  const nonce = values.nonce ?? '';
  if (!/^\d+$/.test(nonce)) throw new UsageError('The nonce is a whole number.');
  return { serverSeed: values.server_seed ?? '', clientSeed: values.client_seed ?? '', nonce: Number(nonce) };
}

/** A seeded game's verifier: its play from the seeds, with the server seed's commitment recomputed. */
export function seededVerifier(
  options: readonly VerifyField[],
  play: (seeds: SeedPair, values: VerifyValues) => Omit<Verified, 'commitment'>,
): GameVerifier {
  return {
    kind: 'seeded',
    fields: [...SEED_FIELDS, ...options],
    verify(values) {
      const seeds = seedsOf(values);
      return {
        ...play(seeds, values),
        commitment: { label: 'SHA-256 of the server seed', hash: hashServerSeed(seeds.serverSeed) },
      };
    },
  };
}

/** A text field of a verifier's form: a hash, salt or seed revealed after the play. */
export interface TextField {
  name: string;
  label: string;
}

/**
 * The verifier of a game not played on the player's seed pair: two texts revealed after the play (crash's
 * game hash and salt, a duel's host and guest seeds), each empty when left out.
 */
export function twoTextVerifier(
  kind: Exclude<FairKind, 'seeded'>,
  [first, second]: readonly [TextField, TextField],
  play: (first: string, second: string, values: VerifyValues) => Verified,
): GameVerifier {
  return {
    kind,
    fields: [
      { ...first, kind: 'text' },
      { ...second, kind: 'text' },
    ],
    verify: (values) => play(values[first.name] ?? '', values[second.name] ?? '', values),
  };
}

/** The floats of a seed pair with where each came from: bytes 4k…4k+3 of the stream. */
export function drawn(
  seeds: SeedPair,
  count: number,
  becomes: (f: number, i: number) => string,
): GameEvent[] {
  const stream = bytes(seeds);
  const events: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    const group = [0, 1, 2, 3].map(() => stream.next().value as number);
    const float = group.reduce((sum, b, k) => sum + b / 256 ** (k + 1), 0);
    events.push({
      index: i,
      round: Math.floor((i * 4) / 32),
      offset: (i * 4) % 32,
      bytes: group.map((b) => b.toString(16).padStart(2, '0')).join(' '),
      float,
      becomes: becomes(float, i),
    });
  }
  return events;
}

/** Explains a splice: each float picks floor(f × remaining) of what is left and removes it. */
export function splicer<T>(pool: readonly T[]) {
  let remaining = [...pool];
  return {
    take(f: number): { index: number; of: number; value: T } {
      const of = remaining.length;
      const index = Math.floor(f * of);
      const [value] = remaining.splice(index, 1) as [T];
      return { index, of, value };
    },
    reset() {
      remaining = [...pool];
    },
  };
}

/** from, from + 1, …, to. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const formValue = (params: VerifyValues, field: VerifyField) =>
  (params[field.name] ?? '').trim() || field.fallback || '';

/** Verifies one play from a form's values (empty ones take the field's fallback); names the missing ones first. */
export function verifyForm(verifier: GameVerifier, params: VerifyValues): VerifyResult {
  const values = Object.fromEntries(verifier.fields.map((f) => [f.name, formValue(params, f)]));
  const missing = verifier.fields.filter((f) => !values[f.name]).map((f) => f.label);
  if (missing.length > 0) return { ok: false, missing };
  try {
    return { ok: true, verified: verifier.verify(values) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
