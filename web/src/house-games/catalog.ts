import { baccarat } from '../features/games/baccarat/descriptor';
import { blackjack } from '../features/games/blackjack/descriptor';
import { cloverCross } from '../features/games/clovercross/descriptor';
import { crash } from '../features/games/crash/descriptor';
import { dice } from '../features/games/dice/descriptor';
import { duels } from '../features/games/duels/descriptor';
import { keno } from '../features/games/keno/descriptor';
import { tower } from '../features/games/latergator/descriptor';
import { limbo } from '../features/games/limbo/descriptor';
import { mines } from '../features/games/mines/descriptor';
import { plinko } from '../features/games/plinko/descriptor';
import { roulette } from '../features/games/roulette/descriptor';
import { slots } from '../features/games/slots/descriptor';
import { war } from '../features/games/war/descriptor';
import type { GameDescriptor } from './descriptor';

/** A house game as the web app shows it (see GameDescriptor). */
export type GameInfo = GameDescriptor;

/** The fourteen house games, in lobby order, one line each; a game's facts live in its folder's descriptor.tsx. */
export const GAMES: readonly GameInfo[] = [
  dice,
  limbo,
  plinko,
  keno,
  mines,
  tower,
  cloverCross,
  blackjack,
  roulette,
  baccarat,
  war,
  slots,
  crash,
  duels,
];

export const gameBySlug = (slug: string | undefined) => GAMES.find((g) => g.slug === slug);
export const gameByApi = (api: string) => GAMES.find((g) => g.api === api);
