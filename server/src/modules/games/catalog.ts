import { baccarat } from './baccarat/descriptor';
import { blackjack } from './blackjack/descriptor';
import { cloverCross } from './clovercross/descriptor';
import { crash } from './crash/descriptor';
import { dicing } from './dice/descriptor';
import { duels } from './duels/descriptor';
import { keno } from './keno/descriptor';
import { limbo } from './limbo/descriptor';
import { mines } from './mines/descriptor';
import { plinko } from './plinko/descriptor';
import { roulette } from './roulette/descriptor';
import { slots } from './slots/descriptor';
import { tower } from './tower/descriptor';
import { war } from './war/descriptor';

/** Every house game, one line each; a game's facts live in its folder's descriptor.ts. */
export const HOUSE_GAMES = [
  dicing,
  limbo,
  plinko,
  keno,
  roulette,
  baccarat,
  war,
  slots,
  mines,
  tower,
  cloverCross,
  blackjack,
  crash,
  duels,
] as const;

type Descriptor = (typeof HOUSE_GAMES)[number];
export type HouseGame = Descriptor['api'];

/** A house game by its API name. */
export const houseGame = (api: string): Descriptor | undefined => HOUSE_GAMES.find((g) => g.api === api);

/** Games played on a per-player seed pair (crash runs on its hash chain, duels on the players' seeds). */
export type SeededGame = Extract<Descriptor, { fairness: 'seed-pair' }>['api'];
export const SEEDED_GAMES = HOUSE_GAMES.flatMap((g) => (g.fairness === 'seed-pair' ? [g.api] : [])) as [
  SeededGame,
  ...SeededGame[],
];

export function isSeededGame(name: string): name is SeededGame {
  return (SEEDED_GAMES as readonly string[]).includes(name);
}
