import type { Trx } from '../../../db/transaction';
import { playBalance } from '../../games';
import type { ProviderCall, WalletAnswer, WalletStatus } from './calls';
import type { ProviderWalletPorts } from './ports';

/** What an operation came to: the answer, and the announcement of a round it closed, made after commit. */
export interface Outcome {
  answer: WalletAnswer;
  afterCommit?: () => void;
}

export type Operation = (ports: ProviderWalletPorts, trx: Trx, call: ProviderCall) => Promise<Outcome>;

/** The answer of `status` with the player's balance as `trx` sees it. */
export async function answer(
  ports: Pick<ProviderWalletPorts, 'ledger'>,
  trx: Trx,
  call: ProviderCall,
  status: WalletStatus,
): Promise<WalletAnswer> {
  return { status, coin: call.coin, balance: await playBalance(ports.ledger, trx, call.userId, call.coin) };
}

/** A transaction id seen before: its first answer, or `duplicate_transaction` when its fields differ. */
export async function answerAgain(
  ports: Pick<ProviderWalletPorts, 'ledger'>,
  trx: Trx,
  call: ProviderCall,
  first: WalletAnswer | 'duplicate',
): Promise<Outcome> {
  if (first !== 'duplicate') return { answer: first };
  return { answer: await answer(ports, trx, call, 'duplicate_transaction') };
}
