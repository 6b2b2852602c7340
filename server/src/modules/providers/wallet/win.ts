import type { Trx } from '../../../db/transaction';
import { answer, claimFirst, type Operation, payWin } from './answers';
import { type ProviderCall, Refused } from './calls';
import { addToRound, closeRound, findRoundId, lockRound, type ProviderRound } from './round';
import { find, settle } from './transactions-repository';

/**
 * A win: pays the player from the house once and adds to its round's payout; closes the round when the
 * provider says so. Accepted whatever has happened since the bet (the token expired, a break or
 * self-exclusion began, the round closed: a late win is paid and added to the settled round). A win for a
 * bet never applied is `transaction_does_not_exist`, for a rolled-back bet `transaction_rolled_back`.
 */
export const applyWin: Operation = async (ports, trx, call) => {
  const claimed = await claimFirst(ports, trx, 'win', call);
  if (typeof claimed !== 'bigint') return claimed;
  const round = await roundOfWin(trx, call);
  await payWin(ports, trx, call, { type: 'bet', id: round.betId });
  await addToRound(trx, round, { payout: call.amount });
  const closed = call.roundClosed && !round.closed ? await closeRound(trx, round) : null;
  const ok = await answer(ports, trx, call, 'ok', claimed);
  await settle(trx, claimed, { answer: ok, roundId: round.id });
  if (!closed) return { answer: ok };
  return { answer: ok, afterCommit: await ports.settlements.inTransaction(trx, [closed]) };
};

/**
 * The round a win pays into: its bet's (locked, so a rollback of that bet waits for the win or the win
 * for it), or without a bet named, the round of the provider's round id; one of the same player and coin.
 */
async function roundOfWin(trx: Trx, call: ProviderCall): Promise<ProviderRound> {
  let roundId: bigint | null | undefined;
  if (call.referenceTransactionId !== undefined) {
    const bet = await find(trx, call.provider, call.referenceTransactionId, true);
    if (bet?.kind !== 'bet') throw new Refused('transaction_does_not_exist');
    if (bet.state === 'rolled_back') throw new Refused('transaction_rolled_back');
    roundId = bet.roundId;
  } else {
    roundId = await findRoundId(trx, call.provider, call.roundId);
  }
  if (roundId === null || roundId === undefined) throw new Refused('transaction_does_not_exist');
  const round = await lockRound(trx, roundId);
  if (round.userId !== call.userId || round.coin !== call.coin)
    throw new Refused('transaction_does_not_exist');
  return round;
}
