import { describe, expect, it } from 'vitest';
import { pragmaticHash } from './hash';
import { parsePragmaticRequest } from './parse';
import type { PragmaticMethod } from './requests';

const SECRET = 'secret-1';

/** A form body signed as Pragmatic signs it. */
function signedForm(params: Record<string, string>, secret = SECRET): string {
  return new URLSearchParams({ ...params, hash: pragmaticHash(params, secret) }).toString();
}

const parse = <M extends PragmaticMethod>(method: M, params: Record<string, string>) =>
  parsePragmaticRequest(method, signedForm(params), SECRET);

const bet = {
  providerId: 'pragmaticplay',
  userId: 'player-1',
  gameId: 'vs20doghouse',
  roundId: '5103188801',
  reference: 'ref-1',
  amount: '1.25',
  timestamp: '1764200000000',
  roundDetails: 'spin',
};

describe('parsePragmaticRequest', () => {
  it('reads a signed bet, the amount in minor units, unread fields dropped', () => {
    expect(parse('bet', bet)).toEqual({
      ok: true,
      request: {
        providerId: 'pragmaticplay',
        userId: 'player-1',
        gameId: 'vs20doghouse',
        roundId: '5103188801',
        reference: 'ref-1',
        amount: 125n,
      },
    });
  });

  it('decodes form encoding before checking the hash', () => {
    const params = { ...bet, userId: 'player one+é&' };
    const parsed = parsePragmaticRequest('bet', signedForm(params), SECRET);
    expect(parsed.ok && parsed.request.userId).toBe('player one+é&');
  });

  it('answers 5 for a hash made with another secret, a tampered field or no hash', () => {
    expect(parsePragmaticRequest('bet', signedForm(bet, 'other'), SECRET)).toEqual({ ok: false, error: 5 });
    const tampered = signedForm(bet).replace('amount=1.25', 'amount=9.25');
    expect(parsePragmaticRequest('bet', tampered, SECRET)).toEqual({ ok: false, error: 5 });
    expect(parsePragmaticRequest('bet', new URLSearchParams(bet).toString(), SECRET)).toEqual({
      ok: false,
      error: 5,
    });
  });

  it('checks the hash before the fields: an unsigned bad request is still 5', () => {
    expect(parsePragmaticRequest('bet', 'userId=', SECRET)).toEqual({ ok: false, error: 5 });
  });

  it('answers 7 for a parameter named twice', () => {
    expect(parsePragmaticRequest('bet', `${signedForm(bet)}&amount=2.00`, SECRET)).toEqual({
      ok: false,
      error: 7,
    });
  });

  it.each(['providerId', 'userId', 'gameId', 'roundId', 'reference', 'amount'])(
    'answers 7 for a bet without %s, or with it empty',
    (field) => {
      const { [field as keyof typeof bet]: _, ...without } = bet;
      expect(parse('bet', without)).toEqual({ ok: false, error: 7 });
      expect(parse('bet', { ...bet, [field]: '' })).toEqual({ ok: false, error: 7 });
    },
  );

  it.each([
    ['1', 100n],
    ['1.2', 120n],
    ['1.25', 125n],
    ['0', 0n],
    ['0.01', 1n],
  ])('reads the amount %s as %d minor units', (amount, minor) => {
    const parsed = parse('bet', { ...bet, amount });
    expect(parsed.ok && parsed.request.amount).toBe(minor);
  });

  it.each(['1.255', '-1', '1e3', '', '1.', '.5', '1,25', 'NaN', '0x10'])(
    'answers 7 for the amount "%s"',
    (amount) => {
      expect(parse('bet', { ...bet, amount })).toEqual({ ok: false, error: 7 });
    },
  );

  it('reads an adjustment that takes coins back', () => {
    const parsed = parse('adjustment', { ...bet, amount: '-2.50', validBetAmount: '0' });
    expect(parsed.ok && parsed.request.amount).toBe(-250n);
  });

  it("reads a promoWin's currency as the coin and refuses any other", () => {
    const promo = {
      providerId: 'p',
      userId: 'u',
      reference: 'r',
      amount: '5',
      campaignId: '7',
      campaignType: 'T',
    };
    const parsed = parse('promoWin', { ...promo, currency: 'SC' });
    expect(parsed.ok && parsed.request.currency).toBe('SC');
    expect(parse('promoWin', { ...promo, currency: 'USD' })).toEqual({ ok: false, error: 7 });
  });

  it('refuses a result whose promotion win has no reference', () => {
    expect(parse('result', { ...bet, promoWinAmount: '1.00' })).toEqual({ ok: false, error: 7 });
    expect(parse('result', { ...bet, promoWinAmount: '1.00', promoWinReference: 'promo-1' }).ok).toBe(true);
  });

  it('authenticates on a token alone', () => {
    expect(parse('authenticate', { providerId: 'pragmaticplay', token: 't-1' })).toEqual({
      ok: true,
      request: { providerId: 'pragmaticplay', token: 't-1' },
    });
  });
});
