import {
  achDebitRequestSchema,
  achDebitSchema,
  bankVerificationSchema,
  flinksResultSchema,
  identityFormSchema,
  manualAccountSchema,
  microDepositsSchema,
  payeeStatusSchema,
  savedAccountSchema,
  ssnSchema,
} from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../../../http/authenticate';
import { idempotencyKey } from '../../../http/idempotency-key';
import { signedWebhookRoute } from '../../../http/raw-json-body';
import type { Api } from '../../../http/typed-routes';
import type { WalletPorts } from '../ports';
import {
  addAccountByNumbers,
  linkFromWidget,
  listAccounts,
  removeAccount,
  verifyMicroDeposits,
} from './accounts';
import { createDebit, debitAccount, debitStatus } from './debits';
import { addIdentity, payeeStatus, startVerification, validateSsn } from './payee';
import { achPayoutSandboxRoutes } from './payout-sandbox-routes';
import { achSandboxRoutes } from './sandbox-routes';
import { receiveAchWebhook } from './webhook';

const accounts = z.array(savedAccountSchema);

/** Bank transfer purchases: the spec's `apt-pay` calls (§7 Wallet) and the vendor's webhook. */
export function bankRoutes(app: Api, ports: WalletPorts): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };
  const me = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.post(
    '/api/apt-pay/add/identity',
    { ...signedIn, schema: { body: identityFormSchema, response: { 200: payeeStatusSchema } } },
    async (request) => addIdentity(ports, me(request), request.body),
  );
  app.post(
    '/api/apt-pay/validatessn',
    { ...signedIn, schema: { body: ssnSchema, response: { 200: payeeStatusSchema } } },
    async (request) => validateSsn(ports, me(request), request.body.ssn),
  );
  app.get(
    '/api/apt-pay/verify',
    { ...signedIn, schema: { response: { 200: payeeStatusSchema } } },
    async (request) => payeeStatus(ports, me(request)),
  );
  app.get(
    '/api/apt-pay/verification',
    { ...signedIn, schema: { response: { 200: bankVerificationSchema } } },
    async (request) => startVerification(ports, me(request)),
  );
  app.post(
    '/api/apt-pay/verify-account',
    { ...signedIn, schema: { body: manualAccountSchema, response: { 200: savedAccountSchema } } },
    async (request) => addAccountByNumbers(ports, me(request), request.body),
  );
  app.post(
    '/api/apt-pay/verify-micro',
    { ...signedIn, schema: { body: microDepositsSchema, response: { 200: savedAccountSchema } } },
    async (request) => verifyMicroDeposits(ports, me(request), request.body),
  );
  app.get(
    '/api/apt-pay/getaccounts',
    { ...signedIn, schema: { response: { 200: accounts } } },
    async (request) => listAccounts(ports, me(request)),
  );
  app.post(
    '/api/apt-pay/removesaved/:id',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: accounts } },
    },
    async (request) => removeAccount(ports, me(request), request.params.id),
  );
  app.post(
    '/api/apt-pay/ach-debit/create',
    { ...signedIn, schema: { body: achDebitRequestSchema, response: { 200: achDebitSchema } } },
    async (request) =>
      createDebit(ports, { userId: me(request), key: idempotencyKey(request) }, request.body),
  );
  // The widget's result: the account it linked is saved and debited for the order at once.
  app.post(
    '/api/apt-pay/ach-debit/flinks',
    {
      ...signedIn,
      schema: {
        body: flinksResultSchema.extend({
          bundleId: z.number().int().positive(),
          promotionId: z.number().int().positive().optional(),
        }),
        response: { 200: achDebitSchema },
      },
    },
    async (request) => {
      const request_ = { userId: me(request), key: idempotencyKey(request) };
      const account = await linkFromWidget(ports, request_.userId, request.body);
      return debitAccount(ports, request_, account, request.body);
    },
  );
  app.get(
    '/api/apt-pay/ach-debit/:ref',
    {
      ...signedIn,
      schema: { params: z.object({ ref: z.string().min(1).max(64) }), response: { 200: achDebitSchema } },
    },
    async (request) => debitStatus(ports, me(request), request.params.ref),
  );

  signedWebhookRoute(app, '/api/webhooks/apt-pay', 'x-aptpay-signature', (body, signature) =>
    receiveAchWebhook(ports, body, signature),
  );

  if (ports.ach?.tester) {
    achSandboxRoutes(app, ports, ports.ach.tester);
    achPayoutSandboxRoutes(app, ports, ports.ach.tester);
  }
}
