import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { inTransaction } from '../db/transaction';
import { createTestDatabase } from '../test/database';
import { Ledger } from './ledger';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('grants, debits and credits through ledger_post', async () => {
  const ledger = await Ledger.load(handle.db);
  const user = await handle.db
    .insertInto('users')
    .values({
      username: 'smoke',
      email: 's@x.io',
      password_hash: 'x',
      date_of_birth: '1990-01-01',
      state: 'CA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(handle.db, async (trx) => {
    await ledger.openPlayerAccounts(trx, user.id);
    await ledger.grantBonus(trx, {
      key: 'g1',
      kind: 'signup_bonus',
      userId: user.id,
      coin: 'SC',
      amount: 100n,
    });
  });
  const replay = await inTransaction(handle.db, (trx) =>
    ledger.grantBonus(trx, { key: 'g1', kind: 'signup_bonus', userId: user.id, coin: 'SC', amount: 100n }),
  );
  expect(replay.replayed).toBe(true);
  await inTransaction(handle.db, (trx) =>
    ledger.debitPlay(trx, { key: 'p1', userId: user.id, coin: 'SC', amount: 60n }),
  );
  await inTransaction(handle.db, (trx) =>
    ledger.creditWin(trx, { key: 'w1', userId: user.id, coin: 'SC', amount: 120n }),
  );
  await inTransaction(handle.db, (trx) =>
    ledger.debitPlay(trx, { key: 'p2', userId: user.id, coin: 'SC', amount: 50n }),
  );
  const accounts = await ledger.playerAccounts(handle.db, user.id);
  expect(accounts.scUnplayed.balance).toBe(0n);
  expect(accounts.scRedeemable.balance).toBe(110n);
  await expect(
    inTransaction(handle.db, (trx) =>
      ledger.debitPlay(trx, { key: 'p3', userId: user.id, coin: 'SC', amount: 111n }),
    ),
  ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  expect(await ledger.totals(handle.db)).toEqual({ GC: 0n, SC: 0n });
});
