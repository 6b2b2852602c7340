import type { GameVerifier } from '../verification';
import { baccaratVerifier } from './baccarat';
import { blackjackVerifier } from './blackjack';
import { cloverCrossVerifier } from './clovercross';
import { crashVerifier } from './crash';
import { diceVerifier } from './dice';
import { duelVerifier } from './duel';
import { floatsVerifier } from './floats';
import { kenoVerifier } from './keno';
import { limboVerifier } from './limbo';
import { minesVerifier } from './mines';
import { plinkoVerifier } from './plinko';
import { rouletteVerifier } from './roulette';
import { slotsVerifier } from './slots';
import { towerVerifier } from './tower';
import { warVerifier } from './war';

/** Every verifier by its command-line name (`npm run fair -- <name>`); a game's descriptor names its own. */
export const VERIFIERS = {
  floats: floatsVerifier,
  dice: diceVerifier,
  limbo: limboVerifier,
  plinko: plinkoVerifier,
  roulette: rouletteVerifier,
  mines: minesVerifier,
  keno: kenoVerifier,
  tower: towerVerifier,
  baccarat: baccaratVerifier,
  blackjack: blackjackVerifier,
  war: warVerifier,
  slots: slotsVerifier,
  clovercross: cloverCrossVerifier,
  duel: duelVerifier,
  crash: crashVerifier,
} satisfies Record<string, GameVerifier>;

export type VerifierName = keyof typeof VERIFIERS;
