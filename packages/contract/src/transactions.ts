import { z } from 'zod';
import { listOf } from './lists';
import { coinSchema } from './money';
import { betHistoryRowSchema } from './plays';
import { pathId, queryInteger } from './query';

/**
 * The player's own ledger (spec §2 `/transactions/{name}` and `/my-game-play`): their coin movements
 * grouped by what they were for, a movement's entries per account, and the whole history as CSV.
 */
export const TRANSACTION_NAMES = ['purchases', 'bonuses', 'redemptions', 'plays'] as const;
export type TransactionName = (typeof TRANSACTION_NAMES)[number];

/** The player's three accounts, as the ledger names them (SC split into unplayed and redeemable). */
export const PLAYER_ACCOUNTS = ['gc', 'sc_unplayed', 'sc_redeemable'] as const;
export type PlayerAccount = (typeof PLAYER_ACCOUNTS)[number];

/** Rows per page of a transactions list or of the game play list. */
export const TRANSACTIONS_PAGE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_MAX = 50;

/** The query of a page of a player's list (theirs or staff's view of it): where it goes on, how long. */
export const transactionsPageQuery = {
  /** The `next_cursor` of the page before: the list goes on after it (keyset, newest first). */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'cursor must be a next_cursor of an earlier page.')
    .optional(),
  limit: queryInteger('limit must be a whole number.')
    .pipe(z.number().min(1).max(TRANSACTIONS_PAGE_MAX))
    .default(TRANSACTIONS_PAGE_DEFAULT),
};

export const transactionsParamsSchema = z.object({ name: z.enum(TRANSACTION_NAMES) });
/** A transfer id that is not one reads as null: not found, like anyone else's. */
export const transactionParamsSchema = transactionsParamsSchema.extend({ id: pathId });
export const transactionsQuerySchema = z.object(transactionsPageQuery);

/** One movement of the player's coins: one ledger transfer, netted over the player's accounts. */
export const transactionRowSchema = z.object({
  id: z.string(),
  /** The transfer's kind as the ledger wrote it: purchase, signup_bonus, play, win, refund, ... */
  kind: z.string(),
  name: z.enum(TRANSACTION_NAMES),
  coin: coinSchema,
  /** What the movement changed on the player's accounts, signed ("-10.00" for a wager). */
  amount: z.string(),
  /** What the movement was for, e.g. `{type: 'bet', id: '42'}`; null when it stands alone. */
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  created_at: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** A page of a player's list, newest first, that goes on from a cursor (`transactionsPageQuery`). */
export const cursorPage = <T extends z.ZodType>(row: T) =>
  listOf(row, {
    /** Pass as `cursor` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  });

export const transactionsPageSchema = cursorPage(transactionRowSchema);
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** GET /api/transactions/{name}/{id}: the movement with its entry on each of the player's accounts. */
export const transactionDetailSchema = transactionRowSchema.extend({
  entries: z.array(
    z.object({
      account: z.enum(PLAYER_ACCOUNTS),
      amount: z.string(),
      balance_after: z.string(),
    }),
  ),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** GET /api/my-game-play: the player's settled plays, newest first, optionally of one game. */
export const myGamePlayQuerySchema = z.object({
  ...transactionsPageQuery,
  game: z.string().max(40).optional(),
});
export const myGamePlayParamsSchema = z.object({ betId: pathId });
export const myGamePlayPageSchema = cursorPage(betHistoryRowSchema);
export type MyGamePlayPage = z.infer<typeof myGamePlayPageSchema>;

/** The CSV download's columns, in order: one row per entry on the player's accounts, oldest first. */
export const LEDGER_CSV_COLUMNS = [
  'time',
  'transfer_id',
  'kind',
  'coin',
  'account',
  'amount',
  'running_balance',
  'reference',
] as const;
