import { randomUUID } from 'node:crypto';
import { currencyOfCoin } from '../../modules/providers/protocols/coin-currency';
import { toMinorUnits, toProtocolAmount } from '../../modules/providers/protocols/hub88/amount';
import type { SigningKeyPair } from '../../modules/providers/protocols/hub88/key-pair';
import type { Hub88Endpoint, Hub88WireRequest } from '../../modules/providers/protocols/hub88/requests';
import { HUB88_SIGNATURE_HEADER, signBody } from '../../modules/providers/protocols/hub88/signature';
import { HUB88_STATUSES, type Hub88Status } from '../../modules/providers/protocols/hub88/statuses';
import type { HttpTransport } from '../http-transport';
import {
  type AnswerProtocol,
  askWallet,
  type ProviderWallet,
  type RoundKeys,
  readJsonAnswer,
  type WalletAnswer,
  type WalletSession,
} from './wallet-client';

export const HUB88_WALLET_PATH = '/api/providers/hub88';

/**
 * The sandbox provider speaking Hub88: JSON bodies signed RSA-SHA256 with the provider's key. As in
 * Hub88's protocol the wallet's answers are not signed: an answer is read as the answer to its request.
 */
export function hub88Wallet(
  transport: HttpTransport,
  providerKeys: SigningKeyPair,
  session: WalletSession,
): ProviderWallet {
  const player = () => ({ request_uuid: randomUUID(), user: session.user });
  const movement = (round: RoundKeys, transactionId: string, amount: bigint, closed: boolean) => ({
    ...player(),
    token: session.token,
    transaction_uuid: transactionId,
    round: round.roundId,
    round_closed: closed,
    game_code: session.gameCode,
    currency: currencyOfCoin(session.coin),
    amount: toProtocolAmount(amount),
    // A free round's bet and wins are marked free, as Hub88 marks a reward's rounds.
    is_free: round.freeRound !== undefined,
  });

  async function post<E extends Hub88Endpoint>(
    endpoint: E,
    body: Hub88WireRequest<E>,
    tamper = false,
  ): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    // A tampered call is signed over other bytes: a valid signature, of the wrong body.
    const signature = signBody(providerKeys.privateKeyPem, tamper ? `${raw} ` : raw);
    return askWallet(
      transport,
      {
        path: `${HUB88_WALLET_PATH}/${endpoint}`,
        contentType: 'application/json',
        body: raw,
        headers: { [HUB88_SIGNATURE_HEADER]: signature },
      },
      (reply) => readJsonAnswer(reply.body, HUB88_ANSWERS),
    );
  }

  return {
    balance: () => post('user/balance', { ...player(), token: session.token, game_code: session.gameCode }),
    bet: (round, tamper) => post('transaction/bet', movement(round, round.betId, round.stake, false), tamper),
    win: (round, transactionId, amount, last) =>
      post('transaction/win', {
        ...movement(round, transactionId, amount, last),
        reference_transaction_uuid: round.betId,
      }),
    rollback: (round, transactionId) =>
      post('transaction/rollback', {
        ...player(),
        token: session.token,
        transaction_uuid: transactionId,
        reference_transaction_uuid: round.betId,
        round: round.roundId,
        round_closed: true,
        game_code: session.gameCode,
      }),
    endRound: async () => null,
    promoWin: (round, transactionId, amount) =>
      post('transaction/win', {
        ...movement(round, transactionId, amount, true),
        is_free: true,
        reference_transaction_uuid: round.betId,
      }),
    winParts: (wins) => (wins.length > 0 ? [...wins] : [0n]),
    callName: (call) => ENDPOINTS_OF[call],
  };
}

const ENDPOINTS_OF = {
  balance: 'user/balance',
  bet: 'transaction/bet',
  win: 'transaction/win',
  rollback: 'transaction/rollback',
  endRound: 'round closed',
  promoWin: 'transaction/win (is_free)',
  adjustment: 'none (Hub88 has no correction)',
} as const;

/** How a Hub88 answer reads: its status, the balance in Hub88's amounts, which statuses to retry. */
const HUB88_ANSWERS: AnswerProtocol<Hub88Status> = {
  status: (answer) => HUB88_STATUSES.find((known) => known === answer.status),
  noStatus: 'answer has no status',
  balance: (answer) => (typeof answer.balance === 'number' ? toMinorUnits(answer.balance) : null),
  text: (status) => status,
  ok: 'RS_OK',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  retried: ['RS_ERROR_UNKNOWN', 'RS_ERROR_TIMEOUT'],
  final: ['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED'],
};
