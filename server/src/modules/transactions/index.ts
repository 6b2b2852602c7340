/** The player's own ledger: `/api/transactions/*` (lists, details, the CSV) and `/api/my-game-play`. */
export { transactionRoutes } from './routes';
export { TransactionsService } from './service';
