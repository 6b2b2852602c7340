import type { AchDebit, SavedAccount } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxAch } from '../../../adapters/ach/sandbox';
import { addAchPayee } from '../../../test/ach-payee';
import type { WalletPorts } from '../ports';
import { type Headers, ladderBundle, purchaser } from '../test-support';

/** A valid spec §5 identity form. */
export { ACH_PAYEE_FORM as IDENTITY } from '../../../test/sample-people';

/** A purchaser who has sent the identity form, so they are the ACH vendor's payee. */
export async function payee(app: FastifyInstance) {
  const player = await purchaser(app);
  await addAchPayee(app, player.headers);
  return player;
}

/** Opens the widget and has the tester pick a bank and an outcome; answers the widget's result. */
export async function useWidget(app: FastifyInstance, headers: Headers, outcome = 'linked') {
  const widget = (await app.inject({ url: '/api/apt-pay/verification', headers })).json() as {
    session: string;
  };
  const answer = await app.inject({
    method: 'POST',
    url: `/api/sandbox/apt-pay/widget/${widget.session}`,
    payload: { bank_name: 'First Sandbox Bank', outcome },
  });
  return answer.json() as { result: 'linked' | 'failed' | 'cancelled'; referenceId: string };
}

/** Links an account through the widget and debits it for the ladder bundle at `price`. */
export async function payByWidget(app: FastifyInstance, headers: Headers, price = '9.99', key?: string) {
  const widget = await useWidget(app, headers);
  const bundle = await ladderBundle(app, headers, price);
  return app.inject({
    method: 'POST',
    url: '/api/apt-pay/ach-debit/flinks',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: {
      amount: bundle.price,
      result: widget.result,
      referenceId: widget.referenceId,
      bundleId: bundle.id,
    },
  });
}

/** Adds an account by its numbers (micro-deposits sent); answers the saved account. */
export async function addByNumbers(app: FastifyInstance, headers: Headers): Promise<SavedAccount> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/apt-pay/verify-account',
    headers,
    payload: { routing_number: '011000015', account_number: '123456789012' },
  });
  if (answer.statusCode !== 200) throw new Error(`verify-account failed: ${answer.body}`);
  return answer.json() as SavedAccount;
}

/** The two micro-deposits on the sandbox bank statement. */
export async function statement(app: FastifyInstance, headers: Headers, accountId: number) {
  return (
    (await app.inject({ url: `/api/sandbox/apt-pay/statement/${accountId}`, headers })).json() as {
      deposits: [number, number];
    }
  ).deposits;
}

/** The tester has the bank settle or return a debit; answers once its webhook was delivered. */
export async function decide(
  app: FastifyInstance,
  vendors: Pick<WalletPorts, 'ach'>,
  headers: Headers,
  ref: string,
  outcome: 'settled' | 'returned',
  returnCode?: string,
) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/sandbox/apt-pay/debits/${ref}/decide`,
    headers,
    payload: { outcome, ...(returnCode ? { return_code: returnCode } : {}) },
  });
  await (vendors.ach as SandboxAch).settled();
  return answer;
}

export async function debitOf(app: FastifyInstance, headers: Headers, ref: string) {
  return (await app.inject({ url: `/api/apt-pay/ach-debit/${ref}`, headers })).json() as AchDebit;
}
