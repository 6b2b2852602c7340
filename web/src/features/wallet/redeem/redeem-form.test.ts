import { CRYPTO_ADDRESS_TEXTS, REDEMPTION_TEXTS, type RedemptionOptions } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { type RedeemDraft, redeemResolver } from './redeem-form';

const options: RedemptionOptions = {
  redeemable: '500.00',
  unplayed: '0.00',
  methods: [
    { method: 'bank', minimum: '100.00', available: true },
    { method: 'gift_card', minimum: '25.00', available: true },
    { method: 'crypto', minimum: '50.00', available: true },
  ],
  promised_hours: { review: 24, payout: 72 },
  bank_accounts: [],
  gift_cards: [
    { brand: 'amazon', name: 'Amazon.com', denominations: ['25.00', '50.00'], min: '25.00', max: '50.00' },
  ],
  requirements: [],
  can_redeem: true,
};
const draft: RedeemDraft = {
  method: 'bank',
  amount: '100',
  bankAccountId: 7,
  giftCardBrand: 'amazon',
  currency: 'BTC',
  address: '',
  tag: '',
};

/** Each field's error text and what would be sent, as the Redeem page gets them. */
async function check(changes: Partial<RedeemDraft>) {
  const { values, errors } = await redeemResolver(options)({ ...draft, ...changes }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const texts = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  return { values, errors: texts };
}

describe('the Redeem page’s checks (the contract’s schemas and the player’s options)', () => {
  it('sends a bank request to the chosen account only, trimmed as the server reads it', async () => {
    expect(await check({ amount: ' 100.5 ' })).toEqual({
      values: { method: 'bank', request: { method: 'bank', amount: '100.5', bankAccountId: 7 } },
      errors: {},
    });
  });

  it('refuses the amount in the contract’s words, and the method’s minimum and the redeemable SC', async () => {
    expect((await check({ amount: 'abc' })).errors.amount).toMatch(/two decimals/);
    expect((await check({ amount: '0' })).errors.amount).toBe('Enter an amount above zero.');
    expect((await check({ amount: '99.99' })).errors.amount).toBe(REDEMPTION_TEXTS.belowMinimum('100.00'));
    expect((await check({ amount: '500.01' })).errors.amount).toBe(REDEMPTION_TEXTS.notEnough);
  });

  it('asks for the destination of a bank or gift-card request, beside an amount error', async () => {
    expect((await check({ bankAccountId: null, amount: 'abc' })).errors).toEqual({
      amount: 'Enter an amount in SC with at most two decimals.',
      bankAccountId: REDEMPTION_TEXTS.noBankAccount,
    });
    expect((await check({ method: 'gift_card', giftCardBrand: null, amount: '25' })).errors).toEqual({
      giftCardBrand: REDEMPTION_TEXTS.noGiftCard,
    });
    expect((await check({ method: 'gift_card', amount: '30' })).errors).toEqual({
      amount: REDEMPTION_TEXTS.giftCardAmount,
    });
  });

  it('checks a crypto destination per network and sends it with its network', async () => {
    expect((await check({ method: 'crypto', address: 'not-an-address', amount: '1000000' })).errors).toEqual({
      address: CRYPTO_ADDRESS_TEXTS.addressInvalid('Bitcoin'),
      amount: REDEMPTION_TEXTS.notEnough,
    });
    const xrp = { method: 'crypto', currency: 'XRP', address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH' } as const;
    expect((await check(xrp)).errors).toEqual({ tag: CRYPTO_ADDRESS_TEXTS.tagRequired });
    expect(await check({ ...xrp, tag: ' 12345 ' })).toEqual({
      values: {
        method: 'crypto',
        request: {
          currency: 'XRP',
          network: 'XRP Ledger',
          address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH',
          tag: '12345',
          amount: '100',
        },
      },
      errors: {},
    });
  });
});
