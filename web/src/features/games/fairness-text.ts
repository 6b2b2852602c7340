/** Steps the provably fair pages of several games share. */
export const CARDS_STEP =
  'A card is floor(f × 52) into the deck ordered 2, 3, …, 10, J, Q, K, A and, within a rank, ♦ ♥ ♠ ♣ (0 = 2♦, 1 = 2♥, …, 51 = A♣). The deck is infinite: every draw is independent.';
export const SPLICE_STEP =
  'Choosing k of n positions ("splice"): each float picks i = floor(f × remaining) and removes that position; the removed values, in order, are the result.';
