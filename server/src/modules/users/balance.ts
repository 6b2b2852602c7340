import { type Balance, type Coin, formatAmount } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';
import { enqueueEvent } from '../../realtime/event-outbox';
import { gameModeOf } from './repository';

/** A player's balances as the wallet shows them: both coins, SC split into unplayed and redeemable. */
export async function readBalance(
  executor: Database | Trx,
  ledger: Ledger,
  userId: bigint,
  gameMode: Coin,
): Promise<Balance> {
  const accounts = await ledger.playerAccounts(executor, userId);
  const sc = accounts.scUnplayed.balance + accounts.scRedeemable.balance;
  return {
    game_mode: gameMode,
    balance: formatAmount(gameMode === 'GC' ? accounts.gc.balance : sc),
    gc: formatAmount(accounts.gc.balance),
    sc: {
      total: formatAmount(sc),
      unplayed: formatAmount(accounts.scUnplayed.balance),
      redeemable: formatAmount(accounts.scRedeemable.balance),
    },
  };
}

/**
 * Reads the player's wallet after a credit in the caller's transaction and queues it for their tabs
 * (`balance` on App.User.{id}, sent once the transaction commits); answers it for the caller's reply.
 */
export async function announceBalance(trx: Trx, ledger: Ledger, userId: bigint): Promise<Balance> {
  const balance = await readBalance(trx, ledger, userId, await gameModeOf(trx, userId));
  await enqueueEvent(trx, `App.User.${userId}`, 'balance', balance);
  return balance;
}
