import type { Trx } from '../../../db/transaction';
import { playBalance } from '../../games';
import {
  ledgerKey,
  type ProviderCall,
  type ProviderCallKind,
  type WalletAnswer,
  type WalletStatus,
} from './calls';
import type { ProviderWalletPorts } from './ports';
import { claim } from './transactions-repository';

/** What an operation came to: the answer, and the announcement of a round it closed, made after commit. */
export interface Outcome {
  answer: WalletAnswer;
  afterCommit?: () => void;
}

export type Operation = (ports: ProviderWalletPorts, trx: Trx, call: ProviderCall) => Promise<Outcome>;

/** The answer of `status` with the player's balance as `trx` sees it, naming the applied call's record. */
export async function answer(
  ports: Pick<ProviderWalletPorts, 'ledger'>,
  trx: Trx,
  call: ProviderCall,
  status: WalletStatus,
  transaction?: bigint,
): Promise<WalletAnswer> {
  const balance = await playBalance(ports.ledger, trx, call.userId, call.coin);
  return { status, coin: call.coin, balance, ...(transaction === undefined ? {} : { transaction }) };
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

/**
 * Claims a win's, promotion win's or rollback's transaction id: its record's id when this is the first time,
 * else the outcome a repeat gets (the first answer, or `duplicate_transaction`).
 */
export async function claimFirst(
  ports: Pick<ProviderWalletPorts, 'ledger'>,
  trx: Trx,
  kind: Exclude<ProviderCallKind, 'bet'>,
  call: ProviderCall,
): Promise<bigint | Outcome> {
  const seen = await claim(trx, kind, call);
  if ('answer' in seen) return answerAgain(ports, trx, call, seen.answer);
  if (!seen.first) throw new Error('provider wallet: only a bet is held by its rollback');
  return seen.id;
}

/** Pays the call's amount from the house to the player once, keyed on its transaction id. */
export async function payWin(
  ports: Pick<ProviderWalletPorts, 'ledger'>,
  trx: Trx,
  call: ProviderCall,
  reference: { type: string; id: bigint },
): Promise<void> {
  if (call.amount <= 0n) return;
  await ports.ledger.creditWin(trx, {
    key: ledgerKey(call.provider, call.transactionId),
    userId: call.userId,
    coin: call.coin,
    amount: call.amount,
    referenceType: reference.type,
    referenceId: reference.id.toString(),
  });
}
