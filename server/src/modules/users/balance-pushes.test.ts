import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { ledgerDatabaseForSuite } from '../../test/ledger-database';
import { createPlayer, setPlayerRow } from '../../test/players';
import { readBalance } from './balance';
import { BalancePushes } from './balance-pushes';

const t = ledgerDatabaseForSuite();

describe('balance pushes', () => {
  it('push each player once per burst, after the last change, their wallet as readBalance shows it', async () => {
    const published: { channel: string; event: string; data: unknown }[] = [];
    const pushes = new BalancePushes(
      t.db,
      { publish: (channel, event, data) => published.push({ channel, event, data }) },
      { error: () => undefined },
    );
    const gc = await createPlayer(t.db, t.ledger);
    const sc = await createPlayer(t.db, t.ledger);
    await setPlayerRow(t.db, sc, { game_mode: 'SC' });
    for (const [userId, coin] of [
      [gc, 'GC'],
      [sc, 'SC'],
    ] as const) {
      pushes.changed(userId);
      await inTransaction(t.db, (trx) =>
        t.ledger.grantBonus(trx, { key: `push:${userId}`, kind: 'test_bonus', userId, coin, amount: 1_234n }),
      );
      pushes.changed(userId);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const expected = await Promise.all(
      [gc, sc].map(async (userId, i) => ({
        channel: `App.User.${userId}`,
        event: 'balance',
        data: await readBalance(t.db, t.ledger, userId, i === 0 ? 'GC' : 'SC'),
      })),
    );
    expect(published).toHaveLength(2);
    expect(published).toEqual(expect.arrayContaining(expected));
    expect(expected[1]?.data).toMatchObject({ game_mode: 'SC', balance: '12.34' });
  });

  it('push nothing once stopped: a change gathered when shutdown begins is dropped, not read', async () => {
    const published: unknown[] = [];
    const errors: unknown[] = [];
    const pushes = new BalancePushes(
      t.db,
      { publish: (...message) => published.push(message) },
      { error: (payload) => errors.push(payload) },
    );
    const userId = await createPlayer(t.db, t.ledger);
    pushes.changed(userId);
    await pushes.stop();
    pushes.changed(userId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(published).toEqual([]);
    expect(errors).toEqual([]);
  });
});
