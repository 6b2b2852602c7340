import type { WalletOutcomeKind } from '../../wallet-call';

/** Every status a Hub88 wallet response may carry (Hub88's "seamless wallet response statuses"). */
export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_TIMEOUT',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/**
 * The status for each answer of the wallet core. The statuses missing here are the protocol edge's own:
 * a bad signature, syntax or types is refused before the core sees the call, and a partner or timeout
 * problem is never the core's to say.
 */
export const HUB88_STATUS_OF_OUTCOME: Record<WalletOutcomeKind, Hub88Status> = {
  ok: 'RS_OK',
  not_enough_money: 'RS_ERROR_NOT_ENOUGH_MONEY',
  invalid_token: 'RS_ERROR_INVALID_TOKEN',
  token_expired: 'RS_ERROR_TOKEN_EXPIRED',
  user_disabled: 'RS_ERROR_USER_DISABLED',
  invalid_game: 'RS_ERROR_INVALID_GAME',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  duplicate_transaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_does_not_exist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transaction_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  limit_reached: 'RS_ERROR_LIMIT_REACHED',
  unknown: 'RS_ERROR_UNKNOWN',
};
