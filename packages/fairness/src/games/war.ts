import { type Card, cardFromFloat, RANKS } from '../cards';

export const WAR_DEFAULT_EDGE = 0.01;

export interface WarRound {
  player: string;
  dealer: string;
}

export interface WarOutcome {
  /** Every draw in order; all but the last are ties that went to war. */
  rounds: WarRound[];
  winner: 'player' | 'dealer';
}

const rankValue = (card: Card) => RANKS.indexOf(card.rank);

/**
 * Casino war on an infinite deck: each round draws the player's card, then the dealer's; the higher rank
 * wins (aces high, suits ignored) and a tie goes to war, which is simply the next round. By symmetry the
 * player wins exactly half of all hands, so a win pays 2 · (1 − edge) and the return is exactly 1 − edge.
 * A hand needs 2 floats per round; more than a handful of rounds is vanishingly rare (a tie is 1 in 13).
 */
export function war(picks: Iterator<number>): WarOutcome {
  const rounds: WarRound[] = [];
  for (;;) {
    const player = cardFromFloat(picks.next().value as number);
    const dealer = cardFromFloat(picks.next().value as number);
    rounds.push({ player: player.code, dealer: dealer.code });
    if (rankValue(player) !== rankValue(dealer)) {
      return { rounds, winner: rankValue(player) > rankValue(dealer) ? 'player' : 'dealer' };
    }
  }
}

export function warMultiplier(outcome: WarOutcome, edge = WAR_DEFAULT_EDGE): number {
  return outcome.winner === 'player' ? Math.floor(2 * (1 - edge) * 100 + 1e-9) / 100 : 0;
}
