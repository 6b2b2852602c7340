import type { Coin } from '@casino/contract';

/**
 * What a third-party game server asks of the casino's wallet, whatever protocol it spoke. Each protocol's
 * codec (`protocols/<protocol>/`) turns its request into one of these and the wallet core's answer
 * (`WalletOutcome`) back into its own response, so the core knows no protocol.
 */

/** The seamless-wallet protocols the casino answers. */
export const WALLET_PROTOCOLS = ['hub88', 'pragmatic'] as const;
export type WalletProtocol = (typeof WALLET_PROTOCOLS)[number];

interface CallBase {
  provider: WalletProtocol;
  /** The player as the provider names them; null where only a token is sent (Pragmatic's authenticate). */
  userId: string | null;
  /** The game session's token, where the call carries one. */
  token: string | null;
}

/** Who the player is and what they hold: moves nothing. */
export interface PlayerCall extends CallBase {
  kind: 'info' | 'balance';
  gameCode: string | null;
}

/** A movement of coins the provider keys once, ever, on its `transactionId`. */
export interface MoneyCall extends CallBase {
  kind: 'bet' | 'win' | 'promo_win' | 'jackpot_win' | 'adjustment';
  transactionId: string;
  /** The bet a win answers, where the protocol names it (Hub88); Pragmatic links by round only. */
  referenceTransactionId: string | null;
  /** Null for a promotion paid outside any round. */
  roundId: string | null;
  roundClosed: boolean;
  gameCode: string | null;
  /** Null where the protocol does not say: the coin is the game session's. */
  coin: Coin | null;
  /** At least zero, except an adjustment, which may take coins back (below zero). */
  amountMinor: bigint;
  /** A free round (a provider's or aggregator's promotion), not the player's own stake. */
  isFree: boolean;
}

/** Undoes the bet named by `referenceTransactionId`, seen or not yet seen. */
export interface RollbackCall extends CallBase {
  kind: 'rollback';
  transactionId: string;
  referenceTransactionId: string;
  roundId: string | null;
  roundClosed: boolean;
  gameCode: string | null;
  /** What the provider says the bet was, where it says (Pragmatic may); the core refunds what it took. */
  amountMinor: bigint | null;
}

/** The round is over: moves nothing, may come more than once. */
export interface EndRoundCall extends CallBase {
  kind: 'end_round';
  roundId: string;
  gameCode: string;
}

export type WalletCall = PlayerCall | MoneyCall | RollbackCall | EndRoundCall;
export type WalletCallKind = WalletCall['kind'];

/** The player's balance after the call, in the coin the call was played in. */
export interface WalletBalance {
  userId: string;
  coin: Coin;
  balanceMinor: bigint;
}

/** The wallet core's answer to a call. */
export type WalletOutcome =
  /** `transactionId` is the wallet's own id of the movement (null when nothing moved). */
  | ({ kind: 'ok'; transactionId: string | null } & WalletBalance)
  /** The bet is refused; the provider is told the real balance. */
  | ({ kind: 'not_enough_money' } & WalletBalance)
  | { kind: WalletRefusal };

export const WALLET_REFUSALS = [
  'invalid_token',
  'token_expired',
  'user_disabled',
  'invalid_game',
  'wrong_currency',
  'duplicate_transaction',
  'transaction_does_not_exist',
  'transaction_rolled_back',
  'limit_reached',
  'unknown',
] as const;
export type WalletRefusal = (typeof WALLET_REFUSALS)[number];
export type WalletOutcomeKind = WalletOutcome['kind'];
