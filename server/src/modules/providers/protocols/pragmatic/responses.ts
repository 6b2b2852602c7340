import type { WalletOutcome } from '../../wallet-call';
import { currencyOfCoin } from '../coin-currency';
import { toPragmaticAmount } from './amount';
import { PRAGMATIC_ERRORS, type PragmaticError, pragmaticErrorOf } from './errors';
import type { PragmaticMethod } from './requests';

/** Pragmatic's JSON answer; amounts are numbers in coin units. We hold no bonus balance: `bonus` is 0. */
export interface PragmaticResponse {
  error: PragmaticError;
  description: string;
  userId?: string;
  transactionId?: string;
  currency?: string;
  cash?: number;
  bonus?: number;
  usedPromo?: number;
}

type Field = 'userId' | 'transactionId' | 'currency' | 'balance' | 'usedPromo';

/** What each method's successful answer holds (`balance` is cash and bonus). */
const FIELDS_OF: Record<PragmaticMethod, readonly Field[]> = {
  authenticate: ['userId', 'currency', 'balance'],
  balance: ['currency', 'balance'],
  bet: ['transactionId', 'currency', 'balance', 'usedPromo'],
  result: ['transactionId', 'currency', 'balance'],
  bonusWin: ['transactionId', 'currency', 'balance'],
  jackpotWin: ['transactionId', 'currency', 'balance'],
  promoWin: ['transactionId', 'currency', 'balance'],
  endRound: ['balance'],
  refund: ['transactionId'],
  adjustment: ['transactionId', 'currency', 'balance'],
};

/** The answer to a call to `method` the wallet core answered with `outcome`. */
export function pragmaticResponse(method: PragmaticMethod, outcome: WalletOutcome): PragmaticResponse {
  const answer = pragmaticRefusal(pragmaticErrorOf(outcome.kind, method));
  if (outcome.kind !== 'ok') return answer;
  const fields = FIELDS_OF[method];
  return {
    ...answer,
    ...(fields.includes('userId') ? { userId: outcome.userId } : {}),
    // Nothing moved (a refund of a bet never seen, a bonusWin) has no wallet transaction to name.
    ...(fields.includes('transactionId') ? { transactionId: outcome.transactionId ?? '' } : {}),
    ...(fields.includes('currency') ? { currency: currencyOfCoin(outcome.coin) } : {}),
    ...(fields.includes('balance') ? { cash: toPragmaticAmount(outcome.balanceMinor), bonus: 0 } : {}),
    ...(fields.includes('usedPromo') ? { usedPromo: 0 } : {}),
  };
}

/** An answer with only its error code and Pragmatic's description of it. */
export function pragmaticRefusal(error: PragmaticError): PragmaticResponse {
  return { error, description: PRAGMATIC_ERRORS[error] };
}
