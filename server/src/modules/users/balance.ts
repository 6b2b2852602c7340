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
  return shownBalance(gameMode, {
    gc: accounts.gc.balance,
    sc_unplayed: accounts.scUnplayed.balance,
    sc_redeemable: accounts.scRedeemable.balance,
  });
}

/**
 * Several players' balances, each as `readBalance` shows it, with their coin, in one query (the balance
 * pushes' batch). A player with no accounts is left out.
 */
export async function readBalances(db: Database, userIds: readonly bigint[]): Promise<Map<bigint, Balance>> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
    .select(['users.id', 'users.game_mode', 'ledger_accounts.kind', 'ledger_accounts.balance'])
    .where('users.id', 'in', userIds)
    .execute();
  const players = new Map<bigint, { gameMode: Coin; accounts: Map<string, bigint> }>();
  for (const row of rows) {
    const player = players.get(row.id) ?? { gameMode: row.game_mode, accounts: new Map() };
    player.accounts.set(row.kind, row.balance);
    players.set(row.id, player);
  }
  const balances = new Map<bigint, Balance>();
  for (const [userId, { gameMode, accounts }] of players) {
    const gc = accounts.get('gc');
    const unplayed = accounts.get('sc_unplayed');
    const redeemable = accounts.get('sc_redeemable');
    if (gc === undefined || unplayed === undefined || redeemable === undefined) continue;
    balances.set(userId, shownBalance(gameMode, { gc, sc_unplayed: unplayed, sc_redeemable: redeemable }));
  }
  return balances;
}

function shownBalance(
  gameMode: Coin,
  accounts: { gc: bigint; sc_unplayed: bigint; sc_redeemable: bigint },
): Balance {
  const sc = accounts.sc_unplayed + accounts.sc_redeemable;
  return {
    game_mode: gameMode,
    balance: formatAmount(gameMode === 'GC' ? accounts.gc : sc),
    gc: formatAmount(accounts.gc),
    sc: {
      total: formatAmount(sc),
      unplayed: formatAmount(accounts.sc_unplayed),
      redeemable: formatAmount(accounts.sc_redeemable),
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
