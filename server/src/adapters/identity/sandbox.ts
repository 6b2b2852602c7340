import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DelayedWebhooks, type WebhookDelivery } from '../delayed-webhooks';
import { DEFAULT_WEBHOOK_TOLERANCE_SECONDS } from '../hmac';
import type {
  IdentityTester,
  IdentityVendor,
  SessionRequest,
  TesterDecision,
  VendorSession,
} from './interface';
import { decisionBody, eventBody, hasValidSignature, signBody } from './webhook';

/**
 * The default identity vendor: it works offline and behaves like Veriff in every state. The flow is a
 * page of the product (`/veriff/sandbox/:sessionId`) where the player fills the identity form and a
 * tester picks the outcome; the sandbox then sends the same signed webhooks the vendor would, the
 * decision after a short delay. app.ts never builds it under production (config refuses it).
 */
export class SandboxIdentity implements IdentityVendor, IdentityTester {
  readonly name = 'sandbox' as const;
  readonly tester: IdentityTester = this;
  private readonly webhooks: DelayedWebhooks;

  constructor(
    private readonly secret: string,
    private readonly decisionDelayMs: number,
    deliver: WebhookDelivery,
    log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  ) {
    this.webhooks = new DelayedWebhooks('identity', deliver, (body) => signBody(secret, body), log);
  }

  async createSession(_request: SessionRequest): Promise<VendorSession> {
    const id = randomUUID();
    return { id, url: `/veriff/sandbox/${id}` };
  }

  isSigned(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(this.secret, rawBody, signature, this.toleranceSeconds);
  }

  report(sessionId: string, playerId: string, action: 'started' | 'submitted'): void {
    this.send(eventBody(sessionId, playerId, action), 0);
  }

  decide(sessionId: string, playerId: string, decision: TesterDecision): void {
    this.send(decisionBody(sessionId, playerId, decision, new Date()), this.decisionDelayMs);
  }

  settled(): Promise<void> {
    return this.webhooks.settled();
  }

  close(): Promise<void> {
    return this.webhooks.close();
  }

  private send(rawBody: string, delayMs: number): void {
    this.webhooks.send(rawBody, delayMs);
  }
}
