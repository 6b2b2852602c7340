import type { Config } from '../../config';

/**
 * What authenticates the providers' wallet calls: the Hub88 provider's RSA public key (its calls are signed
 * with its private key) and Pragmatic's shared secret. Live values come from configuration; the sandbox
 * provider's are made on first start and kept in the database, so no key is ever in the repository. A
 * protocol without its key has no wallet routes: no call of it could be checked. (Our own private key
 * signs our calls to Hub88, not the wallet's answers: adapters/hub88.)
 */
export interface WalletKeys {
  hub88: { providerPublicKeyPem: string } | null;
  pragmaticSecret: string | null;
}

/** The keys configuration sets, each protocol's or null. */
export function configuredWalletKeys(
  config: Pick<Config, 'HUB88_PROVIDER_PUBLIC_KEY' | 'PRAGMATIC_SECRET_KEY'>,
): WalletKeys {
  const { HUB88_PROVIDER_PUBLIC_KEY, PRAGMATIC_SECRET_KEY } = config;
  return {
    hub88: HUB88_PROVIDER_PUBLIC_KEY ? { providerPublicKeyPem: HUB88_PROVIDER_PUBLIC_KEY } : null,
    pragmaticSecret: PRAGMATIC_SECRET_KEY ?? null,
  };
}
