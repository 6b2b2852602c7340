import type { FastifyInstance } from 'fastify';

/**
 * One signed call between the casino and a game provider, either way: the provider's wallet calls, the
 * casino's launch and free-rounds calls. A path, a raw body (signed as sent) and its headers.
 */
export interface TransportRequest {
  path: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  body: string;
  headers?: Record<string, string>;
}

/** The other side's answer; a call that got none (timeout, connection refused) throws instead. */
export interface TransportReply {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

/** How one side reaches the other: over HTTP, whatever carries it. */
export interface HttpTransport {
  send(request: TransportRequest): Promise<TransportReply>;
}

const headerText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Within one app: the call goes through its whole HTTP stack (routing, raw body, signature check) as a
 * call from outside would, without a socket, as the sandbox vendors' webhooks do. The sandbox provider
 * reaches the casino's wallet this way by default, and the casino the sandbox provider's operator API.
 */
export function injectedTransport(app: Pick<FastifyInstance, 'inject'>): HttpTransport {
  return {
    async send(request) {
      const reply = await app.inject({
        method: 'POST',
        url: request.path,
        headers: { 'content-type': request.contentType, ...request.headers },
        payload: request.body,
      });
      return {
        status: reply.statusCode,
        body: reply.body,
        headers: Object.fromEntries(Object.entries(reply.headers).map(([k, v]) => [k, headerText(v)])),
      };
    },
  };
}

/**
 * Over the network to `baseUrl`: for the sandbox provider, the casino (PROVIDER_SANDBOX_WALLET_URL: another
 * instance, or the casino behind its proxy); for the casino, a live aggregator's API (HUB88_API_URL). A
 * call unanswered within `timeoutMs` throws, as a timeout does.
 */
export function fetchTransport(baseUrl: string, timeoutMs: number): HttpTransport {
  return {
    async send(request) {
      const response = await fetch(new URL(request.path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': request.contentType, ...request.headers },
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return {
        status: response.status,
        body: await response.text(),
        headers: Object.fromEntries(response.headers.entries()),
      };
    },
  };
}
