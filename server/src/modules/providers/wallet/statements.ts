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
 * The wallet's database work: calls are one statement of a living function
 * (`db/functions/provider_wallet_calls.sql`, `provider_wallet_end_round.sql`), run on its own (autocommit)
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

/** A bet, win, promotion win or rollback, with what its statement needs besides the call. */
export interface PostedCall {
  kind: ProviderCallKind;
  call: ProviderCall;
  /** The player's house shard in the call's coin (`Ledger.houseAccountFor`). */
  house: bigint;
}

/** What every call of a statement shares. */
export interface CallRules {
  /** The smallest high-roller wager, GC then SC: a round that closes is flagged by it. */
  highRoller: readonly bigint[];
  /** A launch session's lifetime, to which a bet in its second half extends it. */
  sessionLifetimeMs: number;
}

/**
 * Applies each call once, in the order given, in one statement (`provider_wallet_calls`), and answers
 * their rows in that order.
 */
export async function walletCalls(
  executor: Database | Trx,
  posted: readonly PostedCall[],
  rules: CallRules,
): Promise<WalletRow[]> {
  const calls = posted.map((p) => p.call);
  const { rows } = await sql<WalletRow>`
    SELECT * FROM provider_wallet_calls(${posted.map((p) => p.kind)}::text[],
      ${calls.map((c) => c.provider)}::text[], ${calls.map((c) => c.transactionId)}::text[],
      ${calls.map((c) => c.referenceTransactionId ?? null)}::text[], ${calls.map((c) => c.userId.toString())}::bigint[],
      ${calls.map((c) => c.coin)}::text[], ${calls.map((c) => c.roundId)}::text[],
      ${calls.map((c) => c.roundClosed)}::boolean[], ${calls.map((c) => c.gameId)}::integer[],
      ${calls.map((c) => c.gameIdentifier)}::text[], ${calls.map((c) => c.amount.toString())}::bigint[],
      ${calls.map((c) => c.isFree)}::boolean[],
      ${posted.map((p) => fingerprint(p.kind, p.call))}::text[],
      ${calls.map((c) => ledgerKey(c.provider, c.transactionId))}::text[],
      ${calls.map((c) => (c.referenceTransactionId === undefined ? null : ledgerKey(c.provider, c.referenceTransactionId)))}::text[],
      ${posted.map((p) => p.house.toString())}::bigint[],
      ${calls.map((c) => c.sessionId?.toString() ?? null)}::bigint[],
      make_interval(secs => ${rules.sessionLifetimeMs / 1000}), ${rules.highRoller.map(String)}::bigint[])`.execute(
    executor,
  );
  if (rows.length !== posted.length)
    throw new Error(`provider_wallet_calls: ${rows.length} rows for ${posted.length} calls`);
  return rows;
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
