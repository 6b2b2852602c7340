import { CRYPTO_TEXTS, type CryptoCode, cryptoCurrency, type DepositAddress } from '@casino/contract';
import QRCode from 'qrcode';
import type { ChainVendor } from '../../../adapters/chain/interface';
import { AppError } from '../../../http/errors';
import type { WalletPorts } from '../ports';
import { cryptoTerms } from './currencies';
import { storeAddress, storedAddress } from './repository';

/** The chain vendor, or the spec's refusal when none is configured (live, until one is integrated). */
export function chainOf(ports: WalletPorts): ChainVendor {
  if (!ports.chain) throw new AppError('FORBIDDEN', CRYPTO_TEXTS.unavailable);
  return ports.chain;
}

/** What a wallet app reads from the QR code: BIP-21 style, with the tag where the chain has one. */
function paymentUri(currency: CryptoCode, address: string, tag: string | null): string {
  const scheme = cryptoCurrency(currency)
    .name.toLowerCase()
    .replace(/[^a-z]/g, '');
  const bare = address.replace(/^bitcoincash:/, '');
  return `${scheme}:${bare}${tag ? `?dt=${tag}` : ''}`;
}

/**
 * `POST /api/coins {currency}`: the player's deposit address for this currency and network. The first
 * one the chain vendor gave is stored and answered again, so a player always sends to the same
 * address. The purchase gate is asked first, so a player on a break or in a blocked state is told now,
 * not after sending coins (it is asked again when a deposit is credited).
 */
export async function depositAddress(
  ports: WalletPorts,
  userId: bigint,
  currency: CryptoCode,
): Promise<DepositAddress> {
  const chain = chainOf(ports);
  await ports.eligibility.purchase(ports.db, userId, 0n);
  let stored = await storedAddress(ports.db, userId, currency);
  if (!stored) {
    const fresh = await chain.depositAddress(userId, currency);
    await storeAddress(ports.db, { user_id: userId, currency, ...fresh });
    stored = await storedAddress(ports.db, userId, currency);
    if (!stored) throw new Error('crypto: the stored address vanished');
  }
  const facts = cryptoCurrency(currency);
  const terms = cryptoTerms(ports.config, currency);
  const uri = paymentUri(currency, stored.address, stored.tag);
  return {
    currency,
    network: facts.network,
    address: stored.address,
    tag: stored.tag,
    tag_name: facts.tagName,
    min_deposit: terms.minDeposit,
    usd_rate: terms.usdRate,
    confirmations: terms.confirmations,
    uri,
    qr_svg: await QRCode.toString(uri, {
      type: 'svg',
      margin: 1,
      color: { dark: '#0e1a24', light: '#ffffff' },
    }),
  };
}
