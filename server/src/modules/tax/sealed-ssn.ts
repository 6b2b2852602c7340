import type { Database } from '../../db/database';
import { serverSecret } from '../../secrets';
import { TwoFactorSecrets } from '../auth';

const sealers = new WeakMap<Database, Promise<TwoFactorSecrets>>();

/**
 * The sealer of players' SSNs (AES-256-GCM, as authenticator secrets are sealed) under its own server
 * secret, `tax-ssn`: a copy of `tax_details` alone does not reveal a number, and a key leaked for 2FA
 * does not open them. One per database, made on first use and shared by every request after.
 */
export function ssnSealer(db: Database): Promise<TwoFactorSecrets> {
  let sealer = sealers.get(db);
  if (!sealer) {
    sealer = serverSecret(db, 'tax-ssn').then((secret) => new TwoFactorSecrets(secret));
    // A failed first read (database away) must not stay cached as a rejection.
    sealer.catch(() => sealers.delete(db));
    sealers.set(db, sealer);
  }
  return sealer;
}
