import type { WalletCall } from '../../wallet-call';
import type { Hub88Endpoint, Hub88Request } from './requests';

type Hub88Movement = Hub88Request<'transaction/bet'> | Hub88Request<'transaction/win'>;

const movement = (
  kind: 'bet' | 'win',
  request: Hub88Movement,
  referenceTransactionId: string | null,
): WalletCall => ({
  kind,
  provider: 'hub88',
  userId: request.user,
  token: request.token ?? null,
  transactionId: request.transaction_uuid,
  referenceTransactionId,
  roundId: request.round,
  roundClosed: request.round_closed,
  gameCode: request.game_code,
  coin: request.currency,
  amountMinor: request.amount,
  isFree: request.is_free,
});

/** Each endpoint's request as the call the wallet core answers. */
const WALLET_CALL_OF: { [E in Hub88Endpoint]: (request: Hub88Request<E>) => WalletCall } = {
  'user/info': (request) => ({
    kind: 'info',
    provider: 'hub88',
    userId: request.user,
    token: null,
    gameCode: null,
  }),
  'user/balance': (request) => ({
    kind: 'balance',
    provider: 'hub88',
    userId: request.user,
    token: request.token,
    gameCode: request.game_code ?? null,
  }),
  'transaction/bet': (request) => movement('bet', request, null),
  'transaction/win': (request) => movement('win', request, request.reference_transaction_uuid),
  'transaction/rollback': (request) => ({
    kind: 'rollback',
    provider: 'hub88',
    userId: request.user,
    token: request.token ?? null,
    transactionId: request.transaction_uuid,
    referenceTransactionId: request.reference_transaction_uuid,
    roundId: request.round ?? null,
    roundClosed: request.round_closed ?? false,
    gameCode: request.game_code ?? null,
    amountMinor: null,
  }),
};

export function hub88WalletCall<E extends Hub88Endpoint>(endpoint: E, request: Hub88Request<E>): WalletCall {
  return WALLET_CALL_OF[endpoint](request);
}
