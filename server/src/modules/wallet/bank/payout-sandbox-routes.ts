import { z } from 'zod';
import type { AchTester } from '../../../adapters/ach/interface';
import { requirePlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import { onlyFromThisMachine } from '../../../http/this-machine';
import type { Api } from '../../../http/typed-routes';
import type { WalletPorts } from '../ports';

const disbursementSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  failure_code: z.string().nullable(),
});

/**
 * The sandbox ACH vendor's payout controls, as its dashboard would offer them: a payout by our reference,
 * the bank's decision on it (paid, or failed with a NACHA code; the product hears of it by the signed
 * webhook after the vendor's delay), and when undecided payouts pay by themselves. Sandbox only, like
 * the other `/api/sandbox/apt-pay` routes; the two that decide answer only on this machine.
 */
export function achPayoutSandboxRoutes(app: Api, ports: WalletPorts, tester: AchTester): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  // Deciding a payout moves coins (a failed one returns them) and the settlement clock decides them all.
  const thisMachine = { onRequest: [requirePlayer(ports.sessions), onlyFromThisMachine] };
  const byReference = async (reference: string) => {
    const disbursement = await tester.disbursementByReference(reference);
    if (!disbursement) throw new AppError('NOT_FOUND', 'No payout has this reference.');
    return disbursement;
  };
  const wire = (d: Awaited<ReturnType<typeof byReference>>) => ({
    id: d.id,
    reference: d.reference,
    status: d.status,
    failure_code: d.failureCode,
  });
  const params = z.object({ ref: z.string().min(1).max(64) });

  app.get(
    '/api/sandbox/apt-pay/disbursements/:ref',
    { ...signedIn, schema: { params, response: { 200: disbursementSchema } } },
    async (request) => wire(await byReference(request.params.ref)),
  );
  app.post(
    '/api/sandbox/apt-pay/disbursements/:ref/decide',
    {
      ...thisMachine,
      schema: {
        params,
        body: z.object({
          outcome: z.enum(['paid', 'failed']),
          failure_code: z
            .string()
            .regex(/^R\d{2}$/, 'expected a NACHA return code such as R03')
            .optional(),
        }),
        response: { 200: disbursementSchema },
      },
    },
    async (request) => {
      const pending = await byReference(request.params.ref);
      const decided = await tester.decideDisbursement(
        pending.id,
        request.body.outcome,
        request.body.failure_code,
      );
      // Already decided: the bank's first word stands, and the answer shows it.
      return wire(decided ?? (await byReference(request.params.ref)));
    },
  );
  app.put(
    '/api/sandbox/apt-pay/disbursements/settlement',
    {
      ...thisMachine,
      schema: {
        body: z.object({ settle_after_ms: z.number().int().min(0).max(3_600_000).nullable() }),
        response: { 200: z.object({ settle_after_ms: z.number().nullable() }) },
      },
    },
    async (request) => {
      tester.setPayoutSettlement(request.body.settle_after_ms);
      return { settle_after_ms: request.body.settle_after_ms };
    },
  );
}
