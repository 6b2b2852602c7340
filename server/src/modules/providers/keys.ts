import type { Config } from '../../config';

/**
 * What authenticates the providers' wallet calls and our answers: Hub88's two RSA key pairs (we sign with
 * ours and check theirs) and Pragmatic's shared secret. Live values come from configuration; the sandbox
 * provider's are made on first start and kept in the database, so no key is ever in the repository. A
 * protocol without its keys has no wallet routes: no call of it could be checked.
 */
export interface WalletKeys {
  hub88: { casinoPrivateKeyPem: string; providerPublicKeyPem: string } | null;
  pragmaticSecret: string | null;
}

/** The keys configuration sets, each protocol's or null. */
export function configuredWalletKeys(
  config: Pick<Config, 'HUB88_CASINO_PRIVATE_KEY' | 'HUB88_PROVIDER_PUBLIC_KEY' | 'PRAGMATIC_SECRET_KEY'>,
): WalletKeys {
  const { HUB88_CASINO_PRIVATE_KEY, HUB88_PROVIDER_PUBLIC_KEY, PRAGMATIC_SECRET_KEY } = config;
  return {
    hub88:
      HUB88_CASINO_PRIVATE_KEY && HUB88_PROVIDER_PUBLIC_KEY
        ? { casinoPrivateKeyPem: HUB88_CASINO_PRIVATE_KEY, providerPublicKeyPem: HUB88_PROVIDER_PUBLIC_KEY }
        : null,
    pragmaticSecret: PRAGMATIC_SECRET_KEY ?? null,
  };
}
