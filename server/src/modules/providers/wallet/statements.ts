import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Trx } from '../../../db/transaction';
import {
  fingerprint,
  ledgerKey,
  type ProviderCall,
  type ProviderCallKind,
  type RoundEnd,
  type WalletStatus,
} from './calls';

/**
 * The wallet's database work: each call is one statement of a living function
 * (`db/functions/provider_wallet_call.sql`, `provider_wallet_end_round.sql`), run on its own (autocommit)
 * or, for a jackpot game's bet, first in the transaction that feeds the pools.
 */

/** What a call's statement answers (see provider_wallet_call.sql). */
export type WalletRow = {
  o_status: WalletStatus;
  /** The player's balance in the call's coin after it. */
  o_balance: bigint;
  /** The call's record, when it applied (or applied the first time it was sent). */
  o_transaction: bigint | null;
  /** The round's bets row the call applied to (not set for a call seen before). */
  o_bet: bigint | null;
} & (SettledRound | { o_settled_at: null });

/** The round's bets row as it settled, when this call closed it. */
export interface SettledRound {
  o_bet: bigint;
  o_username: string | null;
  o_private: boolean;
  o_game: string;
  o_wager: bigint;
  o_payout: bigint;
  o_settled_at: Date;
  o_high_roller: boolean;
  o_title: string | null;
}

/** What a statement needs that the server knows without asking: the house shard, the high-roller wagers. */
export interface StatementAccounts {
  /** The player's house shard in the call's coin (`Ledger.houseAccountFor`). */
  house: bigint;
  /** The smallest high-roller wager, GC then SC (a round that closes is flagged by it). */
  highRoller: readonly bigint[];
}

/** Applies a bet, win, promotion win or rollback once, in one statement, and answers it. */
export async function walletCall(
  executor: Database | Trx,
  kind: ProviderCallKind,
  call: ProviderCall,
  accounts: StatementAccounts,
): Promise<WalletRow> {
  const reference = call.referenceTransactionId ?? null;
  const { rows } = await sql<WalletRow>`
    SELECT * FROM provider_wallet_call(${kind}, ${call.provider}, ${call.transactionId}, ${reference},
      ${call.userId}, ${call.coin}, ${call.roundId}, ${call.roundClosed}, ${call.gameId},
      ${call.gameIdentifier}, ${call.amount}, ${call.isFree}, ${fingerprint(kind, call)},
      ${ledgerKey(call.provider, call.transactionId)},
      ${reference === null ? null : ledgerKey(call.provider, reference)}, ${accounts.house},
      ${accounts.highRoller.map(String)}::bigint[])`.execute(executor);
  return onlyRow(rows);
}

/** A provider saying its round is over: closes it if a bet opened it and it is open, moves nothing. */
export async function roundEnd(
  db: Database,
  end: RoundEnd,
  highRoller: readonly bigint[],
): Promise<WalletRow> {
  const { rows } = await sql<WalletRow>`
    SELECT * FROM provider_wallet_end_round(${end.provider}, ${end.roundId}, ${end.userId}, ${end.coin},
      ${highRoller.map(String)}::bigint[])`.execute(db);
  return onlyRow(rows);
}

/** A jackpot won by a bet is paid before the answer: its kept answer (a retry's) says the balance with it. */
export async function keepBalanceWithJackpot(trx: Trx, transaction: bigint, balance: bigint): Promise<void> {
  await sql`
    UPDATE provider_transactions SET answer = jsonb_set(answer, '{balance}', to_jsonb(${balance.toString()}::text))
    WHERE id = ${transaction}`.execute(trx);
}

function onlyRow(rows: WalletRow[]): WalletRow {
  const row = rows[0];
  if (!row) throw new Error('provider wallet: the statement answered nothing');
  return row;
}
