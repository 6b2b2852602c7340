import { describe, expect, it } from 'vitest';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { playerRecords } from '../../test/players';
import { secondInstanceForSuite } from '../../test/second-instance';
import { enterCard, requestCode, scOf, staffOf, verifiedPlayer } from './test-support';

const t = testAppForSuite();

describe.skipIf(!usingRealPostgres)('free entry raced through two instances (real PostgreSQL)', () => {
  const second = secondInstanceForSuite(t);

  it('the same card entered 40 times at once by two staff members credits 5 SC exactly once', async () => {
    const [helper, mod] = [await staffOf(t, 'helper'), await staffOf(t, 'mod')];
    const player = await verifiedPlayer(t);
    const created = await requestCode(t.app, player.headers);
    const { code } = created.json().request as { code: string };
    const start = await scOf(t, player.userId);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? enterCard(second.app, mod.headers, code) : enterCard(t.app, helper.headers, code),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json(), refused.body).toMatchObject({ code: 'CONFLICT' });
    expect(await scOf(t, player.userId)).toEqual({
      unplayed: start.unplayed + 500n,
      redeemable: start.redeemable,
    });
    const credits = await t.infra.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('kind', '=', 'amoe')
      .where('reference_type', '=', 'amoe_request')
      .execute();
    expect(credits).toHaveLength(1);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  }, 120_000);

  it('16 code requests at once by one player open exactly one', async () => {
    const player = await verifiedPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => requestCode(i % 2 ? second.app : t.app, player.headers)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
    const open = await playerRecords(t.infra.db, 'amoe_requests', player.userId);
    expect(open).toHaveLength(1);
  }, 120_000);
});
