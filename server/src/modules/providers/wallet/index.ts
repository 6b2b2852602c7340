/**
 * The seamless wallet third-party game providers call (integrations.md): bet, win, take-back and
 * rollback, each applied once ever per (provider, transaction id), whatever the protocol; the codecs
 * (Hub88, Pragmatic Play) translate their calls to `ProviderCall` and `WalletAnswer` to their answers.
 */
import type { Coin } from '@casino/contract';
import { inTransaction, retrying, type Trx } from '../../../db/transaction';
import type { BatchLanes } from '../../../ledger/batch-lanes';
import { highRollerThresholds, historyRow, type SettledBet } from '../../games';
import { walletCallBatches } from './call-batches';
import {
  ledgerKey,
  type ProviderCall,
  type ProviderCallKind,
  type RoundEnd,
  type WalletAnswer,
} from './calls';
import type { ProviderWalletPorts } from './ports';
import {
  type CallRules,
  keepBalanceWithJackpot,
  type PostedCall,
  roundEnd,
  type SettledRound,
  type WalletRow,
  walletCalls,
} from './statements';

export type { ProviderCall, RoundEnd, WalletAnswer, WalletStatus } from './calls';
export type { ProviderWalletPorts } from './ports';

/**
 * Each call is applied whole by `provider_wallet_call` in the database, with its record, its round's bets
 * row and at most one ledger transfer keyed on (provider, transaction id): no transaction held open across
 * round trips. Concurrent calls go together in one statement (walletCallBatches); a jackpot game's bet
 * runs alone in the transaction that feeds the pools. A round a call closes is announced after the commit.
 */
export class ProviderWallet {
  private readonly rules: CallRules;
  private readonly batches: BatchLanes<PostedCall, WalletRow>;

  constructor(private readonly ports: ProviderWalletPorts) {
    this.rules = { highRoller: highRollerThresholds(), sessionLifetimeMs: ports.sessionLifetimeMs };
    this.batches = walletCallBatches(ports.db, this.rules, ports.lanes);
  }

  /**
   * A jackpot game's bet feeds the pools in its own transaction, and a pool it wins is paid before the
   * answer, so the balance the provider is told includes it; any other bet is the one statement.
   */
  async bet(call: ProviderCall): Promise<WalletAnswer> {
    const wager = call.isFree ? 0n : call.amount;
    if (wager > 0n && (await this.ports.jackpots.isJackpotGame(call.gameId)))
      return this.answered(
        call,
        await inTransaction(this.ports.db, (trx) => this.jackpotBet(trx, call, wager)),
      );
    return this.apply('bet', call);
  }

  win(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply('win', call);
  }

  /** A promotion's or jackpot's win: no bet, no round. */
  promoWin(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply('promo_win', call);
  }

  /** A round's correction takes `call.amount` back from the player (provider_wallet_take_back.sql). */
  takeBack(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply('take_back', call);
  }

  rollback(call: ProviderCall): Promise<WalletAnswer> {
    return this.apply('rollback', call);
  }

  /** The provider's round is over: its bets row settles if it had not yet. */
  async endRound(end: RoundEnd): Promise<WalletAnswer> {
    return this.answered(end, await retrying(() => roundEnd(this.ports.db, end, this.rules.highRoller)));
  }

  private async apply(kind: ProviderCallKind, call: ProviderCall): Promise<WalletAnswer> {
    return this.answered(call, await this.batches.post(this.posted(kind, call)));
  }

  private async jackpotBet(trx: Trx, call: ProviderCall, wager: bigint): Promise<WalletRow> {
    const [row] = await walletCalls(trx, [this.posted('bet', call)], this.rules);
    if (!row) throw new Error('provider wallet: the bet was not answered');
    // Refused, or seen before (its first answer stands): nothing to feed.
    if (row.o_status !== 'ok' || row.o_bet === null || row.o_transaction === null) return row;
    const won = await this.ports.jackpots.contribute(trx, {
      userId: call.userId,
      coin: call.coin,
      gameId: call.gameId,
      betId: row.o_bet,
      wager,
      key: ledgerKey(call.provider, call.transactionId),
    });
    if (!won) return row;
    const balance = row.o_balance + won.amount;
    await keepBalanceWithJackpot(trx, row.o_transaction, balance);
    return { ...row, o_balance: balance };
  }

  private posted(kind: ProviderCallKind, call: ProviderCall): PostedCall {
    return { kind, call, house: this.ports.ledger.houseAccountFor(call.coin, call.userId) };
  }

  /**
   * After the commit: a round the call closed leaves through the settlement door as an instant house play
   * does (`PlaySettlements.committed`, dice's pipeline: its listeners, the player's own result included,
   * hear it from here, nothing queued in the database), and the player's own tabs hear their balance (the
   * game's answer goes to the provider, not to them). A refused call wrote nothing: it answers why, with
   * the balance as it stands.
   */
  private answered(player: { userId: bigint; coin: Coin }, row: WalletRow): WalletAnswer {
    if (row.o_settled_at !== null) {
      const settled = settledRound(player, row);
      this.ports.settlements.committed(settled, row.o_high_roller, historyRow(settled, settled.userId));
    }
    if (row.o_status === 'ok') this.ports.balanceChanged(player.userId);
    return {
      status: row.o_status,
      coin: player.coin,
      balance: row.o_balance,
      ...(row.o_transaction === null ? {} : { transaction: row.o_transaction }),
    };
  }
}

/** The round's bets row as it settled, when the call closed it. */
function settledRound(player: { userId: bigint; coin: Coin }, row: SettledRound): SettledBet {
  return {
    id: row.o_bet,
    userId: player.userId,
    username: row.o_username,
    privateMode: row.o_private,
    game: row.o_game,
    coin: player.coin,
    wager: row.o_wager,
    payout: row.o_payout,
    settledAt: row.o_settled_at,
    title: row.o_title,
  };
}
