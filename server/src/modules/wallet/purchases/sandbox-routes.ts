import {
  checkoutOutcomeSchema,
  sandboxCheckoutSchema,
  sandboxCheckoutViewSchema,
  WALLET_TEXTS,
} from '@casino/contract';
import { z } from 'zod';
import type { PaymentTester } from '../../../adapters/payments/interface';
import { AppError } from '../../../http/errors';
import { onlyFromThisMachine } from '../../../http/this-machine';
import type { Api } from '../../../http/typed-routes';

const reference = z.object({ ref: z.string().min(1).max(64) });

/**
 * The sandbox checkout's controls (`/bank/test/card` and `/bank/test/ach` call them): like the vendor's
 * hosted page, the merchant reference in its URL is what lets the page act on the payment, so the
 * player's checkout answers from anywhere. Settling a pending payment is the vendor's back office, not
 * the player's: it makes money, so only a tester on this machine may. Registered only when the sandbox
 * is the configured vendor, which configuration refuses with live vendors.
 */
export function paymentSandboxRoutes(app: Api, tester: PaymentTester): void {
  app.get(
    '/api/sandbox/paysafe/:ref',
    { schema: { params: reference, response: { 200: sandboxCheckoutViewSchema } } },
    async (request) => {
      const view = await tester.checkout(request.params.ref);
      if (!view) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
      return view;
    },
  );
  app.post(
    '/api/sandbox/paysafe/:ref/instrument',
    { schema: { params: reference, body: sandboxCheckoutSchema, response: { 200: checkoutOutcomeSchema } } },
    async (request) => tester.submit(request.params.ref, request.body),
  );
  app.post(
    '/api/sandbox/paysafe/:ref/challenge',
    {
      schema: {
        params: reference,
        body: z.object({ pass: z.boolean() }),
        response: { 200: checkoutOutcomeSchema },
      },
    },
    async (request) => tester.challenge(request.params.ref, request.body.pass),
  );
  app.post(
    '/api/sandbox/paysafe/:ref/settle',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        params: reference,
        body: z.object({ status: z.enum(['COMPLETED', 'FAILED']) }),
        response: { 200: z.object({ status: z.string().nullable() }) },
      },
    },
    async (request) => ({
      status: (await tester.settle(request.params.ref, request.body.status))?.status ?? null,
    }),
  );
}
