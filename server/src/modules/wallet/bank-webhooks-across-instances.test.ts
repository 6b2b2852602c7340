import { describe, expect, it } from 'vitest';
import { debitBody } from '../../adapters/ach/webhook';
import { signBody } from '../../adapters/hmac';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { serverSecret } from '../../secrets';
import { usingRealPostgres } from '../../test/database';
import { twoInstancesForSuite } from '../../test/second-instance';
import { payByWidget, payee } from './bank/test-support';
import { balances, type Headers } from './test-support';

const PLAYERS = 20;
const WEBHOOKS_EACH = 6;

/**
 * Settled-debit webhooks sent six times each, at once, half through each of two app instances on one
 * PostgreSQL schema, with the player's status polls among them: each purchase is credited exactly once
 * and each coin's balances still sum to zero. Only the database keeps the instances from crediting twice.
 */
describe.skipIf(!usingRealPostgres)('bank-transfer webhooks racing through two instances', () => {
  // The sandbox's own webhook is held back: the test sends every copy itself.
  const { one, two } = twoInstancesForSuite({ ACH_SANDBOX_DELAY_MS: '60000' });

  it('credits each settled debit exactly once', async () => {
    const secret = await serverSecret(one.infra.db, 'ach-webhook');
    const debits: { headers: Headers; ref: string; body: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await payee(one.app);
      const ref = (await payByWidget(one.app, p.headers)).json().merchantRefNum as string;
      const vendor = await one.infra.db
        .updateTable('sandbox_ach_debits')
        .set({ status: 'settled' })
        .where('reference', '=', ref)
        .returningAll()
        .executeTakeFirstOrThrow();
      const body = debitBody({ id: vendor.id, reference: ref, status: 'settled', returnCode: null });
      debits.push({ headers: p.headers, ref, body });
    }
    const calls = debits.flatMap(({ headers, ref, body }) => [
      ...Array.from({ length: WEBHOOKS_EACH }, (_, n) =>
        (n % 2 ? two : one).app.inject({
          method: 'POST',
          url: '/api/webhooks/apt-pay',
          headers: { 'content-type': 'application/json', 'x-aptpay-signature': signBody(secret, body) },
          payload: body,
        }),
      ),
      two.app.inject({ url: `/api/apt-pay/ach-debit/${ref}`, headers }),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    for (const { headers } of debits) expect((await balances(one.app, headers)).gc).toBe('209800.00');
    expect(await ledgerInvariantBreaks(one.infra.db)).toEqual([]);
  });
});
