import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { ledgerInvariantBreaks } from '../../ledger/invariants';
import { Ledger } from '../../ledger/ledger';
import { createTestDatabase, usingRealPostgres } from '../../test/database';
import { holdLedgerAccount } from '../../test/held-rows';
import { faultyDatabase } from '../../test/second-instance';
import type { GameLaunch } from '.';
import type { ProvidersTestApp } from './test-support';
import {
  gameOf,
  hub88Bet,
  hub88Call,
  launchGame,
  playerWith,
  pragmaticCall,
  pragmaticRound,
  providersTestApp,
} from './test-support';

/**
 * The wallet's connection dies right after its statement committed: the coins moved, the wallet cannot
 * know. It looks again at once, so the provider hears the first answer, and so does the provider's own
 * retry; the coins move once: a bet, a win and a live dealer's correction. Real PostgreSQL only: the
 * fault sits in the `pg` connection.
 */
describe.skipIf(!usingRealPostgres)(
  'a wallet call whose connection dies after its commit (real PostgreSQL)',
  () => {
    let handle: DatabaseHandle;
    let faulty: DatabaseHandle;
    let p: ProvidersTestApp;
    let ledger: Ledger;
    /** Wallet statements still to cut right after they commit. */
    let cuts = 0;
    let cutsMade = 0;
    /** The database cannot be reached at all. */
    let away = false;

    beforeAll(async () => {
      handle = await createTestDatabase();
      ledger = await Ledger.load(handle.db);
      faulty = await faultyDatabase(handle, {
        unreachable: () => away,
        afterAutocommit: (text) => {
          if (!text.includes('provider_wallet_calls(') || cuts === 0) return false;
          cuts--;
          cutsMade++;
          return true;
        },
      });
      p = await providersTestApp({ db: faulty.db, ledger });
    });
    afterAll(async () => {
      await p?.app.close();
      await faulty?.close();
      await handle?.close();
    });

    const t = {
      get db() {
        return handle.db;
      },
      get ledger() {
        return ledger;
      },
    };

    const gcBalance = async (userId: bigint) => (await ledger.playerAccounts(handle.db, userId)).gc.balance;

    async function launched(userId: bigint, software: 'hub88' | 'pragmatic') {
      const game = await gameOf(t, software, software === 'pragmatic' ? false : undefined);
      expect((await launchGame(p, userId, software, game.id)).statusCode).toBe(200);
      return p.launches.at(-1) as GameLaunch;
    }

    it('a Hub88 bet and win each cut after commit: answered once each, the coins moved once', async () => {
      const userId = await playerWith(t, 10_000n);
      const bet = hub88Bet(await launched(userId, 'hub88'), { amount: 2_500 * 1000 });

      cuts = 1;
      // The wallet looks again at once: the provider hears the bet that applied, as if nothing happened,
      // and its own retry of the same call is answered alike.
      for (let i = 0; i < 2; i++)
        expect((await hub88Call(p.app, 'transaction/bet', bet)).body).toMatchObject({
          status: 'RS_OK',
          balance: 7_500 * 1000,
        });
      expect(cutsMade).toBe(1);
      expect(await gcBalance(userId)).toBe(7_500n);

      const win = {
        ...bet,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        amount: 4_000 * 1000,
        round_closed: true,
      };
      cuts = 1;
      for (let i = 0; i < 2; i++)
        expect((await hub88Call(p.app, 'transaction/win', win)).body).toMatchObject({
          status: 'RS_OK',
          balance: 11_500 * 1000,
        });
      expect(await gcBalance(userId)).toBe(11_500n);
      expect(cutsMade).toBe(2);
    });

    it('a Pragmatic correction cut after commit takes the coins back once', async () => {
      const userId = await playerWith(t, 10_000n);
      const round = pragmaticRound(await launched(userId, 'pragmatic'));
      expect(
        await pragmaticCall(p.app, 'bet', { ...round, reference: randomUUID(), amount: '2.50' }),
      ).toMatchObject({ error: 0 });
      expect(
        await pragmaticCall(p.app, 'result', { ...round, reference: randomUUID(), amount: '5.00' }),
      ).toMatchObject({ error: 0 });
      expect(await gcBalance(userId)).toBe(10_250n);

      const correction = { ...round, reference: randomUUID(), amount: '-2.00' };
      const before = cutsMade;
      cuts = 1;
      const taken = await pragmaticCall(p.app, 'adjustment', correction);
      expect(taken).toMatchObject({ error: 0, cash: 100.5 });
      expect(await pragmaticCall(p.app, 'adjustment', correction)).toEqual(taken);
      expect(await gcBalance(userId)).toBe(10_050n);
      expect(cutsMade).toBe(before + 1);
      expect(await ledgerInvariantBreaks(handle.db)).toEqual([]);
    });

    it("while the database is away, answers in each protocol's words: Hub88's RS_ERROR_UNKNOWN, Pragmatic's retry", async () => {
      const userId = await playerWith(t, 10_000n);
      const bet = hub88Bet(await launched(userId, 'hub88'), { amount: 1_000 * 1000 });
      const round = pragmaticRound(await launched(userId, 'pragmatic'));
      away = true;
      try {
        const refused = await hub88Call(p.app, 'transaction/bet', bet);
        expect(refused).toMatchObject({ status: 200, body: { status: 'RS_ERROR_UNKNOWN' } });
        expect(
          await pragmaticCall(p.app, 'bet', { ...round, reference: randomUUID(), amount: '1.00' }),
        ).toMatchObject({ error: 100 });
        expect(await pragmaticCall(p.app, 'endRound', round)).toMatchObject({ error: 130 });
      } finally {
        away = false;
      }
      expect(await gcBalance(userId)).toBe(10_000n);
    });

    it('while a long transaction holds the player’s row past the lock bound, answers the same; the retry applies once', async () => {
      const userId = await playerWith(t, 10_000n);
      const bet = hub88Bet(await launched(userId, 'hub88'), { amount: 1_000 * 1000 });
      const round = pragmaticRound(await launched(userId, 'pragmatic'));
      const pragmaticBet = { ...round, reference: randomUUID(), amount: '1.00' };
      const { gc } = await ledger.playerAccounts(handle.db, userId);
      const lock = await holdLedgerAccount(handle.db, gc.id);
      try {
        expect(await hub88Call(p.app, 'transaction/bet', bet)).toMatchObject({
          status: 200,
          body: { status: 'RS_ERROR_UNKNOWN' },
        });
        expect(await pragmaticCall(p.app, 'bet', pragmaticBet)).toMatchObject({ error: 100 });
      } finally {
        await lock.release();
      }
      expect(await gcBalance(userId)).toBe(10_000n);
      expect((await hub88Call(p.app, 'transaction/bet', bet)).body).toMatchObject({ status: 'RS_OK' });
      expect(await pragmaticCall(p.app, 'bet', pragmaticBet)).toMatchObject({ error: 0 });
      expect(await gcBalance(userId)).toBe(8_900n);
    });
  },
);
