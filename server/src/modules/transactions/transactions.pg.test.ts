import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { testAppForSuite } from '../../test/app';
import { usingRealPostgres } from '../../test/database';
import { keyedPost, seededPlayer } from '../../test/plays';
import { secondInstanceForSuite } from '../../test/second-instance';
import { downloadCsv, expectCsvMatchesLedger } from './test-support';

const t = testAppForSuite();

/**
 * Two app instances on one database: plays and bonuses land from both at once while the player
 * downloads their history, and every file still replays to the ledger to the cent (a file read outside
 * one snapshot could miss a movement committed under a lower transfer id, or cut an account short).
 */
describe.skipIf(!usingRealPostgres)('the CSV under concurrent plays (real PostgreSQL)', () => {
  const second = secondInstanceForSuite(t);

  it('matches ledger_accounts to the cent, during and after concurrent plays from two instances', async () => {
    const p = await seededPlayer(t.app, 'csv-race', ['dicing', 'limbo'], 'SC');
    const gcPlayer = await seededPlayer(t.app, 'csv-race-gc', ['dicing']);
    const plays = Array.from({ length: 16 }, (_, i) => {
      const app = i % 2 ? second.app : t.app;
      const [url, payload] =
        i % 3
          ? ['/api/dicing', { wager: '0.10', multiplier: 2 }]
          : ['/api/limbo', { wager: '0.07', target: 1.3 }];
      return keyedPost(app, url, p.headers, randomUUID(), payload);
    });
    const gcPlays = Array.from({ length: 8 }, (_, i) =>
      keyedPost(i % 2 ? second.app : t.app, '/api/dicing', gcPlayer.headers, randomUUID(), {
        wager: '1.11',
        multiplier: 3,
      }),
    );
    const bonuses = Array.from({ length: 3 }, () =>
      inTransaction(t.infra.db, (trx) =>
        t.infra.ledger.grantBonus(trx, {
          key: `rakeback:${randomUUID()}`,
          kind: 'rakeback',
          userId: p.userId,
          coin: 'SC',
          amount: 3n,
        }),
      ),
    );
    // Downloads taken while the movements land: each is one consistent snapshot.
    const during = [downloadCsv(second.app, p.headers), downloadCsv(t.app, p.headers)];
    const answers = await Promise.all([...plays, ...gcPlays]);
    await Promise.all(bonuses);
    // Plays of one player racing on one seed pair may be refused (409, nothing moved); most go through.
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(4);
    for (const file of await Promise.all(during)) expectReplays(file);

    for (const player of [p, gcPlayer]) {
      const entries = await downloadCsv(second.app, player.headers);
      await expectCsvMatchesLedger(t.infra.db, player.userId, entries);
    }
    expect(await ledgerInvariantBreaks(t.infra.db)).toEqual([]);
  });
});

/** Each account's running balance is the one before plus the amount, from zero. */
function expectReplays(entries: Awaited<ReturnType<typeof downloadCsv>>): void {
  const running = new Map<string, bigint>();
  for (const entry of entries) {
    const balance = (running.get(entry.account) ?? 0n) + entry.amount;
    expect(entry.running).toBe(balance);
    running.set(entry.account, balance);
  }
}
