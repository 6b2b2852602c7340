import type { Trx } from '../../../db/transaction';
import { InsufficientFunds } from '../../../ledger/insufficient-funds';
import type { PlayGateRefusal } from '../../eligibility';
import { answer, answerAgain, type Operation } from './answers';
import { ledgerKey, type ProviderCall, Refused, type WalletStatus } from './calls';
import type { ProviderBetGate } from './ports';
import { addToRound, closeRound, openRound } from './round';
import { claim, recordLateBet, settle } from './transactions-repository';

/**
 * A bet: takes its coins from the player to the house once, in the transaction that records it and adds
 * it to its round's bets row. Refused (nothing written, the answer not kept) for a disabled player, a gate
 * that refuses the play, or not enough money. A bet whose rollback came first never applies.
 */
export const applyBet: Operation = async (ports, trx, call) => {
  const seen = await claim(trx, 'bet', call);
  if ('heldByRollback' in seen) {
    const rolledBack = await answer(ports, trx, call, 'transaction_rolled_back');
    await recordLateBet(trx, seen.heldByRollback, call, rolledBack);
    return { answer: rolledBack };
  }
  if (!seen.first) return answerAgain(ports, trx, call, seen.answer);
  await refuseIneligible(trx, ports.gate, call);
  const round = await openRound(trx, call);
  if (round.closed) throw new Refused('invalid_round');
  const amount = call.isFree ? 0n : call.amount;
  if (amount > 0n) {
    await takeCoins(ports.ledger, trx, call, round.betId, amount);
    // A pool won is paid here, before the answer, so the balance the provider is told includes it.
    await ports.jackpots.contribute(trx, {
      userId: call.userId,
      coin: call.coin,
      gameId: call.gameId,
      betId: round.betId,
      wager: amount,
      key: ledgerKey(call.provider, call.transactionId),
    });
  }
  await addToRound(trx, round, { wager: amount });
  const closed = call.roundClosed ? await closeRound(trx, round) : null;
  const ok = await answer(ports, trx, call, 'ok', seen.id);
  await settle(trx, seen.id, { answer: ok, roundId: round.id });
  if (!closed) return { answer: ok };
  return { answer: ok, afterCommit: await ports.settlements.inTransaction(trx, [closed]) };
};

async function takeCoins(
  ledger: Parameters<Operation>[0]['ledger'],
  trx: Trx,
  call: ProviderCall,
  betId: bigint,
  amount: bigint,
) {
  try {
    await ledger.debitPlay(trx, {
      key: ledgerKey(call.provider, call.transactionId),
      userId: call.userId,
      coin: call.coin,
      amount,
      referenceType: 'bet',
      referenceId: betId.toString(),
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new Refused('not_enough_money');
    throw error;
  }
}

const GATE_REFUSALS: Record<PlayGateRefusal, WalletStatus> = {
  restricted: 'play_restricted',
  location: 'play_restricted',
  loss_limit: 'limit_reached',
  session_limit: 'limit_reached',
};

/** A banned or frozen player, a break or self-exclusion, SC play out of place, the player's own limits. */
async function refuseIneligible(trx: Trx, gate: ProviderBetGate, call: ProviderCall): Promise<void> {
  const player = await trx
    .selectFrom('users')
    .select(['banned_at', 'frozen_at'])
    .where('id', '=', call.userId)
    .executeTakeFirstOrThrow();
  if (player.banned_at !== null || player.frozen_at !== null) throw new Refused('user_disabled');
  const refusal = await gate.betRefusal(trx, call.userId, call.coin, call.amount);
  if (refusal) throw new Refused(GATE_REFUSALS[refusal]);
}
