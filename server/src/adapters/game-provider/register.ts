import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Api } from '../../http/typed-routes';
import { gameServersByProtocol } from '../../modules/providers';
import type { GameServer } from '../../modules/providers/launch/game-server';
import { fetchTransport, type HttpTransport, injectedTransport } from '../http-transport';
import { Hub88GameServer } from '../hub88/game-server';
import { SandboxGameServer } from './game-server';
import {
  SANDBOX_HUB88_API,
  SANDBOX_HUB88_OPERATOR_ID,
  sandboxHub88OperatorRoutes,
} from './hub88-operator-api';
import { hub88Wallet } from './hub88-wallet';
import { sandboxHub88Keys, sandboxPragmaticSecret } from './keys';
import { pragmaticWallet } from './pragmatic-wallet';
import { SandboxProvider } from './provider';
import { keepRetry, SandboxRetries } from './retries';
import { sandboxProviderRoutes } from './routes';
import type { ProviderSession } from './sessions';

/** How long the provider waits for the wallet's answer over the network before it calls it a timeout. */
const WALLET_TIMEOUT_MS = 5_000;
/** How often each instance sends the due retries of unanswered wins and endRounds. */
const RETRY_SWEEP_MS = 5_000;

export interface SandboxProviderPorts {
  db: Database;
  config: Pick<Config, 'VENDORS' | 'PROVIDER_SANDBOX_WALLET_URL'>;
  /** Overrides the transport (tests); otherwise configuration picks it. */
  transport?: HttpTransport;
}

/**
 * Starts the sandbox game provider inside the product, only with the sandbox vendors: its routes under
 * `/api/sandbox/provider`, and the GameServer the casino launches its games through. With live vendors
 * it registers nothing and answers null, so a tester's control can never be reached in production.
 */
export async function registerSandboxProvider(
  app: Api,
  ports: SandboxProviderPorts,
): Promise<GameServer | null> {
  if (ports.config.VENDORS !== 'sandbox') return null;
  const { db, config } = ports;
  const transport =
    ports.transport ??
    (config.PROVIDER_SANDBOX_WALLET_URL
      ? fetchTransport(config.PROVIDER_SANDBOX_WALLET_URL, WALLET_TIMEOUT_MS)
      : injectedTransport(app));
  const keys = await sandboxHub88Keys(db);
  const secret = await sandboxPragmaticSecret(db);
  const walletFor = (session: ProviderSession) =>
    session.protocol === 'hub88'
      ? hub88Wallet(transport, keys.provider, session)
      : pragmaticWallet(transport, secret, session);
  const provider = new SandboxProvider({
    db,
    walletFor,
    unanswered: (sessionId, round, call) => keepRetry(db, sessionId, round, call),
  });
  sandboxProviderRoutes(app, provider);
  sandboxHub88OperatorRoutes(app, db, keys.casino.publicKeyPem);
  const stopRetries = new SandboxRetries(db, walletFor, app.log).start(RETRY_SWEEP_MS);
  app.addHook('onClose', async () => stopRetries());
  // The casino reaches the provider as it would a live Hub88: signed calls over its whole HTTP stack.
  const hub88 = new Hub88GameServer({
    transport: injectedTransport(app),
    basePath: SANDBOX_HUB88_API,
    operatorId: SANDBOX_HUB88_OPERATOR_ID,
    casinoPrivateKeyPem: keys.casino.privateKeyPem,
  });
  return gameServersByProtocol({ hub88, pragmatic: new SandboxGameServer(db) });
}
