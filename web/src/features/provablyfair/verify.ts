import {
  baccarat,
  blackjackCards,
  bytes,
  CLOVER_DIFFICULTIES,
  CLOVER_LANES,
  CLOVER_TILES,
  type CloverDifficulty,
  cardFromFloat,
  cloverLanes,
  crashPoint,
  DUEL_NONCE,
  diceRoll,
  duel,
  floatStream,
  floats,
  hashServerSeed,
  hmacHex,
  KENO_SQUARES,
  kenoDraw,
  limboMultiplier,
  MINES_TILES,
  minePositions,
  PLINKO_RISKS,
  type PlinkoRisk,
  plinko,
  previousGameHash,
  rouletteColour,
  roulettePocket,
  type SeedPair,
  SLOT_REELS,
  slots,
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  towerLevels,
  war,
} from '@casino/fairness';
import { cardLabel } from '../games';

/**
 * The in-browser verifier: the same @casino/fairness functions the server settles plays with, fed
 * from the form (the query string). Each game answers its outcome (shaped like the play's own outcome,
 * so one view shows both) and the game events: every float drawn, the bytes it came from, and what the
 * game made of it.
 */
export type FairKind = 'seeded' | 'crash' | 'duel';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  options?: readonly string[];
  min?: number;
  max?: number;
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
  outcome: Record<string, unknown>;
  headline: string;
  events: GameEvent[];
  /** The commitment recomputed from the revealed seed (server seed or duel host seed). */
  commitment?: { label: string; hash: string };
  /** Crash: the hash the round before this one played with (each is the SHA-256 of the next). */
  previousHash?: string;
  /** Crash: HMAC(game hash, salt) and the 8 hex characters the point comes from. */
  hmac?: string;
}

export type VerifyResult =
  | { ok: true; verified: Verified }
  | { ok: false; missing: string[] }
  | { ok: false; error: string };

type Params = Record<string, string | undefined>;

const SEED_FIELDS: FieldSpec[] = [
  { name: 'server_seed', label: 'Server seed', kind: 'text' },
  { name: 'client_seed', label: 'Client seed', kind: 'text' },
  { name: 'nonce', label: 'Nonce', kind: 'number', min: 0 },
];
const difficulty = (choices: readonly string[], fallback: string): FieldSpec => ({
  name: 'difficulty',
  label: 'Difficulty',
  kind: 'select',
  options: choices,
  fallback,
});

/** The form of each game (by slug): its seeds and the options the outcome depends on. */
export const VERIFY_FIELDS: Record<string, { kind: FairKind; fields: FieldSpec[] }> = {
  dice: { kind: 'seeded', fields: SEED_FIELDS },
  limbo: { kind: 'seeded', fields: SEED_FIELDS },
  plinko: {
    kind: 'seeded',
    fields: [
      ...SEED_FIELDS,
      {
        name: 'rows',
        label: 'Rows',
        kind: 'select',
        options: ['8', '9', '10', '11', '12', '13', '14', '15', '16'],
        fallback: '16',
      },
      { name: 'risk', label: 'Risk', kind: 'select', options: PLINKO_RISKS, fallback: 'medium' },
    ],
  },
  keno: { kind: 'seeded', fields: SEED_FIELDS },
  mines: {
    kind: 'seeded',
    fields: [
      ...SEED_FIELDS,
      { name: 'mines', label: 'Mines', kind: 'number', min: 1, max: 24, fallback: '3' },
    ],
  },
  latergator: {
    kind: 'seeded',
    fields: [...SEED_FIELDS, difficulty(Object.keys(TOWER_DIFFICULTIES), 'easy')],
  },
  clovercross: {
    kind: 'seeded',
    fields: [...SEED_FIELDS, difficulty(Object.keys(CLOVER_DIFFICULTIES), 'easy')],
  },
  blackjack: { kind: 'seeded', fields: SEED_FIELDS },
  roulette: { kind: 'seeded', fields: SEED_FIELDS },
  baccarat: { kind: 'seeded', fields: SEED_FIELDS },
  war: { kind: 'seeded', fields: SEED_FIELDS },
  slots: { kind: 'seeded', fields: SEED_FIELDS },
  crash: {
    kind: 'crash',
    fields: [
      { name: 'hash', label: 'Game hash', kind: 'text' },
      { name: 'salt', label: 'Salt', kind: 'text' },
    ],
  },
  duels: {
    kind: 'duel',
    fields: [
      { name: 'host_seed', label: 'Host seed', kind: 'text' },
      { name: 'guest_seed', label: 'Guest seed', kind: 'text' },
    ],
  },
};

const value = (params: Params, field: FieldSpec) => (params[field.name] ?? '').trim() || field.fallback || '';

/** The floats of a seed pair with where each came from: bytes 4k…4k+3 of the stream. */
function drawn(seeds: SeedPair, count: number, becomes: (f: number, i: number) => string): GameEvent[] {
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
function splicer<T>(pool: readonly T[]) {
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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function seeded(slug: string, seeds: SeedPair, params: Params): Verified {
  const fields = VERIFY_FIELDS[slug]?.fields ?? [];
  const option = (name: string) => value(params, fields.find((f) => f.name === name) as FieldSpec);
  switch (slug) {
    case 'dice': {
      const roll = diceRoll(floats(seeds, 1)[0] as number);
      return {
        outcome: { roll },
        headline: `Roll ${roll.toFixed(2)}`,
        events: drawn(seeds, 1, (f) => `floor(${f.toFixed(6)} × 10001) / 100 = ${diceRoll(f).toFixed(2)}`),
      };
    }
    case 'limbo': {
      const result = limboMultiplier(floats(seeds, 1)[0] as number);
      return {
        outcome: { result },
        headline: `Result ${result.toFixed(2)}×`,
        events: drawn(seeds, 1, (f) => `${limboMultiplier(f).toFixed(2)}×`),
      };
    }
    case 'roulette': {
      const pocket = roulettePocket(floats(seeds, 1)[0] as number);
      return {
        outcome: { pocket, colour: rouletteColour(pocket) },
        headline: `Pocket ${pocket} (${rouletteColour(pocket)})`,
        events: drawn(seeds, 1, (f) => `floor(f × 37) = pocket ${roulettePocket(f)}`),
      };
    }
    case 'plinko': {
      const rows = Number(option('rows'));
      const risk = option('risk') as PlinkoRisk;
      if (!(rows >= 8 && rows <= 16) || !PLINKO_RISKS.includes(risk))
        throw new Error('Choose 8 to 16 rows and a risk.');
      const drop = plinko(floats(seeds, rows), rows, risk);
      return {
        outcome: { ...drop, rows, risk },
        headline: `Bucket ${drop.bucket} · ${drop.multiplier}×`,
        events: drawn(seeds, rows, (f, i) => `row ${i + 1}: ${Math.floor(f * 2) ? 'right' : 'left'}`),
      };
    }
    case 'mines': {
      const mines = Number(option('mines'));
      if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new Error('Choose 1 to 24 mines.');
      const positions = minePositions(floats(seeds, mines), mines);
      const pool = splicer(range(0, MINES_TILES - 1));
      return {
        outcome: { mines, mine_positions: positions },
        headline: `Mines on tiles ${positions.join(', ')}`,
        events: drawn(seeds, mines, (f) => {
          const pick = pool.take(f);
          return `floor(f × ${pick.of}) = ${pick.index} → mine on tile ${pick.value}`;
        }),
      };
    }
    case 'keno': {
      const drawnSquares = kenoDraw(floats(seeds, 10));
      const pool = splicer(range(1, KENO_SQUARES));
      return {
        outcome: { drawn: drawnSquares },
        headline: `Drawn ${drawnSquares.join(', ')}`,
        events: drawn(seeds, 10, (f) => {
          const pick = pool.take(f);
          return `floor(f × ${pick.of}) = ${pick.index} → square ${pick.value}`;
        }),
      };
    }
    case 'latergator': {
      const level = option('difficulty') as TowerDifficulty;
      const shape = TOWER_DIFFICULTIES[level];
      if (!shape) throw new Error('Choose a difficulty.');
      const levels = towerLevels(floatStream(seeds), level);
      const pool = splicer(range(0, shape.size - 1));
      return {
        outcome: { difficulty: level, levels },
        headline: `${TOWER_LEVELS} levels, ${shape.safe} safe of ${shape.size} each`,
        events: drawn(seeds, TOWER_LEVELS * shape.safe, (f, i) => {
          if (i % shape.safe === 0) pool.reset();
          const pick = pool.take(f);
          return `level ${Math.floor(i / shape.safe) + 1}: floor(f × ${pick.of}) = ${pick.index} → safe tile ${pick.value + 1}`;
        }),
      };
    }
    case 'clovercross': {
      const level = option('difficulty') as CloverDifficulty;
      const traps = CLOVER_DIFFICULTIES[level];
      if (traps === undefined) throw new Error('Choose a difficulty.');
      const lanes = cloverLanes(floats(seeds, CLOVER_LANES), level);
      return {
        outcome: { difficulty: level, lanes },
        headline: `Traps on lanes ${lanes.flatMap((l, i) => (l === 'trap' ? [i + 1] : [])).join(', ') || 'none'}`,
        events: drawn(seeds, CLOVER_LANES, (f, i) => {
          const tile = Math.floor(f * CLOVER_TILES);
          return `lane ${i + 1}: floor(f × 25) = ${tile} ${tile < traps ? `< ${traps} → trap` : `≥ ${traps} → clover`}`;
        }),
      };
    }
    case 'blackjack': {
      const deck = blackjackCards(floats(seeds, 52));
      return {
        outcome: { deck },
        headline: `Player ${cardLabel(deck[0] as string)} ${cardLabel(deck[1] as string)} · dealer ${cardLabel(deck[2] as string)} ${cardLabel(deck[3] as string)}`,
        events: drawn(
          seeds,
          16,
          (f, i) =>
            `card ${i + 1}: floor(f × 52) = ${Math.floor(f * 52)} → ${cardLabel(cardFromFloat(f).code)}`,
        ),
      };
    }
    case 'baccarat': {
      const hand = baccarat(floats(seeds, 6));
      return {
        outcome: { ...hand },
        headline: `${hand.winner === 'tie' ? 'Tie' : `${hand.winner === 'player' ? 'Player' : 'Banker'} wins`} ${hand.playerTotal}–${hand.bankerTotal}`,
        events: drawn(
          seeds,
          6,
          (f) => `floor(f × 52) = ${Math.floor(f * 52)} → ${cardLabel(cardFromFloat(f).code)}`,
        ),
      };
    }
    case 'war': {
      const hand = war(floatStream(seeds));
      return {
        outcome: { ...hand },
        headline: `${hand.winner === 'player' ? 'Player' : 'Dealer'} wins${hand.rounds.length > 1 ? ` after ${hand.rounds.length - 1} war${hand.rounds.length > 2 ? 's' : ''}` : ''}`,
        events: drawn(
          seeds,
          hand.rounds.length * 2,
          (f, i) => `${i % 2 ? 'dealer' : 'player'}: ${cardLabel(cardFromFloat(f).code)}`,
        ),
      };
    }
    case 'slots': {
      const spin = slots(floats(seeds, 3));
      return {
        outcome: { ...spin },
        headline: `${spin.line.join(' · ')} · ${spin.multiplier}×`,
        events: drawn(seeds, 3, (f, i) => {
          const strip = SLOT_REELS[i] as readonly string[];
          const stop = Math.floor(f * strip.length);
          return `reel ${i + 1}: floor(f × ${strip.length}) = ${stop} → ${strip[stop]}`;
        }),
      };
    }
    default:
      throw new Error('This game has no verifier.');
  }
}

/** Verifies one play of `slug` from the form's values; says which values are missing first. */
export function verifyPlay(slug: string, params: Params): VerifyResult {
  const spec = VERIFY_FIELDS[slug];
  if (!spec) return { ok: false, error: 'This game has no verifier.' };
  const missing = spec.fields.filter((f) => !value(params, f)).map((f) => f.label);
  if (missing.length > 0) return { ok: false, missing };
  try {
    if (spec.kind === 'crash') {
      const hash = value(params, spec.fields[0] as FieldSpec);
      const salt = value(params, spec.fields[1] as FieldSpec);
      const mac = hmacHex(hash, salt);
      const point = crashPoint(hash, salt);
      return {
        ok: true,
        verified: {
          outcome: { crash_point: point },
          headline: `Crashed at ${point.toFixed(2)}×`,
          events: [],
          hmac: mac,
          previousHash: previousGameHash(hash),
        },
      };
    }
    if (spec.kind === 'duel') {
      const host = value(params, spec.fields[0] as FieldSpec);
      const guest = value(params, spec.fields[1] as FieldSpec);
      const outcome = duel(host, guest);
      const sides = ['host, first die', 'host, second die', 'guest, first die', 'guest, second die'];
      return {
        ok: true,
        verified: {
          outcome: { ...outcome },
          headline:
            outcome.winner === 'draw'
              ? `Draw at ${outcome.host.total}`
              : `${outcome.winner === 'host' ? 'Host' : 'Guest'} wins ${outcome.host.total}–${outcome.guest.total}`,
          events: drawn(
            { serverSeed: host, clientSeed: guest, nonce: DUEL_NONCE },
            4,
            (f, i) => `${sides[i]}: floor(f × 6) + 1 = ${Math.floor(f * 6) + 1}`,
          ),
          commitment: { label: 'SHA-256 of the host seed', hash: hashServerSeed(host) },
        },
      };
    }
    const nonceText = value(params, { name: 'nonce', label: 'Nonce', kind: 'number' });
    if (!/^\d+$/.test(nonceText)) return { ok: false, error: 'The nonce is a whole number.' };
    const seeds = {
      serverSeed: value(params, { name: 'server_seed', label: '', kind: 'text' }),
      clientSeed: value(params, { name: 'client_seed', label: '', kind: 'text' }),
      nonce: Number(nonceText),
    };
    const verified = seeded(slug, seeds, params);
    verified.commitment = { label: 'SHA-256 of the server seed', hash: hashServerSeed(seeds.serverSeed) };
    return { ok: true, verified };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
