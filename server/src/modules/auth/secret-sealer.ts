import type { Database } from '../../db/database';
import { serverSecret } from '../../secrets';
import { TwoFactorSecrets } from './two-factor-secrets';

/**
 * The sealer (AES-256-GCM, as authenticator secrets are sealed) under its own server secret `name`, so
 * a key leaked for one kind of secret opens no other. One per database, made on first use and shared by
 * every request after.
 */
export function secretSealer(name: string): (db: Database) => Promise<TwoFactorSecrets> {
  const sealers = new WeakMap<Database, Promise<TwoFactorSecrets>>();
  return (db) => {
    let sealer = sealers.get(db);
    if (!sealer) {
      sealer = serverSecret(db, name).then((secret) => new TwoFactorSecrets(secret));
      // A failed first read (database away) must not stay cached as a rejection.
      sealer.catch(() => sealers.delete(db));
      sealers.set(db, sealer);
    }
    return sealer;
  };
}
