import type { WalletOutcome } from '../../wallet-call';
import { currencyOfCoin } from '../coin-currency';
import { toProtocolAmount } from './amount';
import type { Hub88Echo } from './parse';
import { HUB88_STATUS_OF_OUTCOME, type Hub88Status } from './statuses';

/** Every Hub88 wallet response; the balance (protocol units) comes with RS_OK and RS_ERROR_NOT_ENOUGH_MONEY. */
export interface Hub88Response {
  user: string;
  status: Hub88Status;
  request_uuid: string;
  currency?: string;
  balance?: number;
}

/** The response to a request the wallet core answered, echoing the request's user and request_uuid. */
export function hub88Response(echo: Hub88Echo, outcome: WalletOutcome): Hub88Response {
  const answer = hub88Refusal(echo, HUB88_STATUS_OF_OUTCOME[outcome.kind]);
  if (outcome.kind !== 'ok' && outcome.kind !== 'not_enough_money') return answer;
  return {
    ...answer,
    currency: currencyOfCoin(outcome.coin),
    balance: toProtocolAmount(outcome.balanceMinor),
  };
}

/** The response to a request refused at the edge (signature, syntax, types, currency). */
export function hub88Refusal(echo: Hub88Echo, status: Hub88Status): Hub88Response {
  return { user: echo.user, status, request_uuid: echo.request_uuid };
}
