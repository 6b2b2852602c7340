import type { Coin } from '@casino/contract';
import type { Trx } from '../../../db/transaction';
import { playBalance } from '../../games';
import type { Outcome } from './answers';
import { Refused } from './calls';
import type { ProviderWalletPorts } from './ports';
import { closeRound, findRoundId, lockRound } from './round';

/** A provider saying its round is over (Pragmatic's endRound): moves nothing, may come more than once. */
export interface RoundEnd {
  provider: string;
  roundId: string;
  userId: bigint;
  coin: Coin;
}

/**
 * Closes the round if a bet opened it and it is still open, and settles its bets row through the door;
 * a round already closed, or never opened (a provider may end a round that had no bet), answers ok.
 */
export async function applyRoundEnd(ports: ProviderWalletPorts, trx: Trx, end: RoundEnd): Promise<Outcome> {
  const id = await findRoundId(trx, end.provider, end.roundId);
  let afterCommit: (() => void) | undefined;
  if (id !== undefined) {
    const round = await lockRound(trx, id);
    if (round.userId !== end.userId || round.coin !== end.coin) throw new Refused('invalid_round');
    if (!round.closed)
      afterCommit = await ports.settlements.inTransaction(trx, [await closeRound(trx, round)]);
  }
  const balance = await playBalance(ports.ledger, trx, end.userId, end.coin);
  return { answer: { status: 'ok', coin: end.coin, balance }, ...(afterCommit ? { afterCommit } : {}) };
}
