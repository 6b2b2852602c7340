import { BONUS_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { secondInstanceForSuite } from '../../test/second-instance';
import { claim, claimingPlayer } from './test-support';

const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)(
  'daily bonus claimed at once through two instances (real PostgreSQL)',
  () => {
    const second = secondInstanceForSuite(t);

    it('500 claims by one player, each with its own key: exactly one pays, the ledger sums to zero', async () => {
      const p = await claimingPlayer(t);
      const answers = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          claim(t, 'POST', '/api/hourly-bonus', p.headers, {}, undefined, i % 2 ? second.app : t.app),
        ),
      );
      const paid = answers.filter((a) => a.statusCode === 200);
      expect(paid).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expect(refused.json(), refused.body).toMatchObject({
          code: 'CONFLICT',
          message: BONUS_TEXTS.dailyNotReady,
        });
      const claims = await t.infra.db
        .selectFrom('bonus_claims')
        .select(['gc', 'sc'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(claims).toEqual([{ gc: 500_000n, sc: 10n }]);
      const balance = (await t.app.inject({ url: '/api/user/balance', headers: p.headers })).json();
      expect(balance).toMatchObject({ gc: '15000.00', sc: { total: '1.10' } });
      expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
      expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
    }, 120_000);
  },
);
