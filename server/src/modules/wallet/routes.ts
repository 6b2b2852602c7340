import {
  activePromotionsSchema,
  bundlesAnswerSchema,
  confirmPaymentSchema,
  featuredPromotionSchema,
  finaliseAnswerSchema,
  finaliseRequestSchema,
  messageSchema,
  paymentResultSchema,
  paymentStartRequestSchema,
  paymentStartSchema,
  pendingConfirmationSchema,
  rolloverSchema,
  specialDiscountSchema,
} from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../http/authenticate';
import { idempotencyKey } from '../../http/idempotency-key';
import { perPlayerRateLimit } from '../../http/rate-limiter';
import type { Api } from '../../http/typed-routes';
import { bankRoutes } from './bank/routes';
import { activeDiscounts, activePromotions, bundleCatalog, featuredPromotions } from './bundles/service';
import { cryptoRoutes } from './crypto/routes';
import type { WalletPorts } from './ports';
import { confirmPayment, pendingConfirmation } from './purchases/confirmation';
import { finalisePayment, paymentResult } from './purchases/finalise';
import { paymentSandboxRoutes } from './purchases/sandbox-routes';
import { startPayment } from './purchases/start';
import { rollover } from './rollover/service';

/** Payments a player may start a minute: more than any player buying by hand needs. */
const PAYMENT_STARTS_PER_MINUTE = 10;

/** The wallet's bundles, purchases and play-through progress (spec §7 Wallet). */
export function walletRoutes(app: Api, ports: WalletPorts): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const me = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;
  // Each start records a purchase and opens a vendor checkout: a loop must not run up either.
  const startsPerMinute = perPlayerRateLimit(
    ports.rateLimiter,
    'payment-start',
    PAYMENT_STARTS_PER_MINUTE,
    60,
  );

  // Guests see the ladder too (the landing's payments block); a player sees their own offers.
  app.get('/api/bundles', { schema: { response: { 200: bundlesAnswerSchema } } }, async (request) =>
    bundleCatalog(ports.db, await optionalPlayer(ports.sessions, request)),
  );
  app.get(
    '/api/user/active-discounts',
    { ...signedIn, schema: { response: { 200: z.array(specialDiscountSchema) } } },
    async (request) => activeDiscounts(ports.db, me(request)),
  );
  app.get(
    '/api/user/active-promotions',
    { ...signedIn, schema: { response: { 200: activePromotionsSchema } } },
    async (request) => activePromotions(ports.db, me(request)),
  );
  app.get(
    '/api/user/active-featured-promotions',
    { ...signedIn, schema: { response: { 200: z.array(featuredPromotionSchema) } } },
    async (request) => featuredPromotions(ports.db, me(request)),
  );

  app.get('/api/rollover', { ...signedIn, schema: { response: { 200: rolloverSchema } } }, async (request) =>
    rollover(ports.db, ports.ledger, me(request)),
  );

  app.post(
    '/api/payments/paysafe',
    {
      onRequest: [requirePlayer(ports.sessions), startsPerMinute],
      schema: { body: paymentStartRequestSchema, response: { 200: paymentStartSchema } },
    },
    async (request) => startPayment(ports, me(request), request.body.form),
  );
  app.post(
    '/api/payments/paysafe/finalise',
    { ...signedIn, schema: { body: finaliseRequestSchema, response: { 200: finaliseAnswerSchema } } },
    async (request) =>
      finalisePayment(ports, { userId: me(request), key: idempotencyKey(request) }, request.body),
  );
  app.get(
    '/api/payments/paysafe/result',
    {
      ...signedIn,
      schema: {
        querystring: z.object({ merchantRefNum: z.string().min(1).max(64) }),
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => paymentResult(ports, me(request), request.query.merchantRefNum),
  );

  app.get(
    '/api/pendingpaymentconfirmation',
    { ...signedIn, schema: { response: { 200: pendingConfirmationSchema } } },
    async (request) => pendingConfirmation(ports.db, me(request)),
  );
  app.post(
    '/api/confirmpayment',
    { ...signedIn, schema: { body: confirmPaymentSchema, response: { 200: messageSchema } } },
    async (request) =>
      confirmPayment(ports, { userId: me(request), key: idempotencyKey(request) }, request.body),
  );

  if (ports.payments.tester) paymentSandboxRoutes(app, ports.payments.tester);
  cryptoRoutes(app, ports);
  bankRoutes(app, ports);
}
