import { answer, claimFirst, type Operation } from './answers';
import { ledgerKey, Refused } from './calls';
import { addToRound, closeRound, lockRound } from './round';
import { holdBet, markRolledBack, settle } from './transactions-repository';

/**
 * A rollback: gives an applied bet's coins back once (the ledger's exact reverse of the bet's transfer,
 * keyed on the rollback) and takes its wager off the round. A rollback for a bet not seen yet answers ok
 * and holds the bet's id, so the late bet never applies; one for a bet already rolled back moves nothing.
 * Accepted whatever has happened since the bet (token expired, a break begun, the round closed).
 */
export const applyRollback: Operation = async (ports, trx, call) => {
  const claimed = await claimFirst(ports, trx, 'rollback', call);
  if (typeof claimed !== 'bigint') return claimed;
  if (call.referenceTransactionId === undefined) throw new Refused('transaction_does_not_exist');
  const bet = await holdBet(trx, call, call.referenceTransactionId);
  if (bet && (bet.kind !== 'bet' || bet.userId !== call.userId))
    throw new Refused('transaction_does_not_exist');
  let closed = null;
  if (bet?.state === 'applied' && bet.roundId !== null) {
    const round = await lockRound(trx, bet.roundId);
    if (bet.amount > 0n)
      await ports.ledger.reverse(trx, {
        key: ledgerKey(call.provider, call.transactionId),
        of: ledgerKey(call.provider, call.referenceTransactionId),
        kind: 'provider_rollback',
      });
    await addToRound(trx, round, { wager: -bet.amount });
    await markRolledBack(trx, bet.id);
    if (call.roundClosed && !round.closed) closed = await closeRound(trx, round);
  }
  const ok = await answer(ports, trx, call, 'ok', claimed);
  await settle(trx, claimed, { answer: ok, roundId: bet?.roundId ?? null });
  if (!closed) return { answer: ok };
  return { answer: ok, afterCommit: await ports.settlements.inTransaction(trx, [closed]) };
};
