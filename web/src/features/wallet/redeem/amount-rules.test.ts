import { REDEMPTION_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { amountOutOfReach, soldInAmount, startingMethod, toCents } from './amount-rules';

describe('a redemption amount', () => {
  it('reads SC with up to two decimals as cents', () => {
    expect(toCents('100')).toBe(10_000n);
    expect(toCents(' 25.5 ')).toBe(2_550n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-5')).toBeNull();
  });

  it('is refused below the method’s minimum and above the redeemable SC', () => {
    expect(amountOutOfReach('99.99', '100.00', '500.00')).toBe(REDEMPTION_TEXTS.belowMinimum('100.00'));
    expect(amountOutOfReach('500.01', '25.00', '500.00')).toBe(REDEMPTION_TEXTS.notEnough);
  });

  it('leaves a malformed or zero amount to the contract’s own words', () => {
    expect(amountOutOfReach('0', '25.00', '500.00')).toBeNull();
    expect(amountOutOfReach('abc', '25.00', '500.00')).toBeNull();
  });

  it('is accepted from the minimum up to everything redeemable', () => {
    expect(amountOutOfReach('100', '100.00', '100.00')).toBeNull();
    expect(amountOutOfReach('25.00', '25.00', '40.10')).toBeNull();
  });

  it('is refused for a gift card not sold in it', () => {
    const card = { brand: 'amazon', name: 'Amazon.com', denominations: null, min: '25.00', max: '500.00' };
    expect(soldInAmount(card, '30')).toBe(true);
    expect(soldInAmount(card, '30.50')).toBe(false);
    expect(amountOutOfReach('30.50', '25.00', '500.00', card)).toBe(REDEMPTION_TEXTS.giftCardAmount);
  });
});

describe('the method the Redeem page starts on', () => {
  const method = (name: 'bank' | 'gift_card' | 'crypto', minimum: string, available = true) => ({
    method: name,
    minimum,
    available,
  });
  const methods = [method('bank', '100.00'), method('gift_card', '25.00'), method('crypto', '50.00')];

  it('is the first offered method whose minimum the redeemable SC reach', () => {
    expect(startingMethod({ methods, redeemable: '54.00' })).toBe('gift_card');
    expect(startingMethod({ methods, redeemable: '100.00' })).toBe('bank');
    expect(
      startingMethod({
        methods: [method('gift_card', '25.00', false), ...methods.slice(2)],
        redeemable: '54.00',
      }),
    ).toBe('crypto');
  });

  it('is the first offered method when no minimum is reached yet', () => {
    expect(startingMethod({ methods, redeemable: '10.00' })).toBe('bank');
    expect(
      startingMethod({ methods: [method('bank', '100.00', false), ...methods.slice(1)], redeemable: '0.00' }),
    ).toBe('gift_card');
  });
});
