import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  IdentityTester,
  IdentityVendor,
  SessionRequest,
  TesterDecision,
  VendorSession,
} from './interface';
import { decisionBody, eventBody, hasValidSignature, signBody } from './webhook';

/** Hands a signed webhook to our own endpoint and answers its status code (app.ts uses app.inject). */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

/**
 * The default identity vendor: it works offline and behaves like Veriff in every state. The flow is a
 * page of the product (`/veriff/sandbox/:sessionId`) where the player fills the identity form and a
 * tester picks the outcome; the sandbox then sends the same signed webhooks the vendor would, the
 * decision after a short delay. app.ts never builds it under production (config refuses it).
 */
export class SandboxIdentity implements IdentityVendor, IdentityTester {
  readonly name = 'sandbox' as const;
  readonly tester: IdentityTester = this;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly secret: string,
    private readonly decisionDelayMs: number,
    private readonly deliver: WebhookDelivery,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async createSession(_request: SessionRequest): Promise<VendorSession> {
    const id = randomUUID();
    return { id, url: `/veriff/sandbox/${id}` };
  }

  isSigned(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(this.secret, rawBody, signature);
  }

  report(sessionId: string, playerId: string, action: 'started' | 'submitted'): void {
    this.send(eventBody(sessionId, playerId, action), 0);
  }

  decide(sessionId: string, playerId: string, decision: TesterDecision): void {
    this.send(decisionBody(sessionId, playerId, decision, new Date()), this.decisionDelayMs);
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

  private send(rawBody: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(rawBody, signBody(this.secret, rawBody))
        .then((status) => {
          if (status >= 300) this.log.warn({ status }, 'sandbox identity webhook was refused');
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'sandbox identity webhook failed'))
        .finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }, delayMs);
    this.timers.add(timer);
  }
}
