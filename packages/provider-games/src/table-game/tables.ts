import type { BookEntry } from '../book';
import type { TableGameTable } from './engine';

/** Ranks low to high; both games deal from an endless shoe, so every card is equally likely each time. */
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/**
 * High Card: the player's card against the dealer's, ace high, 13 × 13 equally likely rank pairs.
 * Stakes are 2 credits: a winning side bet pays 4 (even money), a tie returns half of each side bet,
 * and the tie bet pays 25 (12.5 for 1). Exact RTP of every bet: 325/338 = 96.154%.
 */
export const HIGH_CARD: TableGameTable = {
  variant: 'high-card',
  bets: ['player', 'dealer', 'tie'],
  unit: 2,
  outcomes: RANKS.flatMap((player, p) =>
    RANKS.map(
      (dealer, d): BookEntry => ({
        name: `${player}-${dealer}`,
        weight: 1,
        pays: p > d ? { player: 4 } : p < d ? { dealer: 4 } : { player: 1, dealer: 1, tie: 25 },
      }),
    ),
  ),
};

/**
 * Dragon Tiger with a suited tie: a card each, 52 × 52 equally likely pairs grouped by rank (16 suit
 * pairs each; a tie is 4 suited and 12 unsuited). Stakes are 2 credits: dragon or tiger pays 4 and gets
 * half back on a tie; tie pays 22 (11 for 1) or 34 (17 for 1) when suited; suited tie pays 100 (50 for 1).
 * Exact RTP of every bet: 5200/5408 = 96.154%.
 */
export const DRAGON_TIGER: TableGameTable = {
  variant: 'dragon-tiger',
  bets: ['dragon', 'tiger', 'tie', 'suited-tie'],
  unit: 2,
  outcomes: RANKS.flatMap((dragon, d) =>
    RANKS.flatMap((tiger, t): BookEntry[] =>
      d !== t
        ? [{ name: `${dragon}-${tiger}`, weight: 16, pays: d > t ? { dragon: 4 } : { tiger: 4 } }]
        : [
            { name: `${dragon}-${tiger}`, weight: 12, pays: { dragon: 1, tiger: 1, tie: 22 } },
            {
              name: `${dragon}-${tiger} suited`,
              weight: 4,
              pays: { dragon: 1, tiger: 1, tie: 34, 'suited-tie': 100 },
            },
          ],
    ),
  ),
};

export const TABLE_GAME_TABLES: readonly TableGameTable[] = [HIGH_CARD, DRAGON_TIGER];
