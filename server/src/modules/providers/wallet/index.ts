/**
 * The seamless wallet third-party game providers call (integrations.md): bet, win and rollback, each
 * applied once ever per (provider, transaction id), whatever the protocol; the codecs (Hub88, Pragmatic
 * Play) translate their calls to `ProviderCall` and `WalletAnswer` to their answers.
 */

import type { Coin } from '@casino/contract';
import { inTransaction, type Trx } from '../../../db/transaction';
import { playBalance } from '../../games';
import type { Operation, Outcome } from './answers';
import { applyBet } from './bet';
import { type ProviderCall, Refused, type WalletAnswer } from './calls';
import { applyRoundEnd, type RoundEnd } from './end-round';
import type { ProviderWalletPorts } from './ports';
import { applyPromoWin } from './promo-win';
import { applyRollback } from './rollback';
import { applyWin } from './win';

export type { ProviderCall, WalletAnswer, WalletStatus } from './calls';
export type { RoundEnd } from './end-round';
export type { ProviderBetGate, ProviderWalletPorts } from './ports';

/**
 * Each call is one database transaction holding its record, its round's bets row and at most one ledger
 * transfer keyed on (provider, transaction id); a round it closes is announced after the commit.
 */
export class ProviderWallet {
  constructor(private readonly ports: ProviderWalletPorts) {}

  bet(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply(applyBet, call);
  }

  win(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply(applyWin, call);
  }

  /** A promotion's or jackpot's win: no bet, no round. */
  promoWin(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply(applyPromoWin, call);
  }

  rollback(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply(applyRollback, call);
  }

  /** The provider's round is over: its bets row settles if it had not yet. */
  endRound(end: RoundEnd): Promise<WalletAnswer> {
    return this.run((trx) => applyRoundEnd(this.ports, trx, end), end);
  }

  private apply(operation: Operation, call: ProviderCall): Promise<WalletAnswer> {
    return this.run((trx) => operation(this.ports, trx, call), call);
  }

  /**
   * A refused call wrote nothing: it answers why, with the balance as it stands. After a commit the
   * player's own tabs hear their balance (the game's answer goes to the provider, not to them).
   */
  private async run(
    operation: (trx: Trx) => Promise<Outcome>,
    player: { userId: bigint; coin: Coin },
  ): Promise<WalletAnswer> {
    try {
      const { answer, afterCommit } = await inTransaction(this.ports.db, operation);
      afterCommit?.();
      if (answer.status === 'ok') this.ports.balanceChanged(player.userId);
      return answer;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const balance = await playBalance(this.ports.ledger, this.ports.db, player.userId, player.coin);
      return { status: error.status, coin: player.coin, balance };
    }
  }
}
