import type { Database } from '../../db/database';
import type { WalletKeys } from '../../modules/providers';
import {
  generateSigningKeyPair,
  type SigningKeyPair,
} from '../../modules/providers/protocols/hub88/key-pair';
import { serverSecret } from '../../secrets';

/** Both sides' Hub88 keys in sandbox mode: the casino's pair and the sandbox provider's pair. */
export interface SandboxHub88Keys {
  casino: SigningKeyPair;
  provider: SigningKeyPair;
}

/**
 * One side's key pair, generated once and kept in `server_secrets` (as `serverSecret` keeps a string), so
 * every app instance signs and verifies with the same keys. Two instances starting together may both
 * generate: the first insert wins and both read it back.
 */
async function storedKeyPair(db: Database, name: string): Promise<SigningKeyPair> {
  const read = () =>
    db
      .selectFrom('server_secrets')
      .select(['name', 'value'])
      .where('name', 'in', [`${name}.private`, `${name}.public`])
      .execute();
  let rows = await read();
  if (rows.length < 2) {
    const fresh = generateSigningKeyPair();
    // One statement, so a pair is never half written.
    await db
      .insertInto('server_secrets')
      .values([
        { name: `${name}.private`, value: fresh.privateKeyPem },
        { name: `${name}.public`, value: fresh.publicKeyPem },
      ])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    rows = await read();
  }
  const value = (suffix: string) => rows.find((row) => row.name === `${name}.${suffix}`)?.value ?? '';
  return { privateKeyPem: value('private'), publicKeyPem: value('public') };
}

/**
 * The Hub88 keys of a sandbox exchange: the casino signs its launch and free-rounds calls with
 * `casino.privateKeyPem` and its wallet checks the provider's calls with `provider.publicKeyPem`; the
 * sandbox provider does the reverse.
 * The casino's side calls this in sandbox mode; with live vendors its keys come from configuration.
 */
export async function sandboxHub88Keys(db: Database): Promise<SandboxHub88Keys> {
  return {
    casino: await storedKeyPair(db, 'sandbox-hub88-casino'),
    provider: await storedKeyPair(db, 'sandbox-hub88-provider'),
  };
}

/** The secret both sides hash Pragmatic calls with in sandbox mode (`pragmaticHash`). */
export function sandboxPragmaticSecret(db: Database): Promise<string> {
  return serverSecret(db, 'sandbox-pragmatic');
}

/** The `providerId` the sandbox provider names itself with in Pragmatic calls. */
export const SANDBOX_PRAGMATIC_PROVIDER_ID = 'PragmaticPlay';

/** The casino's side of the sandbox exchange: what its wallet routes check the provider's calls against. */
export async function sandboxWalletKeys(db: Database): Promise<WalletKeys> {
  const { provider } = await sandboxHub88Keys(db);
  return {
    hub88: { providerPublicKeyPem: provider.publicKeyPem },
    pragmaticSecret: await sandboxPragmaticSecret(db),
  };
}
