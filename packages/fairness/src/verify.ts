import { baccarat } from './games/baccarat';
import { blackjackCards } from './games/blackjack';
import { CLOVER_DIFFICULTIES, CLOVER_LANES, type CloverDifficulty, cloverLanes } from './games/clovercross';
import { crashPoint } from './games/crash';
import { diceRoll } from './games/dice';
import { duel } from './games/duel';
import { kenoDraw } from './games/keno';
import { limboMultiplier } from './games/limbo';
import { minePositions } from './games/mines';
import { PLINKO_RISKS, type PlinkoRisk, plinko } from './games/plinko';
import { roulettePocket } from './games/roulette';
import { slots } from './games/slots';
import { TOWER_DIFFICULTIES, type TowerDifficulty, towerLevels } from './games/tower';
import { war } from './games/war';
import { floatStream, floats, type SeedPair } from './stream';

export type Options = Record<string, string>;

/** A bad or missing argument: the CLI prints the message on one line and exits with 2. */
export class UsageError extends Error {}

function required(options: Options, name: string): string {
  const value = options[name];
  if (value === undefined || value === '') throw new UsageError(`missing --${name}`);
  return value;
}

function integer(options: Options, name: string, min: number, max: number): number {
  const text = required(options, name);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

function oneOf(options: Options, name: string, allowed: readonly string[]): string {
  const value = required(options, name);
  if (!allowed.includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return value;
}

function edge(options: Options): number | undefined {
  if (options.edge === undefined) return undefined;
  const n = Number(options.edge);
  if (!Number.isFinite(n) || n < 0 || n >= 1)
    throw new UsageError('--edge must be a number from 0 to below 1');
  return n;
}

function seeds(options: Options): SeedPair {
  return {
    serverSeed: required(options, 'server-seed'),
    clientSeed: required(options, 'client-seed'),
    nonce: integer(options, 'nonce', 0, Number.MAX_SAFE_INTEGER),
  };
}

/** Each game's verifier: the same functions the server settles plays with. */
const GAMES: Record<string, (options: Options) => unknown> = {
  floats: (o) => ({ floats: floats(seeds(o), integer(o, 'count', 1, 10_000)) }),
  dice: (o) => ({ roll: diceRoll(floats(seeds(o), 1)[0] as number) }),
  limbo: (o) => ({ multiplier: limboMultiplier(floats(seeds(o), 1)[0] as number, edge(o)) }),
  plinko: (o) => {
    const rows = integer(o, 'rows', 8, 16);
    const risk = oneOf(o, 'risk', PLINKO_RISKS);
    return plinko(floats(seeds(o), rows), rows, risk as PlinkoRisk);
  },
  roulette: (o) => ({ pocket: roulettePocket(floats(seeds(o), 1)[0] as number) }),
  mines: (o) => {
    const mines = integer(o, 'mines', 1, 24);
    return { mines: minePositions(floats(seeds(o), mines), mines) };
  },
  keno: (o) => ({ drawn: kenoDraw(floats(seeds(o), 10)) }),
  tower: (o) => {
    const difficulty = oneOf(o, 'difficulty', Object.keys(TOWER_DIFFICULTIES));
    return { levels: towerLevels(floatStream(seeds(o)), difficulty as TowerDifficulty) };
  },
  baccarat: (o) => {
    const { cards, player, banker, winner } = baccarat(floats(seeds(o), 6));
    return { cards, player, banker, winner };
  },
  blackjack: (o) => ({ cards: blackjackCards(floats(seeds(o), 52)) }),
  war: (o) => war(floatStream(seeds(o))),
  slots: (o) => slots(floats(seeds(o), 3)),
  clovercross: (o) => {
    const difficulty = oneOf(o, 'difficulty', Object.keys(CLOVER_DIFFICULTIES));
    return { lanes: cloverLanes(floats(seeds(o), CLOVER_LANES), difficulty as CloverDifficulty) };
  },
  duel: (o) => duel(required(o, 'host-seed'), required(o, 'guest-seed')),
  crash: (o) => ({ crash: crashPoint(required(o, 'hash'), required(o, 'salt'), edge(o)) }),
};

export const VERIFIABLE_GAMES = Object.keys(GAMES);

/** Parses `<game> --name value ...` and returns the game's outcome object. */
export function verify(argv: readonly string[]): unknown {
  const [game, ...rest] = argv;
  if (!game)
    throw new UsageError(
      `usage: fair <game> --server-seed S --client-seed C --nonce N (games: ${VERIFIABLE_GAMES.join(', ')})`,
    );
  const run = GAMES[game];
  if (!run) throw new UsageError(`unknown game "${game}" (games: ${VERIFIABLE_GAMES.join(', ')})`);
  const options: Options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] as string;
    const value = rest[i + 1];
    if (!flag.startsWith('--')) throw new UsageError(`unexpected argument "${flag}"`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    options[flag.slice(2)] = value;
  }
  return run(options);
}
