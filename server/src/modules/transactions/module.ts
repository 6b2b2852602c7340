import type { Api } from '../../http/typed-routes';
import type { TransactionsPorts } from './ports';
import { transactionRoutes } from './routes';

/** The transactions module as app.ts composes it. */
export interface TransactionsModule {
  /** The player's own ledger (lists, details, the CSV) and their settled plays. */
  routes(app: Api): void;
}

/** Builds the transactions module on the ports it declares; a test passes fakes for the ones it does not exercise. */
export function createTransactionsModule(ports: TransactionsPorts): TransactionsModule {
  return { routes: (app) => transactionRoutes(app, ports) };
}
