import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CRYPTO_CODES, type CryptoCode } from './crypto';
import {
  CRYPTO_ADDRESS_TEXTS,
  cryptoDestinationErrors,
  isValidCryptoDestination,
  refineCryptoDestination,
} from './crypto-addresses';

/** Addresses in each network's real format (published examples), with a tag where the network needs one. */
const VALID: Record<CryptoCode, { address: string; tag?: string }[]> = {
  BTC: [
    { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    { address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
    { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  ],
  LTC: [
    { address: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9' },
    { address: 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea' },
  ],
  DOGE: [{ address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L' }],
  BCH: [
    { address: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' },
    { address: 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' },
  ],
  ETH: [{ address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }],
  USDTE: [{ address: '0x742d35cc6634c0532925a3b844bc454e4438f44e' }],
  USDT: [{ address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }],
  'BNB-BSC': [{ address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e' }],
  TRX: [{ address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }],
  USDTT: [{ address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }],
  SOL: [{ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }],
  XRP: [{ address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH', tag: '123456' }],
  EOS: [{ address: 'eosio.token' }, { address: 'casinoplayer', tag: 'my exchange memo 42' }],
  BNB: [{ address: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', tag: '104' }],
};

describe('crypto withdrawal destinations', () => {
  it('accepts each network’s real address formats', () => {
    for (const currency of CRYPTO_CODES)
      for (const { address, tag } of VALID[currency])
        expect(cryptoDestinationErrors(currency, address, tag), `${currency} ${address}`).toEqual({});
  });

  it('ignores spaces around a pasted address', () => {
    expect(isValidCryptoDestination('BTC', '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa \n', null)).toBe(true);
  });

  it('refuses an address of another network, naming the network', () => {
    expect(cryptoDestinationErrors('BTC', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', null)).toEqual({
      address: CRYPTO_ADDRESS_TEXTS.addressInvalid('Bitcoin'),
    });
    expect(cryptoDestinationErrors('ETH', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', null).address).toBe(
      'This is not a valid Ethereum address.',
    );
    expect(isValidCryptoDestination('TRX', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', null)).toBe(false);
    expect(isValidCryptoDestination('LTC', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', null)).toBe(false);
  });

  it('refuses a wrong length, a character outside the alphabet and an empty address', () => {
    expect(isValidCryptoDestination('ETH', '0x742d35Cc6634C0532925a3b844Bc454e4438f44', null)).toBe(false);
    expect(isValidCryptoDestination('ETH', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g', null)).toBe(false);
    // 0, O, I and l are not in base58.
    expect(isValidCryptoDestination('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0', null)).toBe(false);
    expect(isValidCryptoDestination('SOL', 'short', null)).toBe(false);
    expect(isValidCryptoDestination('EOS', 'toolongaccount', null)).toBe(false);
    expect(isValidCryptoDestination('EOS', 'endsinadot.', null)).toBe(false);
    expect(cryptoDestinationErrors('XRP', '   ', '1')).toEqual({
      address: CRYPTO_ADDRESS_TEXTS.addressRequired,
    });
  });

  it('requires XRP’s destination tag as a 32-bit number', () => {
    const xrp = 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH';
    expect(cryptoDestinationErrors('XRP', xrp, null)).toEqual({ tag: CRYPTO_ADDRESS_TEXTS.tagRequired });
    expect(cryptoDestinationErrors('XRP', xrp, ' ')).toEqual({ tag: CRYPTO_ADDRESS_TEXTS.tagRequired });
    expect(cryptoDestinationErrors('XRP', xrp, 'abc')).toEqual({ tag: CRYPTO_ADDRESS_TEXTS.tagInvalid });
    expect(cryptoDestinationErrors('XRP', xrp, '4294967296')).toEqual({
      tag: CRYPTO_ADDRESS_TEXTS.tagInvalid,
    });
    expect(cryptoDestinationErrors('XRP', xrp, '4294967295')).toEqual({});
    expect(cryptoDestinationErrors('XRP', xrp, '0')).toEqual({});
  });

  it('lets EOS and BNB carry an optional memo and refuses a tag on networks without one', () => {
    expect(cryptoDestinationErrors('EOS', 'casinoplayer', null)).toEqual({});
    expect(cryptoDestinationErrors('EOS', 'casinoplayer', 'x'.repeat(129))).toEqual({
      tag: CRYPTO_ADDRESS_TEXTS.memoInvalid,
    });
    expect(cryptoDestinationErrors('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '42')).toEqual({
      tag: CRYPTO_ADDRESS_TEXTS.noTag,
    });
  });

  it('puts each problem on its field as a zod issue', () => {
    const schema = z
      .object({ currency: z.enum(CRYPTO_CODES), address: z.string(), tag: z.string().nullable() })
      .superRefine(refineCryptoDestination);
    const refused = schema.safeParse({ currency: 'XRP', address: '0xabc', tag: null });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address', 'This is not a valid XRP Ledger address.'],
      ['tag', CRYPTO_ADDRESS_TEXTS.tagRequired],
    ]);
    expect(schema.safeParse({ currency: 'DOGE', address: VALID.DOGE[0]?.address, tag: null }).success).toBe(
      true,
    );
  });
});
