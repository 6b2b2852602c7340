import type { Config } from '../../config';
import { type GameServer, gameServersByProtocol, noGameServer } from '../../modules/providers';
import { fetchTransport } from '../http-transport';
import { Hub88GameServer } from './game-server';

/** How long a launch or a grant waits for Hub88 before it is a failure (a launch is refused, a grant retried). */
const OPERATOR_API_TIMEOUT_MS = 10_000;

/**
 * With live vendors, Hub88 games launch through Hub88's Operator API when configuration names it, the
 * casino's operator id and key; Pragmatic's live launch API is not integrated. Null when unconfigured.
 */
export function liveGameServer(
  config: Pick<Config, 'HUB88_API_URL' | 'HUB88_OPERATOR_ID' | 'HUB88_CASINO_PRIVATE_KEY'>,
): GameServer | null {
  const { HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_CASINO_PRIVATE_KEY } = config;
  if (!HUB88_API_URL || !HUB88_OPERATOR_ID || !HUB88_CASINO_PRIVATE_KEY) return null;
  const hub88 = new Hub88GameServer({
    transport: fetchTransport(HUB88_API_URL, OPERATOR_API_TIMEOUT_MS),
    basePath: '',
    operatorId: HUB88_OPERATOR_ID,
    casinoPrivateKeyPem: HUB88_CASINO_PRIVATE_KEY,
  });
  return gameServersByProtocol({ hub88, pragmatic: noGameServer });
}
