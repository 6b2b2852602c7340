import type { SimGame } from '../game';
import { baccaratSim } from './baccarat';
import { blackjackSim } from './blackjack';
import { cloverCrossSim } from './clovercross';
import { crashSim } from './crash';
import { diceSim } from './dice';
import { duelSim } from './duel';
import { kenoSim } from './keno';
import { limboSim } from './limbo';
import { minesSim } from './mines';
import { plinkoSim } from './plinko';
import { rouletteSim } from './roulette';
import { slotsSim } from './slots';
import { towerSim } from './tower';
import { warSim } from './war';

/** Every house game, in the order the table prints them. */
export const GAMES: SimGame[] = [
  diceSim,
  limboSim,
  plinkoSim,
  kenoSim,
  rouletteSim,
  baccaratSim,
  warSim,
  slotsSim,
  minesSim,
  towerSim,
  cloverCrossSim,
  blackjackSim,
  crashSim,
  duelSim,
];
