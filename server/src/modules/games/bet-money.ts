import type { Coin } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { Ledger } from '../../ledger/ledger';

/** Coins that move for a bet of a step game or crash: whose, in which coin, how many. */
export interface BetMovement {
  betId: bigint;
  userId: bigint;
  coin: Coin;
  amount: bigint;
}

/**
 * The ledger's movement for a bet, keyed by the bet and what moves (`bet:{id}:wager`, `:stake:{total}`,
 * `:payout`) so that it happens once; a refund reverses `bet:{id}:wager` by that key.
 */
function movement(what: string, { betId, userId, coin, amount }: BetMovement) {
  return {
    key: `bet:${betId}:${what}`,
    userId,
    coin,
    amount,
    referenceType: 'bet',
    referenceId: betId.toString(),
  };
}

/** Takes the wager a bet starts with. */
export function takeWager(ledger: Ledger, trx: Trx, bet: BetMovement) {
  return ledger.debitPlay(trx, movement('wager', bet));
}

/** Takes more stake on a bet in play (a double, a split), keyed by the bet's wager once it is taken. */
export function takeStake(ledger: Ledger, trx: Trx, bet: BetMovement, wagerAfter: bigint) {
  return ledger.debitPlay(trx, movement(`stake:${wagerAfter}`, bet));
}

/** Pays a bet's win. */
export function payWin(ledger: Ledger, trx: Trx, bet: BetMovement) {
  return ledger.creditWin(trx, movement('payout', bet));
}

/** The balance a play answers with: the coin played, SC's unplayed and redeemable coins together. */
export async function playBalance(
  ledger: Ledger,
  executor: Database | Trx,
  userId: bigint,
  coin: Coin,
): Promise<bigint> {
  const accounts = await ledger.playerAccounts(executor, userId);
  return coin === 'GC' ? accounts.gc.balance : accounts.scUnplayed.balance + accounts.scRedeemable.balance;
}
