/** The rules page of each game (/casino/{slug}/rules): what wins, what it pays, how it is drawn. */
export const GAME_RULES: Record<string, string[]> = {
  dice: [
    'Choose a multiplier between 1.01× and 5000×; the win chance is 90 ÷ multiplier.',
    'Roll over wins when the roll is above 100 − chance; roll under wins below the chance. Click the track to switch.',
    'The roll is a number from 0.00 to 100.00 drawn from your seeds.',
  ],
  limbo: [
    'Set a target multiplier from 1.01× to 1,000,000×. The game draws a result multiplier; if it reaches your target you win wager × target.',
    'The chance to reach a target t is 99% ÷ t (1% house edge).',
  ],
  plinko: [
    'Choose 8 to 16 rows and low, medium or high risk. The ball falls left or right at every peg.',
    'The bucket it lands in pays its multiplier. Tables return 99%.',
  ],
  keno: [
    'Pick 1 to 10 of the 40 squares; 10 squares are drawn. Your payout depends on how many of your picks are hit and the risk level.',
  ],
  mines: [
    'Choose 1 to 24 mines hidden among 25 tiles. Every safe tile you reveal raises the multiplier; cash out any time. A mine ends the game.',
    'Multipliers are 99% ÷ the chance of revealing that many safe tiles.',
  ],
  latergator: [
    'Climb nine levels by picking a safe tile on each. Easy has 3 safe tiles of 4, medium 2 of 3, hard 1 of 2, expert 1 of 3, master 1 of 4.',
    'Cash out after any level; a wrong tile ends the climb.',
  ],
  clovercross: [
    'Cross up to 20 lanes; each lane may hide a trap. Easy, medium, hard and daring hide 1, 3, 5 and 10 traps per 25.',
    'Every lane crossed raises the multiplier; cash out before a trap.',
  ],
  blackjack: [
    'Standard blackjack from one fresh deck per hand. Blackjack pays 3:2, insurance 2:1. The dealer stands on all 17s.',
    'Double on any first two cards, split pairs once; a push returns your play.',
  ],
  roulette: [
    'Single-zero wheel with 37 pockets. Straight up pays 36×, dozens and columns 3×, even-money bets 2×.',
    'Place chips with the bets-per-chip value; undo, clear, remove or restore your last play before spinning.',
  ],
  baccarat: [
    'Play on player (pays 2×), banker (1.95×) or tie (9×). A tie returns player and banker plays. Standard tableau.',
  ],
  war: [
    'You and the dealer each draw a card; the higher card wins 1.98×. A tie goes to war: cards are drawn again until one side wins.',
  ],
  slots: ['Three reels of 32 symbols. Three of a kind pays from the paytable; the machine returns 98.09%.'],
  crash: [
    'Place a play during the betting window. The multiplier rises from 1.00× until it crashes; cash out before the crash to win wager × multiplier.',
    'Set an auto cash-out to cash out at a multiplier automatically. Crash points come from a published hash chain with a 1% edge.',
  ],
  duels: [
    'Create a duel with your play, or join one. Each side rolls two dice; the higher total takes the pot (twice the play). Equal totals return each play.',
    "The host's seed is committed by its hash before anyone joins; the guest's seed is chosen on joining. Both are shown when the duel ends.",
  ],
};
