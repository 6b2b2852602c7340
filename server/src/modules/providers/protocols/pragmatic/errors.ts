import type { WalletOutcomeKind } from '../../wallet-call';
import type { PragmaticMethod } from './requests';

/**
 * Pragmatic Play's wallet error codes with its own descriptions (Integration API, Seamless Wallet error
 * codes). Every response carries `error` and `description`; 0 is success. Of the two internal errors,
 * 100 asks Pragmatic to retry (and reconcile) the request, 120 tells it not to; an endRound has its own
 * retry code, 130.
 */
export const PRAGMATIC_ERRORS = {
  0: 'Success',
  1: 'Insufficient balance',
  2: 'Player not found or is logged out',
  3: 'Bet is not allowed',
  4: 'Player authentication failed due to invalid, not found or expired token',
  5: 'Invalid hash code',
  6: 'Player is frozen',
  7: 'Bad parameters in the request, please check post parameters',
  8: 'Game is not found or disabled',
  50: 'Bet limit has been reached',
  100: 'Internal server error. Casino Operator logic requires a retry of the request',
  120: 'Internal server error. Casino Operator logic does not require a retry of the request',
  130: 'Internal server error on EndRound processing. Casino Operator logic requires a retry of the request',
} as const;
export type PragmaticError = keyof typeof PRAGMATIC_ERRORS;

/**
 * The code for each answer of the wallet core. Pragmatic has no currency or duplicate code: a currency
 * that is not the player's, or a reference sent again with other details, is a bad request (7), which
 * Pragmatic's reconciliation brings to a person. A win whose bet is not there yet is retried (100): the
 * bet may still arrive. A movement on a rolled-back bet is final (120).
 */
const ERROR_OF_OUTCOME: Record<WalletOutcomeKind, PragmaticError> = {
  ok: 0,
  not_enough_money: 1,
  invalid_token: 4,
  token_expired: 4,
  user_disabled: 6,
  invalid_game: 8,
  wrong_currency: 7,
  duplicate_transaction: 7,
  transaction_does_not_exist: 100,
  transaction_rolled_back: 120,
  limit_reached: 50,
  unknown: 100,
};

/** The error code answering `outcome` for a call to `method`. */
export function pragmaticErrorOf(outcome: WalletOutcomeKind, method: PragmaticMethod): PragmaticError {
  const error = ERROR_OF_OUTCOME[outcome];
  return error === 100 && method === 'endRound' ? 130 : error;
}
