import { formatAmount, messageSchema } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GIFT_CARD_OUTCOMES, type GiftCardTester } from '../../adapters/gift-cards/interface';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';

/**
 * The sandbox gift-card vendor's controls, as its dashboard would offer them: `POST
 * /api/dev/gift-cards/next-outcome {outcome}` queues what the next new card order does (issued, out of
 * stock, brand unavailable), `POST /api/dev/gift-cards/outage {seconds}` makes the vendor unreachable
 * for that long on every instance (0 ends it: how a tester shows payouts ride out an outage), and `GET
 * /api/dev/gift-cards/:reference` shows the card issued under a payout reference. Registered beside the
 * outbox and, like it, answered only on this machine.
 */
export function giftCardControl(
  app: Api,
  tester: GiftCardTester,
  onlyFromThisMachine: (request: FastifyRequest) => Promise<void>,
): void {
  app.post(
    '/api/dev/gift-cards/next-outcome',
    {
      onRequest: onlyFromThisMachine,
      schema: { body: z.object({ outcome: z.enum(GIFT_CARD_OUTCOMES) }), response: { 200: messageSchema } },
    },
    async (request) => {
      await tester.queueOutcome(request.body.outcome);
      return { message: `The next gift card order will be ${request.body.outcome.replaceAll('_', ' ')}.` };
    },
  );
  app.post(
    '/api/dev/gift-cards/outage',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        body: z.object({ seconds: z.number().int().min(0).max(3_600) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await tester.setOutage(request.body.seconds * 1_000);
      return {
        message: request.body.seconds
          ? `The gift-card vendor is unreachable for ${request.body.seconds} s.`
          : 'The gift-card vendor is reachable again.',
      };
    },
  );
  app.get(
    '/api/dev/gift-cards/:reference',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        params: z.object({ reference: z.string().min(1).max(64) }),
        response: {
          200: z.object({ code: z.string(), brand: z.string(), reference: z.string(), amount: z.string() }),
        },
      },
    },
    async (request) => {
      const card = await tester.issued(request.params.reference);
      if (!card) throw new AppError('NOT_FOUND', 'No gift card was issued under this reference.');
      return {
        code: card.code,
        brand: card.brand,
        reference: card.reference,
        amount: formatAmount(card.amountCents),
      };
    },
  );
}
