import { formatAmount, parseAmount } from '@casino/contract';
import { currencyOfCoin } from '../../modules/providers/protocols/coin-currency';
import { PRAGMATIC_ERRORS, type PragmaticError } from '../../modules/providers/protocols/pragmatic/errors';
import { type PragmaticParams, pragmaticHash } from '../../modules/providers/protocols/pragmatic/hash';
import type { PragmaticMethod } from '../../modules/providers/protocols/pragmatic/requests';
import type { HttpTransport } from '../http-transport';
import { SANDBOX_PRAGMATIC_PROVIDER_ID } from './keys';
import {
  type AnswerProtocol,
  askWallet,
  type ProviderWallet,
  type RoundKeys,
  readJsonAnswer,
  type WalletAnswer,
  type WalletSession,
} from './wallet-client';

export const PRAGMATIC_WALLET_PATH = '/api/providers/pragmatic';

/**
 * The sandbox provider speaking Pragmatic Play: form-encoded calls to `<method>.html`, each with `hash`
 * (MD5 of the sorted parameters and the shared secret), idempotent on `reference`; answers are JSON.
 */
export function pragmaticWallet(
  transport: HttpTransport,
  secret: string,
  session: WalletSession,
): ProviderWallet {
  const player = () => ({
    providerId: SANDBOX_PRAGMATIC_PROVIDER_ID,
    userId: session.user,
    token: session.token,
    timestamp: String(Date.now()),
  });
  const inRound = (round: RoundKeys, reference: string, amount: bigint) => ({
    ...player(),
    gameId: session.gameCode,
    roundId: round.roundId,
    reference,
    amount: formatAmount(amount),
    // A free round's calls name its bonus (Pragmatic's free rounds bonus code).
    ...(round.freeRound === undefined ? {} : { bonusCode: round.freeRound }),
  });

  async function post(
    method: PragmaticMethod,
    params: PragmaticParams,
    tamper = false,
  ): Promise<WalletAnswer> {
    const hash = pragmaticHash(params, tamper ? `${secret}-not` : secret);
    return askWallet(
      transport,
      {
        path: `${PRAGMATIC_WALLET_PATH}/${method}.html`,
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ ...params, hash }).toString(),
      },
      (reply) => readPragmaticAnswer(reply.body),
    );
  }

  return {
    balance: () => post('balance', player()),
    bet: (round, tamper) => post('bet', inRound(round, round.betId, round.stake), tamper),
    win: (round, transactionId, amount) => post('result', inRound(round, transactionId, amount)),
    rollback: (round) =>
      post('refund', {
        ...player(),
        reference: round.betId,
        gameId: session.gameCode,
        roundId: round.roundId,
        amount: formatAmount(round.stake),
      }),
    endRound: (round) => post('endRound', { ...player(), gameId: session.gameCode, roundId: round.roundId }),
    promoWin: (round, transactionId, amount) =>
      post('promoWin', {
        providerId: SANDBOX_PRAGMATIC_PROVIDER_ID,
        userId: session.user,
        timestamp: String(Date.now()),
        reference: transactionId,
        amount: formatAmount(amount),
        currency: currencyOfCoin(session.coin),
        campaignId: 'sandbox-late-promo',
        campaignType: 'T',
        gameId: session.gameCode,
        roundId: round.roundId,
      }),
    adjustment: (round, transactionId, amount) => post('adjustment', inRound(round, transactionId, amount)),
    // Pragmatic settles a round with one result, whatever its spins.
    winParts: (wins) => [wins.reduce((total, win) => total + win, 0n)],
    callName: (call) => PRAGMATIC_METHOD_OF[call],
  };
}

const PRAGMATIC_METHOD_OF = {
  balance: 'balance',
  bet: 'bet',
  win: 'result',
  rollback: 'refund',
  endRound: 'endRound',
  promoWin: 'promoWin',
  adjustment: 'adjustment',
} as const;

/** Pragmatic's JSON answer as the round logic reads it; `cash` is the balance (we hold no bonus). */
export function readPragmaticAnswer(body: string): WalletAnswer {
  return readJsonAnswer(body, PRAGMATIC_ANSWERS);
}

const PRAGMATIC_ANSWERS: AnswerProtocol<PragmaticError> = {
  status: (answer) =>
    Object.keys(PRAGMATIC_ERRORS)
      .map(Number)
      .find((code): code is PragmaticError => code === answer.error),
  noStatus: 'answer has no error code',
  balance: (answer) => (typeof answer.cash === 'number' ? parseAmount(answer.cash.toFixed(2)) : null),
  text: (error) => `error ${error}`,
  ok: 0,
  notEnoughMoney: 1,
  // 100 is "retry" (130 for endRound); insufficient balance and the bet limit end a bet, the rest is refunded.
  retried: [100, 130],
  final: [1, 50],
};
