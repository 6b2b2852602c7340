/**
 * Chat tips (issue 24, docs/chat.md "Tips"): a player gives another Gold Coins from chat, through the
 * ledger, once per Idempotency-Key, shown in the room unless hidden; never Sweeps Coins.
 */
export { createTipsModule, type TipsModule } from './module';
export type { TipsPorts } from './ports';
