import type { FastifyInstance } from 'fastify';

/** One HTTP call to the casino's wallet, as the provider sends it: a path, a raw body and its headers. */
export interface WalletRequest {
  path: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  body: string;
  headers?: Record<string, string>;
}

/** The wallet's answer; a call that got none (timeout, connection refused) throws instead. */
export interface WalletReply {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

/** How the sandbox provider reaches the casino's wallet: over HTTP, whatever carries it. */
export interface WalletTransport {
  send(request: WalletRequest): Promise<WalletReply>;
}

const headerText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The default: the call goes through this very app's whole HTTP stack (routing, raw body, signature
 * check) as a real provider's would, without a socket, as the sandbox vendors' webhooks do.
 */
export function injectedTransport(app: Pick<FastifyInstance, 'inject'>): WalletTransport {
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
 * Over the network to `baseUrl` (PROVIDER_SANDBOX_WALLET_URL): another instance, or the casino behind
 * its proxy. A call unanswered within `timeoutMs` throws, as a provider's timeout does.
 */
export function fetchTransport(baseUrl: string, timeoutMs: number): WalletTransport {
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
