import { describe, expect, it } from 'vitest';
import type { WalletOutcome } from '../../wallet-call';
import { parseHub88Request } from './parse';
import type { Hub88Endpoint } from './requests';
import { hub88Refusal, hub88Response } from './responses';
import { hub88WalletCall } from './wallet-calls';

const echo = { user: 'player-1', request_uuid: 'req-1' };

function callOf(endpoint: Hub88Endpoint, body: object) {
  const parsed = parseHub88Request(endpoint, JSON.stringify(body));
  if (!parsed.ok) throw new Error(parsed.status);
  return hub88WalletCall(endpoint, parsed.request);
}

const movement = {
  ...echo,
  token: 'token-1',
  transaction_uuid: 'tx-2',
  round: 'round-1',
  round_closed: true,
  game_code: 'sandbox_slot',
  currency: 'GC',
  amount: 250000,
  is_free: true,
};

describe('Hub88 requests as wallet calls', () => {
  it('maps info and balance', () => {
    expect(callOf('user/info', echo)).toEqual({
      kind: 'info',
      provider: 'hub88',
      userId: 'player-1',
      token: null,
      gameCode: null,
    });
    expect(callOf('user/balance', { ...echo, token: 't', game_code: 'g' })).toEqual({
      kind: 'balance',
      provider: 'hub88',
      userId: 'player-1',
      token: 't',
      gameCode: 'g',
    });
  });

  it('maps a win with its bet, coin and minor units', () => {
    expect(callOf('transaction/win', { ...movement, reference_transaction_uuid: 'tx-1' })).toEqual({
      kind: 'win',
      provider: 'hub88',
      userId: 'player-1',
      token: 'token-1',
      transactionId: 'tx-2',
      referenceTransactionId: 'tx-1',
      roundId: 'round-1',
      roundClosed: true,
      gameCode: 'sandbox_slot',
      coin: 'GC',
      amountMinor: 250n,
      isFree: true,
    });
  });

  it('maps a bet without a referenced transaction', () => {
    expect(callOf('transaction/bet', movement)).toMatchObject({ kind: 'bet', referenceTransactionId: null });
  });

  it('maps a rollback with the bet it undoes and no amount', () => {
    const body = { ...echo, transaction_uuid: 'tx-3', reference_transaction_uuid: 'tx-1' };
    expect(callOf('transaction/rollback', body)).toEqual({
      kind: 'rollback',
      provider: 'hub88',
      userId: 'player-1',
      token: null,
      transactionId: 'tx-3',
      referenceTransactionId: 'tx-1',
      roundId: null,
      roundClosed: false,
      gameCode: null,
      amountMinor: null,
    });
  });
});

describe('wallet outcomes as Hub88 responses', () => {
  const balance = { userId: 'u-1', coin: 'SC' as const, balanceMinor: 1250n };

  it('answers RS_OK with the balance in protocol units and the coin as currency', () => {
    expect(hub88Response(echo, { kind: 'ok', transactionId: 'w-1', ...balance })).toEqual({
      ...echo,
      status: 'RS_OK',
      currency: 'SC',
      balance: 1250000,
    });
  });

  it('answers RS_ERROR_NOT_ENOUGH_MONEY with the real balance', () => {
    expect(hub88Response(echo, { kind: 'not_enough_money', ...balance })).toEqual({
      ...echo,
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      currency: 'SC',
      balance: 1250000,
    });
  });

  it.each([
    ['invalid_token', 'RS_ERROR_INVALID_TOKEN'],
    ['token_expired', 'RS_ERROR_TOKEN_EXPIRED'],
    ['user_disabled', 'RS_ERROR_USER_DISABLED'],
    ['invalid_game', 'RS_ERROR_INVALID_GAME'],
    ['wrong_currency', 'RS_ERROR_WRONG_CURRENCY'],
    ['duplicate_transaction', 'RS_ERROR_DUPLICATE_TRANSACTION'],
    ['transaction_does_not_exist', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
    ['transaction_rolled_back', 'RS_ERROR_TRANSACTION_ROLLED_BACK'],
    ['limit_reached', 'RS_ERROR_LIMIT_REACHED'],
    ['unknown', 'RS_ERROR_UNKNOWN'],
  ] as const)('answers %s with %s and no balance', (kind, status) => {
    const outcome: WalletOutcome = { kind };
    expect(hub88Response(echo, outcome)).toEqual({ ...echo, status });
  });

  it('answers an edge refusal with its status', () => {
    expect(hub88Refusal(echo, 'RS_ERROR_INVALID_SIGNATURE')).toEqual({
      ...echo,
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
  });
});
