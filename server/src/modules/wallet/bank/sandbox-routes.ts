import {
  ACH_DEBIT_STATES,
  sandboxDebitSettleSchema,
  sandboxWidgetAnswerSchema,
  sandboxWidgetSchema,
  WALLET_TEXTS,
} from '@casino/contract';
import { z } from 'zod';
import type { AchTester } from '../../../adapters/ach/interface';
import { currentPlayer, requirePlayer } from '../../../http/authenticate';
import { AppError } from '../../../http/errors';
import { onlyFromThisMachine } from '../../../http/this-machine';
import type { Api } from '../../../http/typed-routes';
import type { WalletPorts } from '../ports';
import { accountOf } from './accounts';
import { debitByReference } from './repository';
import { askVendor } from './vendor';

/**
 * The sandbox ACH vendor's controls: the instant-verification widget (`/bank/test/flinks`, its session
 * in the URL is what lets the page act, as on the vendor's hosted widget), the player's bank statement
 * showing the micro-deposits, and the bank's decision on a pending debit. Registered only when the
 * sandbox is the vendor, which app.ts builds only with sandbox vendors.
 */
export function achSandboxRoutes(app: Api, ports: WalletPorts, tester: AchTester): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  app.post(
    '/api/sandbox/apt-pay/widget/:session',
    {
      schema: {
        params: z.object({ session: z.string().uuid('No such verification session.') }),
        body: sandboxWidgetSchema,
        response: { 200: sandboxWidgetAnswerSchema },
      },
    },
    async (request) => {
      const answer = await askVendor(() =>
        tester.completeWidget(request.params.session, {
          bankName: request.body.bank_name,
          outcome: request.body.outcome,
        }),
      );
      return { result: answer.result, referenceId: answer.referenceId, error_code: answer.errorCode };
    },
  );
  app.get(
    '/api/sandbox/apt-pay/statement/:id',
    {
      ...signedIn,
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ deposits: z.array(z.number()) }) },
      },
    },
    async (request) => {
      const account = await accountOf(ports, currentPlayer(request).userId, request.params.id);
      return { deposits: (await tester.microDeposits(account.vendor_account_id)) ?? [] };
    },
  );
  app.post(
    '/api/sandbox/apt-pay/debits/:ref/decide',
    {
      // A settled debit credits coins: the bank's decision answers only on this machine.
      onRequest: [requirePlayer(ports.sessions), onlyFromThisMachine],
      schema: {
        params: z.object({ ref: z.string().min(1).max(64) }),
        body: sandboxDebitSettleSchema,
        response: { 200: z.object({ status: z.enum(ACH_DEBIT_STATES).nullable() }) },
      },
    },
    async (request) => {
      const userId = currentPlayer(request).userId;
      const debit = await debitByReference(ports.db, userId, request.params.ref);
      if (!debit) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
      // The bank decides now; the product hears of it by the vendor's webhook, after the vendor's delay.
      const decided = await tester.decideDebit(
        debit.vendor_debit_id,
        request.body.outcome,
        request.body.return_code,
      );
      return { status: decided?.status ?? null };
    },
  );
}
