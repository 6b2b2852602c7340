/**
 * The player's own ledger: `/api/transactions/*` (lists, details, the CSV) and `/api/my-game-play`,
 * built by one factory; the back office reads a player's ledger through `TransactionsService`
 * and sends its CSV with `sendCoinHistory`.
 */
export { sendCoinHistory } from './coin-history-download';
export { createTransactionsModule, type TransactionsModule } from './module';
export type { OwnPlay, OwnPlays, TransactionsPorts } from './ports';
export { TransactionsService } from './service';
