import type { MoneyCall, WalletCall } from '../../wallet-call';
import type { PragmaticMethod, PragmaticRequest } from './requests';

type Movement = Omit<MoneyCall, 'provider' | 'referenceTransactionId' | 'coin' | 'isFree'> &
  Partial<Pick<MoneyCall, 'coin' | 'isFree'>>;

/** Pragmatic links a win to its bet by round, never by reference; its currency is the session's unless sent. */
const movement = ({ coin = null, isFree = false, ...call }: Movement): MoneyCall => ({
  ...call,
  provider: 'pragmatic',
  referenceTransactionId: null,
  coin,
  isFree,
});

type NonEmpty<T> = readonly [T, ...T[]];

/**
 * Each method's request as the calls the wallet core answers, in order. One call, except a result that
 * carries a promotion's win: the round's win, then the promotion's; the route answers with the last
 * outcome, or the first refusal.
 */
const WALLET_CALLS_OF: { [M in PragmaticMethod]: (request: PragmaticRequest<M>) => NonEmpty<WalletCall> } = {
  authenticate: (request) => [
    {
      kind: 'info',
      provider: 'pragmatic',
      userId: null,
      token: request.token,
      gameCode: request.gameId ?? null,
    },
  ],
  balance: (request) => [
    {
      kind: 'balance',
      provider: 'pragmatic',
      userId: request.userId,
      token: request.token ?? null,
      gameCode: null,
    },
  ],
  bet: (request) => [
    movement({
      kind: 'bet',
      userId: request.userId,
      token: request.token ?? null,
      transactionId: request.reference,
      roundId: request.roundId,
      roundClosed: false,
      gameCode: request.gameId,
      amountMinor: request.amount,
      // A free round bonus (FRB) names its bonus; its bets are not the player's stake.
      isFree: request.bonusCode !== undefined,
    }),
  ],
  // Pragmatic sends one result per round, when the round is over.
  result: (request) => {
    const win = movement({
      kind: 'win',
      userId: request.userId,
      token: request.token ?? null,
      transactionId: request.reference,
      roundId: request.roundId,
      roundClosed: true,
      gameCode: request.gameId,
      amountMinor: request.amount,
      isFree: request.bonusCode !== undefined,
    });
    if (!request.promoWinAmount || request.promoWinReference === undefined) return [win];
    return [
      win,
      {
        ...win,
        kind: 'promo_win',
        transactionId: request.promoWinReference,
        amountMinor: request.promoWinAmount,
      },
    ];
  },
  // The free round bonus's total, whose wins already came as results: it moves nothing, so it reads the balance.
  bonusWin: (request) => [
    {
      kind: 'balance',
      provider: 'pragmatic',
      userId: request.userId,
      token: request.token ?? null,
      gameCode: null,
    },
  ],
  jackpotWin: (request) => [
    movement({
      kind: 'jackpot_win',
      userId: request.userId,
      token: request.token ?? null,
      transactionId: request.reference,
      roundId: request.roundId,
      roundClosed: false,
      gameCode: request.gameId,
      amountMinor: request.amount,
    }),
  ],
  // A tournament, community jackpot or cashback prize, paid after the campaign, outside any session.
  promoWin: (request) => [
    movement({
      kind: 'promo_win',
      userId: request.userId,
      token: null,
      transactionId: request.reference,
      roundId: request.roundId ?? null,
      roundClosed: false,
      gameCode: request.gameId ?? null,
      coin: request.currency,
      amountMinor: request.amount,
    }),
  ],
  endRound: (request) => [
    {
      kind: 'end_round',
      provider: 'pragmatic',
      userId: request.userId,
      token: request.token ?? null,
      roundId: request.roundId,
      gameCode: request.gameId,
    },
  ],
  // A refund has no reference of its own: it is keyed on the bet it undoes, which is undone once.
  refund: (request) => [
    {
      kind: 'rollback',
      provider: 'pragmatic',
      userId: request.userId,
      token: request.token ?? null,
      transactionId: `refund:${request.reference}`,
      referenceTransactionId: request.reference,
      roundId: request.roundId ?? null,
      roundClosed: false,
      gameCode: request.gameId ?? null,
      amountMinor: request.amount ?? null,
    },
  ],
  adjustment: (request) => [
    movement({
      kind: 'adjustment',
      userId: request.userId,
      token: request.token ?? null,
      transactionId: request.reference,
      roundId: request.roundId,
      roundClosed: false,
      gameCode: request.gameId,
      amountMinor: request.amount,
    }),
  ],
};

export function pragmaticWalletCalls<M extends PragmaticMethod>(
  method: M,
  request: PragmaticRequest<M>,
): NonEmpty<WalletCall> {
  return WALLET_CALLS_OF[method](request);
}
