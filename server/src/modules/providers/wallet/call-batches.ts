import type { Database } from '../../../db/database';
import { isTransient } from '../../../db/failures';
import { retrying } from '../../../db/transaction';
import { BatchLanes } from '../../../ledger/batch-lanes';
import { type CallRules, type PostedCall, type WalletRow, walletCalls } from './statements';

/**
 * Posts wallet calls in batches (`provider_wallet_calls`), in lanes by house shard as the ledger's play
 * postings do dice plays (BatchLanes). A player's calls may share a batch: the statement applies them in
 * turn, in the order they came.
 */
export function walletCallBatches(
  db: Database,
  rules: CallRules,
  lanes: number,
): BatchLanes<PostedCall, WalletRow> {
  return new BatchLanes(
    {
      name: 'provider_wallet_calls',
      maxBatch: 64,
      onePerPlayer: false,
      playerOf: (posted) => posted.call.userId,
      // Run again after a lost connection too, perhaps after the commit: each call is keyed by its
      // provider's transaction id, so one that committed answers its first answer and moves nothing, and
      // a blip between the wallet and its database never reaches the provider (who would roll the bet back).
      run: (batch) => retrying(() => walletCalls(db, batch, rules), isTransient),
    },
    lanes,
  );
}
