/**
 * Free entry, the alternative method of entry (issue 14): a verified player's single-use code, the mailed
 * card staff enter, and the SC a valid one credits once. The back office reads `openAmoeEntries` for
 * its queue counts.
 */
export { amoeAdminRoutes } from './admin-routes';
export { openAmoeEntries } from './repository';
export { amoeRoutes } from './routes';
