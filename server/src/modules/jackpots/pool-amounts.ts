import { type Coin, formatAmount, JACKPOT_TIERS, type JackpotAmounts } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { poolAmounts } from './pools-repository';

/**
 * The pools of one coin as the lobby counters, the jackpot banners and `me.jackpot_amount` show them
 * (spec §3): each tier's real amount, the sum of its ledger stripes.
 */
export async function jackpotAmounts(executor: Database | Trx, coin: Coin): Promise<JackpotAmounts> {
  const amounts = await poolAmounts(executor, coin);
  return {
    alltiers: JACKPOT_TIERS.map((tier) => ({ label: tier, amount: formatAmount(amounts[tier]) })),
    currency: coin,
  };
}

/** How long the lobby's answer is kept: counters animate over 30 s, so a second's lag is invisible. */
const FRESH_MS = 1_000;

/** The lobby's read, shared by all its callers for a second, so a busy lobby reads the pools once a second. */
export class LobbyJackpots {
  private readonly answers = new Map<Coin, { at: number; answer: Promise<JackpotAmounts> }>();

  constructor(private readonly db: Database) {}

  amounts(coin: Coin): Promise<JackpotAmounts> {
    const kept = this.answers.get(coin);
    if (kept && Date.now() - kept.at < FRESH_MS) return kept.answer;
    const answer = jackpotAmounts(this.db, coin);
    this.answers.set(coin, { at: Date.now(), answer });
    answer.catch(() => this.answers.delete(coin));
    return answer;
  }
}
