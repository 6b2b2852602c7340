import type { FastifyBaseLogger } from 'fastify';

/** Hands a signed webhook to our own endpoint and answers its status code. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

/** What `injectedWebhooks` needs of the app: Fastify's `inject`, which runs a request through it all. */
interface Injects {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): PromiseLike<{ statusCode: number }>;
}

/**
 * A sandbox vendor's delivery to this very app: the signed webhook goes through the whole HTTP stack
 * (routing, raw body, signature check) as the real vendor's would, signed in `signatureHeader`.
 */
export function injectedWebhooks(app: Injects, url: string, signatureHeader: string): WebhookDelivery {
  return async (payload, signature) =>
    (
      await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', [signatureHeader]: signature },
        payload,
      })
    ).statusCode;
}

/**
 * The webhooks a sandbox vendor sends to this app, each after the vendor's delay, as the real one
 * would: signed when delivered (the signature carries its time, so one signed when scheduled could be
 * stale on arrival), a refused or failed delivery is logged, `settled()` waits for all of them (tests)
 * and `close()` drops those not yet due.
 */
export class DelayedWebhooks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly vendor: string,
    private readonly deliver: WebhookDelivery,
    private readonly sign: (rawBody: string) => string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  send(rawBody: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(rawBody, this.sign(rawBody))
        .then((status) => {
          if (status >= 300) this.log.warn({ status }, `sandbox ${this.vendor} webhook was refused`);
        })
        .catch((error: unknown) => this.log.warn({ err: error }, `sandbox ${this.vendor} webhook failed`))
        .finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }, delayMs);
    this.timers.add(timer);
  }

  async settled(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      if (this.inFlight.size > 0) await Promise.all(this.inFlight);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.inFlight);
  }
}
