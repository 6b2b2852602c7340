import type { Trx } from '../db/transaction';
import type { Ledger, TransferResult } from './ledger';

/** One chat tip: Gold Coins from one player's GC account to another's (never Sweeps Coins). */
export interface TipMovement {
  tipId: bigint;
  tipperId: bigint;
  recipientId: bigint;
  /** Minor units of GC, above zero. */
  amount: bigint;
}

/**
 * Posts a tip as one GC transfer between the two players, keyed by the tip (`chat-tip:<id>`) so it moves
 * once. The coin is GC by construction: sweepstakes rules forbid passing SC between players, so no SC
 * account is ever named here. A tipper short of GC fails the database's non-negative check
 * (InsufficientFunds), which aborts the caller's transaction and the tip's row with it.
 */
export async function postTip(ledger: Ledger, trx: Trx, tip: TipMovement): Promise<TransferResult> {
  const from = await ledger.playerAccountIds(trx, tip.tipperId);
  const to = await ledger.playerAccountIds(trx, tip.recipientId);
  return ledger.transfer(trx, {
    key: `chat-tip:${tip.tipId}`,
    kind: 'tip',
    coin: 'GC',
    postings: [
      { accountId: from[0], amount: -tip.amount },
      { accountId: to[0], amount: tip.amount },
    ],
    referenceType: 'chat_tip',
    referenceId: tip.tipId.toString(),
  });
}
