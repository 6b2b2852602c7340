import { type Balance, type Coin, formatAmount } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';

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
