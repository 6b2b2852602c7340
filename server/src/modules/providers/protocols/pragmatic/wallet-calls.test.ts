import { describe, expect, it } from 'vitest';
import { pragmaticHash } from './hash';
import { parsePragmaticRequest } from './parse';
import type { PragmaticMethod } from './requests';
import { pragmaticRefusal, pragmaticResponse } from './responses';
import { pragmaticWalletCalls } from './wallet-calls';

function callsOf(method: PragmaticMethod, params: Record<string, string>) {
  const body = new URLSearchParams({ ...params, hash: pragmaticHash(params, 's') }).toString();
  const parsed = parsePragmaticRequest(method, body, 's');
  if (!parsed.ok) throw new Error(`refused with ${parsed.error}`);
  return pragmaticWalletCalls(method, parsed.request);
}

const round = {
  providerId: 'pragmaticplay',
  userId: 'u-1',
  gameId: 'vs20',
  roundId: '77',
  reference: 'ref-1',
};
const money = {
  provider: 'pragmatic',
  userId: 'u-1',
  token: null,
  transactionId: 'ref-1',
  referenceTransactionId: null,
  roundId: '77',
  gameCode: 'vs20',
  coin: null,
  isFree: false,
};

describe('Pragmatic requests as wallet calls', () => {
  it('maps authenticate to info on the token alone', () => {
    expect(callsOf('authenticate', { providerId: 'p', token: 't-1', gameId: 'vs20' })).toEqual([
      { kind: 'info', provider: 'pragmatic', userId: null, token: 't-1', gameCode: 'vs20' },
    ]);
  });

  it('maps balance, and bonusWin (whose wins came as results) to a balance read', () => {
    const balance = { kind: 'balance', provider: 'pragmatic', userId: 'u-1', token: 't', gameCode: null };
    expect(callsOf('balance', { providerId: 'p', userId: 'u-1', token: 't' })).toEqual([balance]);
    const bonusWin = {
      providerId: 'p',
      userId: 'u-1',
      token: 't',
      reference: 'r',
      amount: '3',
      bonusCode: 'b',
    };
    expect(callsOf('bonusWin', bonusWin)).toEqual([balance]);
  });

  it('maps a bet keyed on its reference, a free round bonus bet as free', () => {
    expect(callsOf('bet', { ...round, amount: '1.25' })).toEqual([
      { ...money, kind: 'bet', roundClosed: false, amountMinor: 125n },
    ]);
    expect(callsOf('bet', { ...round, amount: '1.25', bonusCode: 'frb-1' })[0]).toMatchObject({
      isFree: true,
    });
  });

  it('maps a result to a win closing the round, and its promotion win after it', () => {
    const win = { ...money, kind: 'win', roundClosed: true, amountMinor: 300n };
    expect(callsOf('result', { ...round, amount: '3' })).toEqual([win]);
    expect(
      callsOf('result', { ...round, amount: '3', promoWinAmount: '0.50', promoWinReference: 'promo-1' }),
    ).toEqual([win, { ...win, kind: 'promo_win', transactionId: 'promo-1', amountMinor: 50n }]);
    expect(callsOf('result', { ...round, amount: '3', promoWinAmount: '0' })).toEqual([win]);
  });

  it('maps jackpotWin and adjustment', () => {
    expect(callsOf('jackpotWin', { ...round, amount: '1000', jackpotId: 'j' })).toEqual([
      { ...money, kind: 'jackpot_win', roundClosed: false, amountMinor: 100000n },
    ]);
    expect(callsOf('adjustment', { ...round, amount: '-1.5', validBetAmount: '0' })).toEqual([
      { ...money, kind: 'adjustment', roundClosed: false, amountMinor: -150n },
    ]);
  });

  it('maps promoWin outside any round, in the coin it names', () => {
    const promo = { providerId: 'p', userId: 'u-1', reference: 'ref-1', amount: '5', currency: 'SC' };
    expect(callsOf('promoWin', { ...promo, campaignId: '9', campaignType: 'T' })).toEqual([
      {
        ...money,
        kind: 'promo_win',
        roundId: null,
        gameCode: null,
        coin: 'SC',
        roundClosed: false,
        amountMinor: 500n,
      },
    ]);
  });

  it('maps endRound and refund (keyed on the bet it undoes)', () => {
    expect(callsOf('endRound', { ...round })).toEqual([
      {
        kind: 'end_round',
        provider: 'pragmatic',
        userId: 'u-1',
        token: null,
        roundId: '77',
        gameCode: 'vs20',
      },
    ]);
    expect(callsOf('refund', { ...round, amount: '1.25' })).toEqual([
      {
        kind: 'rollback',
        provider: 'pragmatic',
        userId: 'u-1',
        token: null,
        transactionId: 'refund:ref-1',
        referenceTransactionId: 'ref-1',
        roundId: '77',
        roundClosed: false,
        gameCode: 'vs20',
        amountMinor: 125n,
      },
    ]);
  });
});

describe('wallet outcomes as Pragmatic answers', () => {
  const ok = { kind: 'ok', transactionId: 'w-9', userId: 'u-1', coin: 'SC', balanceMinor: 1250n } as const;
  const success = { error: 0, description: 'Success' };

  it('answers each method with its own fields, cash as a number of coins and no bonus', () => {
    expect(pragmaticResponse('authenticate', ok)).toEqual({
      ...success,
      userId: 'u-1',
      currency: 'SC',
      cash: 12.5,
      bonus: 0,
    });
    expect(pragmaticResponse('balance', ok)).toEqual({ ...success, currency: 'SC', cash: 12.5, bonus: 0 });
    expect(pragmaticResponse('bet', ok)).toEqual({
      ...success,
      transactionId: 'w-9',
      currency: 'SC',
      cash: 12.5,
      bonus: 0,
      usedPromo: 0,
    });
    expect(pragmaticResponse('result', ok)).toEqual({
      ...success,
      transactionId: 'w-9',
      currency: 'SC',
      cash: 12.5,
      bonus: 0,
    });
    expect(pragmaticResponse('endRound', ok)).toEqual({ ...success, cash: 12.5, bonus: 0 });
    expect(pragmaticResponse('refund', ok)).toEqual({ ...success, transactionId: 'w-9' });
    expect(pragmaticResponse('refund', { ...ok, transactionId: null })).toEqual({
      ...success,
      transactionId: '',
    });
  });

  it('writes cash exactly, cents and large balances included', () => {
    expect(pragmaticResponse('balance', { ...ok, balanceMinor: 1n }).cash).toBe(0.01);
    expect(JSON.stringify(pragmaticResponse('balance', { ...ok, balanceMinor: 123456789012345n }).cash)).toBe(
      '1234567890123.45',
    );
    expect(() => pragmaticResponse('balance', { ...ok, balanceMinor: 10n ** 15n })).toThrow(RangeError);
  });

  it('answers not enough money with 1', () => {
    const outcome = { kind: 'not_enough_money', userId: 'u-1', coin: 'SC', balanceMinor: 5n } as const;
    expect(pragmaticResponse('bet', outcome)).toEqual({ error: 1, description: 'Insufficient balance' });
  });

  it.each([
    ['invalid_token', 4],
    ['token_expired', 4],
    ['user_disabled', 6],
    ['invalid_game', 8],
    ['wrong_currency', 7],
    ['duplicate_transaction', 7],
    ['transaction_does_not_exist', 100],
    ['transaction_rolled_back', 120],
    ['limit_reached', 50],
    ['unknown', 100],
  ] as const)('answers %s with %d and its description only', (kind, error) => {
    const answer = pragmaticResponse('result', { kind });
    expect(answer).toEqual(pragmaticRefusal(error));
    expect(answer.description).not.toBe('');
  });

  it('answers an endRound the core could not finish with its own retry code', () => {
    expect(pragmaticResponse('endRound', { kind: 'unknown' }).error).toBe(130);
    expect(pragmaticResponse('endRound', { kind: 'transaction_does_not_exist' }).error).toBe(130);
    expect(pragmaticResponse('endRound', { kind: 'invalid_token' }).error).toBe(4);
  });

  it("answers an edge refusal with Pragmatic's description", () => {
    expect(pragmaticRefusal(5)).toEqual({ error: 5, description: 'Invalid hash code' });
  });
});
