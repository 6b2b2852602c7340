import type { WalletAnswer, WalletStatus } from '../wallet';
import type { WalletOutcome, WalletRefusal } from '../wallet-call';

/**
 * The wallet core's statuses in the codecs' neutral words. A break, self-exclusion or SC play out of place
 * disables the player for play, as the protocols' "user disabled" says; a round of another player, game or
 * coin is no protocol's case, so it is an unknown error (the provider does not retry it as a timeout).
 */
const REFUSAL_OF: Record<Exclude<WalletStatus, 'ok' | 'not_enough_money'>, WalletRefusal> = {
  duplicate_transaction: 'duplicate_transaction',
  transaction_does_not_exist: 'transaction_does_not_exist',
  transaction_rolled_back: 'transaction_rolled_back',
  user_disabled: 'user_disabled',
  play_restricted: 'user_disabled',
  limit_reached: 'limit_reached',
  token_expired: 'token_expired',
  invalid_round: 'unknown',
};

/** The outcome a codec turns into its protocol's answer; `user` is the player as the provider named them. */
export function outcomeOf(answer: WalletAnswer, user: string): WalletOutcome {
  const balance = { userId: user, coin: answer.coin, balanceMinor: answer.balance };
  if (answer.status === 'ok')
    return { kind: 'ok', transactionId: answer.transaction?.toString() ?? null, ...balance };
  if (answer.status === 'not_enough_money') return { kind: 'not_enough_money', ...balance };
  return { kind: REFUSAL_OF[answer.status] };
}
