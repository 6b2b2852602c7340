import type { TheoreticalRtp } from '@casino/contract';
import {
  KENO_MAX_PICKS,
  KENO_RISKS,
  kenoReturn,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoReturn,
} from '@casino/fairness';
import { edgeOf, HOUSE_GAMES, type HouseEdges } from '../games';

type HouseGame = (typeof HOUSE_GAMES)[number];

/**
 * The lobby's house-game identifiers (`games.identifier`) that are not the game's API name, which its
 * bets carry in `bets.game` (the lobby's /casino/dice plays /api/dicing; Latergator is the tower game).
 */
const CATALOG_NAMES: Readonly<Record<string, HouseGame['api']>> = { dice: 'dicing', latergator: 'tower' };

/** The house game a lobby identifier names, if any. */
export function houseGameOf(identifier: string): HouseGame | undefined {
  const api = CATALOG_NAMES[identifier] ?? identifier;
  return HOUSE_GAMES.find((game) => game.api === api);
}

const returns = (values: readonly number[]) => ({ low: Math.min(...values), high: Math.max(...values) });

/**
 * Where a house game's return depends on the player's choice, or the edge alone does not say it all
 * (packages/fairness/README.md "Games and their return"); every other game returns 1 − edge whatever is
 * chosen, its multipliers being computed from the edge.
 */
const CHOICES: Partial<Record<HouseGame['api'], { note: string; range?: { low: number; high: number } }>> = {
  dicing: {
    note: 'At most 90% for every multiplier: the winning rolls are rounded down, so some multipliers return a little less.',
  },
  plinko: {
    note: 'Depends on the rows and risk chosen: each table returns between the figures shown, rounded down.',
    range: returns(
      PLINKO_RISKS.flatMap((risk) =>
        Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
          plinkoReturn(PLINKO_MIN_ROWS + i, risk),
        ),
      ),
    ),
  },
  keno: {
    note: 'Depends on how many squares are picked and the risk: each table returns between the figures shown.',
    range: returns(
      KENO_RISKS.flatMap((risk) => Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoReturn(i + 1, risk))),
    ),
  },
  baccarat: {
    note: 'The banker bet’s return (0.95 to 1); the player bet returns a little less and the tie bet much less.',
  },
  blackjack: { note: 'With perfect basic strategy; any other play returns less.' },
  duels: { note: 'Player against player: every coin staked is paid to one of the two players.' },
};

/** A house game's documented return: 1 − its edge (as configured), with what the player's options change. */
export function houseRtp(game: HouseGame, edges: HouseEdges): TheoreticalRtp {
  const choice = CHOICES[game.api];
  const configured = 'configurable' in game.edge ? ' (the edge this casino is configured with)' : '';
  return {
    rtp: round4(1 - edgeOf(game, edges)),
    range: choice?.range ? { low: round4(choice.range.low), high: round4(choice.range.high) } : null,
    exact: null,
    source: 'house',
    engine: null,
    variant: null,
    note: choice?.note ?? `The same for every option: 1 minus the house edge${configured}.`,
  };
}

/** A return to 4 decimals (96.06%), rounded down so a published figure never overstates the game. */
export const round4 = (ratio: number) => Math.floor(ratio * 10_000 + 1e-9) / 10_000;
