/**
 * What authenticates the providers' wallet calls and our answers: Hub88's two RSA key pairs (we sign with
 * ours and check theirs) and Pragmatic's shared secret. Live values come from configuration; the sandbox
 * provider's are made on first start and kept in the database, so no key is ever in the repository.
 */
export interface WalletKeys {
  hub88: { casinoPrivateKeyPem: string; providerPublicKeyPem: string };
  pragmaticSecret: string;
}
