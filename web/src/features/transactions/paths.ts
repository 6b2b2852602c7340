/** Where the player's own ledger lives (spec §2 named route MyTransactions), for the account menu. */
export const LEDGER_PATHS = {
  transactions: '/transactions/purchases',
  gamePlay: '/my-game-play',
} as const;
