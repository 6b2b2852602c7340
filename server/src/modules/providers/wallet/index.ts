/**
 * The seamless wallet third-party game providers call (integrations.md): bet, win and rollback, each
 * applied once ever per (provider, transaction id), whatever the protocol; the codecs (Hub88, Pragmatic
 * Play) translate their calls to `ProviderCall` and `WalletAnswer` to their answers.
 */

import { inTransaction } from '../../../db/transaction';
import { playBalance } from '../../games';
import type { Operation } from './answers';
import { applyBet } from './bet';
import { type ProviderCall, Refused, type WalletAnswer } from './calls';
import type { ProviderWalletPorts } from './ports';
import { applyPromoWin } from './promo-win';
import { applyRollback } from './rollback';
import { applyWin } from './win';

export type { ProviderCall, WalletAnswer, WalletStatus } from './calls';
export type { ProviderBetGate, ProviderWalletPorts } from './ports';

/**
 * Each call is one database transaction holding its record, its round's bets row and at most one ledger
 * transfer keyed on (provider, transaction id); a round it closes is announced after the commit.
 */
export class ProviderWallet {
  constructor(private readonly ports: ProviderWalletPorts) {}

  bet(call: ProviderCall): Promise<WalletAnswer> {
    return this.run(applyBet, call);
  }

  win(call: ProviderCall): Promise<WalletAnswer> {
    return this.run(applyWin, call);
  }

  /** A promotion's or jackpot's win: no bet, no round. */
  promoWin(call: ProviderCall): Promise<WalletAnswer> {
    return this.run(applyPromoWin, call);
  }

  rollback(call: ProviderCall): Promise<WalletAnswer> {
    return this.run(applyRollback, call);
  }

  /** A refused call wrote nothing: it answers why, with the balance as it stands. */
  private async run(operation: Operation, call: ProviderCall): Promise<WalletAnswer> {
    try {
      const { answer, afterCommit } = await inTransaction(this.ports.db, (trx) =>
        operation(this.ports, trx, call),
      );
      afterCommit?.();
      return answer;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const balance = await playBalance(this.ports.ledger, this.ports.db, call.userId, call.coin);
      return { status: error.status, coin: call.coin, balance };
    }
  }
}
