import { type Card, cardFromFloat } from '../cards';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  /** The first six cards in draw order (the third cards use as many as the tableau calls for). */
  cards: string[];
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

/** A = 1, 2–9 face value, 10 and picture cards 0. */
export function baccaratValue(card: Card): number {
  if (card.rank === 'A') return 1;
  const n = Number(card.rank);
  return Number.isNaN(n) || n === 10 ? 0 : n;
}

const total = (hand: Card[]) => hand.reduce((sum, c) => sum + baccaratValue(c), 0) % 10;

/** Whether the banker draws a third card, given the player's third card (or none) — the standard tableau. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * Punto banco from six floats: cards 0–1 to the player, 2–3 to the banker, then third cards in draw
 * order (card 4 to whoever draws first: the player if the player draws, else the banker).
 */
export function baccarat(sixFloats: readonly number[]): BaccaratOutcome {
  const deck = sixFloats.slice(0, 6).map(cardFromFloat);
  if (deck.length < 6) throw new RangeError('baccarat needs six floats');
  const [p1, p2, b1, b2] = deck as [Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = deck[next++] as Card;
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(deck[next++] as Card);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    cards: deck.map((c) => c.code),
    player: player.map((c) => c.code),
    banker: banker.map((c) => c.code),
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
  };
}

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * Return (stake included) per unit on each bet: player 1:1, banker 1:1 less 5% commission, tie 8:1;
 * player and banker bets are returned on a tie (the standard punto banco table).
 */
export function baccaratBetReturn(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (bet === 'tie') return winner === 'tie' ? 9 : 0;
  if (winner === 'tie') return 1;
  if (winner !== bet) return 0;
  return bet === 'player' ? 2 : 1.95;
}

/**
 * Exact chance of each winner on an infinite deck, enumerating the ten card values of all six cards
 * (value 0 has weight 16/52, values 1–9 weight 4/52 each).
 */
export function baccaratWinnerChances(): Record<BaccaratWinner, number> {
  const weight = (v: number) => (v === 0 ? 16 : 4) / 52;
  const chances: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const v = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 1_000_000; i++) {
    let rest = i;
    let p = 1;
    for (let k = 0; k < 6; k++) {
      v[k] = rest % 10;
      rest = Math.floor(rest / 10);
      p *= weight(v[k] as number);
    }
    const [p1, p2, b1, b2, c4, c5] = v as [number, number, number, number, number, number];
    let player = (p1 + p2) % 10;
    let banker = (b1 + b2) % 10;
    if (player < 8 && banker < 8) {
      let playerThird: number | null = null;
      let next = c4;
      if (player <= 5) {
        playerThird = c4;
        player = (player + c4) % 10;
        next = c5;
      }
      if (bankerDraws(banker, playerThird)) banker = (banker + next) % 10;
    }
    chances[player > banker ? 'player' : banker > player ? 'banker' : 'tie'] += p;
  }
  return chances;
}
