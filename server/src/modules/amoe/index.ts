/**
 * Free entry, the alternative method of entry (issue 14): a verified player's single-use code, the mailed
 * card staff enter, and the SC a valid one credits once. The back office reads `openAmoeEntries` for
 * its queue counts.
 */
export { type AmoeModule, createAmoeModule } from './module';
export type { AmoePorts } from './ports';
export { openAmoeEntries } from './repository';
