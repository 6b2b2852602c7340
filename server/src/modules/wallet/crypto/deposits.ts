import { type CryptoCode, type CryptoDeposit, formatAmount, WALLET_TEXTS } from '@casino/contract';
import type { ChainDeposit } from '../../../adapters/chain/interface';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { announceBalance } from '../../users';
import { purchaseStanding } from '../bundles/repository';
import type { DepositPorts } from '../ports';
import { noticePurchaseCompleted } from '../purchases/completed-notice';
import { addToTotalPurchases, lockPurchaser } from '../purchases/repository';
import { belowMinimum, cryptoTerms, usdCents } from './currencies';
import {
  addressOwner,
  addressOwnerOnAnyNetwork,
  type CryptoDepositRow,
  lockDeposit,
  playerDeposits,
  recordDeposit,
} from './repository';

/** spec §9 bundles: 10,000 GC per dollar, i.e. per cent 100 GC = 10,000 minor units. */
const GC_MINOR_PER_CENT = 10_000n;

export const DEPOSIT_NOTES = {
  belowMinimum: 'This deposit is below the minimum for this currency and cannot be credited.',
  wrongNetwork: 'This deposit was sent on a network this address does not accept. Please contact support.',
  unmatched: 'No player address matches this deposit (a missing tag or memo?). Held for support.',
} as const;

/**
 * Why the player's purchases are stopped (a frozen account, purchases switched off), as the gate of a
 * bundle purchase says it; null when they may buy.
 */
async function stoppedReason(trx: Trx, userId: bigint): Promise<string | null> {
  const standing = await purchaseStanding(trx, userId);
  if (standing.frozen_at) return standing.freeze_reason ?? WALLET_TEXTS.frozenReason;
  if (standing.purchases_blocked) return WALLET_TEXTS.cannotPurchase;
  return null;
}

/**
 * Credits a confirmed deposit as a purchase of Gold Coins paid in crypto: GC at the bundle rate, free
 * SC equal to the dollars unless the player is in a GC-only state. The purchase gate is asked now,
 * when the coins would move; if it refuses (a break, a limit, a stale location, identity over the
 * threshold) or purchases are stopped, the deposit is 'held' with the reason, for staff to credit or
 * refund: the coins were received on chain and are never lost, nor credited behind the gate's back.
 */
async function credit(
  ports: DepositPorts,
  trx: Trx,
  row: CryptoDepositRow,
  userId: bigint,
  confirmations: number,
) {
  const cents = usdCents(row.amount, cryptoTerms(ports.config, row.currency as CryptoCode).usdRate);
  const stopped = await stoppedReason(trx, userId);
  let scAwards = false;
  try {
    if (stopped) throw new AppError('FORBIDDEN', stopped);
    ({ scAwards } = await ports.eligibility.purchase(trx, userId, cents));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await recordDeposit(trx, row.id, { status: 'held', confirmations, usdCents: cents, note: error.message });
    return;
  }
  // Purchases of one player complete one at a time (the same lock a bundle's finalise takes).
  await lockPurchaser(trx, userId);
  const coins = { gc: cents * GC_MINOR_PER_CENT, sc: scAwards ? cents : 0n };
  await ports.ledger.creditCryptoDeposit(trx, { depositId: row.id, userId, ...coins });
  await addToTotalPurchases(trx, userId, cents);
  await recordDeposit(trx, row.id, { status: 'credited', confirmations, usdCents: cents, credited: coins });
  await announceBalance(trx, ports.ledger, userId);
  await noticePurchaseCompleted(trx, userId, { ...coins, reference: { deposit_id: row.id.toString() } });
}

/**
 * Applies what the chain shows of one transaction, in one database transaction. The deposit's row is
 * created once per tx hash and locked, so the watcher and a replay on any instance take turns and the
 * second finds it settled: a transaction credits exactly once. Settled rows never move again.
 */
export async function observeDeposit(ports: DepositPorts, seen: ChainDeposit): Promise<CryptoDepositRow> {
  await inTransaction(ports.db, async (trx) => {
    const owner = await addressOwner(trx, seen.currency, seen.address, seen.tag);
    const anyOwner = owner ?? (await addressOwnerOnAnyNetwork(trx, seen.address));
    const row = await lockDeposit(trx, seen, anyOwner?.user_id ?? null);
    if (row.status !== 'pending' && row.status !== 'confirming') return;
    const { confirmations } = seen;
    if (!owner) {
      const wrongNetwork = anyOwner !== undefined;
      await recordDeposit(trx, row.id, {
        status: wrongNetwork ? 'wrong_network' : 'held',
        confirmations,
        note: wrongNetwork ? DEPOSIT_NOTES.wrongNetwork : DEPOSIT_NOTES.unmatched,
      });
      return;
    }
    const terms = cryptoTerms(ports.config, seen.currency);
    if (belowMinimum(row.amount, terms.minDeposit)) {
      await recordDeposit(trx, row.id, {
        status: 'below_minimum',
        confirmations,
        note: DEPOSIT_NOTES.belowMinimum,
      });
      return;
    }
    if (confirmations >= terms.confirmations) await credit(ports, trx, row, owner.user_id, confirmations);
    else
      await recordDeposit(trx, row.id, {
        status: confirmations > 0 ? 'confirming' : 'pending',
        confirmations,
      });
  });
  const stored = await ports.db
    .selectFrom('crypto_deposits')
    .selectAll()
    .where('tx_hash', '=', seen.txHash)
    .executeTakeFirstOrThrow();
  return stored;
}

/** A deposit as the player sees it. */
export function depositView(ports: DepositPorts, row: CryptoDepositRow): CryptoDeposit {
  const coin = (minor: bigint | null) => (minor === null ? null : formatAmount(minor));
  return {
    id: String(row.id),
    tx_hash: row.tx_hash,
    currency: row.currency as CryptoCode,
    amount: trimDecimal(String(row.amount)),
    confirmations: row.confirmations,
    confirmations_needed: cryptoTerms(ports.config, row.currency as CryptoCode).confirmations,
    status: row.status,
    usd_amount: coin(row.usd_cents),
    gc: coin(row.credited_gc),
    sc: coin(row.credited_sc),
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/** "0.050000000000000000" → "0.05": numeric columns answer every decimal place. */
function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** `GET /api/coins/deposits`: the player's latest 20 deposits, newest first. */
export async function myDeposits(ports: DepositPorts, userId: bigint): Promise<CryptoDeposit[]> {
  return (await playerDeposits(ports.db, userId, 20)).map((row) => depositView(ports, row));
}
