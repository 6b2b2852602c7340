import { createHash } from 'node:crypto';
import type { Coin } from '@casino/contract';

/**
 * One call of a provider's game server on the seamless wallet (integrations.md), whatever its protocol
 * (Hub88 JSON, Pragmatic Play form): the codecs turn theirs into this. Amounts are minor units.
 */
export interface ProviderCall {
  /** The provider's name (`hub88`, `pragmatic`, ...): transaction and round ids are unique per provider. */
  provider: string;
  transactionId: string;
  /** What a win or rollback points at: the bet's transaction id. */
  referenceTransactionId?: string;
  userId: bigint;
  roundId: string;
  roundClosed: boolean;
  /** The catalog game (`games.id`). */
  gameId: number;
  /**
   * Its identifier (`games.identifier`, the provider's game code), which a round's bets row names; the
   * gateway has it from its cached catalog. Null where the call named no game (a win, a promotion).
   */
  gameIdentifier: string | null;
  coin: Coin;
  amount: bigint;
  /** A free round's bet: recorded with an amount of 0, no coins move. */
  isFree: boolean;
  /**
   * A bet's launch session (`game_sessions.id`), whose end its statement checks and extends; the gateway
   * checked the rest of it. Not set on other calls: wins, refunds and rollbacks are paid whatever its age.
   */
  sessionId?: bigint;
}

/** A provider saying its round is over (Pragmatic's endRound): moves nothing, may come more than once. */
export interface RoundEnd {
  provider: string;
  roundId: string;
  userId: bigint;
  coin: Coin;
}

/**
 * `promo_win`: a promotion's or jackpot's win, paid with no bet (Pragmatic's promoWin, jackpotWin);
 * `take_back`: coins a round's correction takes back from the player (Pragmatic's adjustment below zero).
 */
export type ProviderCallKind = 'bet' | 'win' | 'promo_win' | 'take_back' | 'rollback';

/** What the wallet answers, in no provider's words: the codecs map it to theirs. */
export type WalletStatus =
  | 'ok'
  /** The transaction id was used before for another amount, coin, round, user, game or kind. */
  | 'duplicate_transaction'
  /** A win or rollback for a bet the wallet never applied. */
  | 'transaction_does_not_exist'
  /** A bet whose rollback already arrived, or a win on a rolled-back bet: it never applies. */
  | 'transaction_rolled_back'
  | 'not_enough_money'
  /** Banned (a frozen account plays on: freezing stops purchases). */
  | 'user_disabled'
  /** On a break or self-excluded, or SC play the location gate refuses. */
  | 'play_restricted'
  /** The player's own loss or session limit. */
  | 'limit_reached'
  /** A bet whose launch session has ended. */
  | 'token_expired'
  /** The round belongs to another player, game or coin. */
  | 'invalid_round';

export interface WalletAnswer {
  status: WalletStatus;
  coin: Coin;
  /** The player's balance in the call's coin (SC: unplayed and redeemable together), after the call. */
  balance: bigint;
  /** The wallet's own id of an applied call (its `provider_transactions` row), which Pragmatic echoes. */
  transaction?: bigint;
}

/**
 * What makes a call the same call: a transaction id sent again with another fingerprint is
 * `duplicate_transaction`.
 */
export function fingerprint(kind: ProviderCallKind, call: ProviderCall): string {
  const fields = [
    kind,
    call.userId,
    call.coin,
    call.amount,
    call.roundId,
    call.gameId,
    call.isFree,
    call.referenceTransactionId ?? '',
  ];
  return createHash('sha256').update(fields.join('\u0000')).digest('hex');
}

/** The ledger transfer's idempotency key of a provider transaction: one movement per (provider, id). */
export function ledgerKey(provider: string, transactionId: string): string {
  return `provider:${provider}:${transactionId}`;
}
