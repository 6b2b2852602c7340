import { describe, expect, it } from 'vitest';
import { parseHub88Request } from './parse';
import type { Hub88WireRequest } from './requests';

const bet: Hub88WireRequest<'transaction/bet'> = {
  request_uuid: 'req-1',
  user: 'player-1',
  token: 'token-1',
  transaction_uuid: 'tx-1',
  supplier_transaction_id: 'sup-1',
  round: 'round-1',
  round_closed: false,
  game_code: 'sandbox_slot',
  game_id: 42,
  currency: 'SC',
  amount: 125000,
  is_free: false,
  bet: null,
  meta: { selection: 'home' },
};

const parseBet = (body: object) => parseHub88Request('transaction/bet', JSON.stringify(body));

describe('parseHub88Request', () => {
  it('reads a bet, amount in minor units and currency as the coin', () => {
    const parsed = parseBet({ ...bet, is_aggregated: false });
    expect(parsed).toEqual({
      ok: true,
      request: { ...bet, amount: 125n, currency: 'SC' },
    });
  });

  it('reads a win with the bet it answers and no token', () => {
    const { token: _, ...win } = { ...bet, reference_transaction_uuid: 'tx-0' };
    const parsed = parseHub88Request('transaction/win', JSON.stringify(win));
    expect(parsed.ok && parsed.request.reference_transaction_uuid).toBe('tx-0');
  });

  it('reads a rollback, which carries no amount', () => {
    const body = {
      request_uuid: 'req-2',
      user: 'player-1',
      transaction_uuid: 'tx-2',
      reference_transaction_uuid: 'tx-1',
    };
    expect(parseHub88Request('transaction/rollback', JSON.stringify(body))).toEqual({
      ok: true,
      request: body,
    });
  });

  it.each([
    ['not JSON', '{"user":'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"user"'],
  ])('answers RS_ERROR_WRONG_SYNTAX for a body that is %s', (_, body) => {
    expect(parseHub88Request('user/info', body)).toEqual({
      ok: false,
      status: 'RS_ERROR_WRONG_SYNTAX',
      echo: { user: '', request_uuid: '' },
    });
  });

  it.each([
    'request_uuid',
    'user',
    'token',
    'transaction_uuid',
    'round',
    'round_closed',
    'currency',
    'amount',
    'is_free',
  ])('answers RS_ERROR_WRONG_SYNTAX for a bet without %s, echoing what it could read', (field) => {
    const { [field as keyof typeof bet]: _, ...body } = bet;
    const parsed = parseBet(body);
    expect(parsed).toMatchObject({ ok: false, status: 'RS_ERROR_WRONG_SYNTAX' });
    if (field !== 'user' && !parsed.ok)
      expect(parsed.echo).toEqual({
        user: 'player-1',
        request_uuid: field === 'request_uuid' ? '' : 'req-1',
      });
  });

  it('answers RS_ERROR_WRONG_SYNTAX for a required field sent as null', () => {
    expect(parseBet({ ...bet, amount: null })).toMatchObject({ ok: false, status: 'RS_ERROR_WRONG_SYNTAX' });
  });

  it('accepts optional fields absent or null', () => {
    const { supplier_transaction_id: _, game_id: __, meta: ___, ...body } = bet;
    expect(parseBet({ ...body, bet: null }).ok).toBe(true);
  });

  it.each([
    ['amount as a string', { amount: '125000' }],
    ['round_closed as a string', { round_closed: 'false' }],
    ['is_free as a number', { is_free: 0 }],
    ['user as a number', { user: 7 }],
    ['game_id as a fraction', { game_id: 4.2 }],
    ['meta as a list', { meta: [] }],
    ['amount finer than a minor unit', { amount: 1001 }],
    ['amount negative', { amount: -1000 }],
    ['amount past safe integers', { amount: 2 ** 60 }],
  ])('answers RS_ERROR_WRONG_TYPES for %s', (_, change) => {
    expect(parseBet({ ...bet, ...change })).toEqual({
      ok: false,
      status: 'RS_ERROR_WRONG_TYPES',
      echo: { user: 'user' in change ? '' : 'player-1', request_uuid: 'req-1' },
    });
  });

  it("answers RS_ERROR_WRONG_CURRENCY for a currency that is no coin's", () => {
    expect(parseBet({ ...bet, currency: 'EUR' })).toMatchObject({
      ok: false,
      status: 'RS_ERROR_WRONG_CURRENCY',
    });
  });

  it('lets a wrong type outrank an unknown currency beside it', () => {
    expect(parseBet({ ...bet, currency: 'EUR', is_free: 'no' })).toMatchObject({
      status: 'RS_ERROR_WRONG_TYPES',
    });
  });
});
