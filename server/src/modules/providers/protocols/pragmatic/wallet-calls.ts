import type { MoneyCall, WalletCall } from '../../wallet-call';
import type { PragmaticMethod, PragmaticRequest } from './requests';

/** What a movement inside a round sends; a free round bonus (FRB) names its bonus. */
interface RoundMovement {
  userId: string;
  token?: string;
  reference: string;
  roundId: string;
  gameId: string;
  amount: bigint;
  bonusCode?: string;
}

/**
 * A movement keyed on Pragmatic's `reference`. Pragmatic links a win to its bet by round, never by
 * reference, and its currency is the game session's; a free round bonus's bets are not the player's stake.
 */
const inRound = (kind: MoneyCall['kind'], request: RoundMovement, roundClosed = false): MoneyCall => ({
  kind,
  provider: 'pragmatic',
  userId: request.userId,
  token: request.token ?? null,
  transactionId: request.reference,
  referenceTransactionId: null,
  roundId: request.roundId,
  roundClosed,
  gameCode: request.gameId,
  coin: null,
  amountMinor: request.amount,
  isFree: request.bonusCode !== undefined,
});

const balanceRead = (request: { userId: string; token?: string }): WalletCall => ({
  kind: 'balance',
  provider: 'pragmatic',
  userId: request.userId,
  token: request.token ?? null,
  gameCode: null,
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
  balance: (request) => [balanceRead(request)],
  bet: (request) => [inRound('bet', request)],
  // Pragmatic sends one result per round, when the round is over.
  result: (request) => {
    const win = inRound('win', request, true);
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
  bonusWin: (request) => [balanceRead(request)],
  jackpotWin: (request) => [inRound('jackpot_win', request)],
  // A tournament, community jackpot or cashback prize, paid after the campaign, outside any session.
  promoWin: (request) => [
    {
      kind: 'promo_win',
      provider: 'pragmatic',
      userId: request.userId,
      token: null,
      transactionId: request.reference,
      referenceTransactionId: null,
      roundId: request.roundId ?? null,
      roundClosed: false,
      gameCode: request.gameId ?? null,
      coin: request.currency,
      amountMinor: request.amount,
      isFree: false,
    },
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
  adjustment: (request) => [inRound('adjustment', request)],
};

export function pragmaticWalletCalls<M extends PragmaticMethod>(
  method: M,
  request: PragmaticRequest<M>,
): NonEmpty<WalletCall> {
  return WALLET_CALLS_OF[method](request);
}
