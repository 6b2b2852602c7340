/**
 * The words of the provably fair pages, per game (by slug): how many floats a play uses, how they
 * become its outcome (fairness.md and packages/fairness/README.md), and which source files hold it.
 */
export interface FairGameText {
  /** One line: what the floats are for. */
  floats: string;
  /** How floats become the outcome, step by step. */
  steps: string[];
  /** Files of packages/fairness/src that compute it (after stream.ts). */
  files: string[];
}

const CARDS =
  'A card is floor(f × 52) into the deck ordered 2, 3, …, 10, J, Q, K, A and, within a rank, ♦ ♥ ♠ ♣ (0 = 2♦, 1 = 2♥, …, 51 = A♣). The deck is infinite: every draw is independent.';
const SPLICE =
  'Choosing k of n positions ("splice"): each float picks i = floor(f × remaining) and removes that position; the removed values, in order, are the result.';

export const FAIR_GAMES: Record<string, FairGameText> = {
  dice: {
    floats: 'One float per roll.',
    steps: [
      'roll = floor(f × 10001) / 100, a number from 0.00 to 100.00 in steps of 0.01.',
      'The win chance is 90 ÷ multiplier; the winning rolls are n = floor(chance × 10001 / 100) of the 10,001.',
      'Roll over wins when the roll is above 100 − n/100; roll under wins below n/100.',
    ],
    files: ['dice.ts'],
  },
  limbo: {
    floats: 'One float per play.',
    steps: [
      'result = floor(1e8 / (f × 1e8) × (1 − edge) × 100) / 100, at least 1.00 (edge 1%).',
      'The play wins when the result reaches the target, paying wager × target.',
    ],
    files: ['limbo.ts'],
  },
  plinko: {
    floats: 'One float per row (8 to 16).',
    steps: [
      'Each row: floor(f × 2) — 0 the ball goes left, 1 it goes right.',
      'The bucket is the number of rights (0 to rows); it pays the multiplier of the (risk, rows) table.',
    ],
    files: ['plinko.ts'],
  },
  keno: {
    floats: 'Ten floats: the ten squares drawn.',
    steps: [
      SPLICE,
      'Ten squares are spliced out of 1–40. Your picks that were drawn are hits; the table for (picks, risk) pays by the number of hits.',
    ],
    files: ['keno.ts'],
  },
  mines: {
    floats: 'One float per mine (1 to 24).',
    steps: [
      SPLICE,
      'The first `mines` tiles spliced out of 0–24 (row by row on the 5×5 grid, top left is 0) hold the mines.',
      'After k safe tiles the cash-out multiplier is 0.99 ÷ P(k safe tiles), rounded down to 2 decimals.',
    ],
    files: ['mines.ts'],
  },
  latergator: {
    floats: 'Nine levels × the safe tiles of each level.',
    steps: [
      SPLICE,
      'Level by level, floats in order: the safe tiles are spliced out of the level’s tiles (easy 3 of 4, medium 2 of 3, hard 1 of 2, expert 1 of 3, master 1 of 4). Tiles are numbered from the left, starting at 1 here (0 in the code).',
      'After k levels the multiplier is 0.99 ÷ P(k levels), rounded down to 2 decimals.',
    ],
    files: ['tower.ts', 'mines.ts'],
  },
  clovercross: {
    floats: 'Twenty floats: one per lane.',
    steps: [
      'Lane i uses float i: it hides a trap when floor(f × 25) < traps (easy 1, medium 3, hard 5, daring 10), else a clover.',
      'After k lanes the multiplier is 0.99 ÷ P(k clovers), rounded down to 2 decimals.',
    ],
    files: ['clovercross.ts', 'mines.ts'],
  },
  blackjack: {
    floats: 'Up to 52 floats (a cursor across 13 HMAC rounds): one per card.',
    steps: [
      CARDS,
      'Cards in draw order: the first two to you, the next two to the dealer, then every further card (hits, doubles, split hands, the dealer’s draws) in the order the game asks for it.',
      'The dealer stands on all 17s and peeks under an ace or ten; blackjack pays 3:2, insurance 2:1.',
    ],
    files: ['blackjack.ts', '../cards.ts'],
  },
  roulette: {
    floats: 'One float per spin.',
    steps: [
      'pocket = floor(f × 37): the European single-zero wheel, 0 to 36.',
      'A winning bet returns 36 ÷ (pockets it covers) times its chips.',
    ],
    files: ['roulette.ts'],
  },
  baccarat: {
    floats: 'Six floats: the six cards a coup can use.',
    steps: [
      CARDS,
      'Cards 1–2 to the player, 3–4 to the banker. The player’s third card (if the tableau calls for it) is card 5; the banker’s third card is the next unused card.',
      'Player pays 2×, banker 1.95×, tie 9× (a tie returns player and banker plays).',
    ],
    files: ['baccarat.ts', '../cards.ts'],
  },
  war: {
    floats: 'Two floats per round: the player’s card, then the dealer’s.',
    steps: [
      CARDS,
      'The higher rank wins (aces high, suits ignored); a tie goes to war: the next two floats.',
    ],
    files: ['war.ts', '../cards.ts'],
  },
  slots: {
    floats: 'Three floats: one per reel.',
    steps: [
      'Reel i stops at floor(f × 32) of its strip of 32 symbols; the window shows the symbols above, on and below the stop.',
      'The middle row pays: three of a kind (clover 1500×, seven 250×, bar 100×, bell 50×, plum 25×, orange 20×, lemon 12×, cherry 10×), two cherries from the left 5×, one cherry on reel 1 1.2×.',
    ],
    files: ['slots.ts'],
  },
  crash: {
    floats: 'No seed pair: every round plays one hash of a chain made in advance.',
    steps: [
      'A chain of SHA-256 hashes is made once: h[n−1] = sha256(h[n]). Rounds play it from the end backwards, so each round’s hash is the SHA-256 pre-image of the round before it: nobody can choose a round’s hash.',
      'A salt chosen after the chain (unknown when it was made) is published with the chain’s last hash.',
      'h = HMAC_SHA256(key = game hash, message = salt); x = the first 8 hex characters of h as a number.',
      'crash point = floor(max(1, 2³² / (x + 1) × (1 − edge)) × 100) / 100, with edge 1%.',
    ],
    files: ['crash.ts'],
  },
  duels: {
    floats: 'Four floats from the two players’ seeds.',
    steps: [
      'The host’s seed is committed by its SHA-256 hash when the duel is created and revealed when it ends; the guest chooses their seed when joining (and may lock it).',
      'Floats come from HMAC_SHA256(host seed, `guest seed:1:round`) — nonce 1, so the three values on the duel (host seed hash, host seed, guest seed) are all you need.',
      'In order: host first die, host second die, guest first die, guest second die; a die is floor(f × 6) + 1.',
      'The higher total takes the pot (twice the play); equal totals are a draw and each play returns.',
    ],
    files: ['duel.ts'],
  },
};
