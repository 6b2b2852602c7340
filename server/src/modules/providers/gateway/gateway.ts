import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { isLockTimeout, isTransient } from '../../../db/failures';
import type { Ledger } from '../../../ledger/ledger';
import { playBalance } from '../../games';
import type { KeptGameSessions } from '../launch/kept-sessions';
import { protocolOf, providerPlayer } from '../launch/provider-player';
import type { ProviderCall, ProviderWallet, WalletAnswer } from '../wallet';
import type { MoneyCall, RollbackCall, WalletCall, WalletOutcome, WalletRefusal } from '../wallet-call';
import type { GameCodes } from './game-codes';
import { outcomeOf } from './outcome';
import { type CallPlayer, callPlayer } from './player';

export interface GatewayPorts {
  db: Database;
  ledger: Ledger;
  wallet: ProviderWallet;
  games: GameCodes;
  sessions: KeptGameSessions;
}

/** The catalog game a call names (its code is the game's identifier), as GameCodes keeps it. */
interface CallGame {
  id: number;
  identifier: string | null;
}

/** A call that names no game (a promotion's win, a rollback): recorded with game 0. */
const NO_GAME: CallGame = { id: 0, identifier: null };

/**
 * Between the protocol codecs and the wallet core: resolves a call's player, launch session and game,
 * applies the rules that belong to the session (a bet needs a live token of that game, its end checked in
 * the bet's statement; wins, refunds and rollbacks are paid whatever the token's age) and answers in the
 * codecs' neutral words.
 */
export class WalletGateway {
  constructor(private readonly ports: GatewayPorts) {}

  /**
   * The answer to one call. While the database is away (the wallet already ran a call again whose
   * connection died), or holds the call's rows past the batch's bound on lock waits, the answer is
   * `unknown`, in the protocol's own words and signed: Hub88's RS_ERROR_UNKNOWN, after which it rolls a
   * bet back; Pragmatic's 100, after which it retries. Both are safe, as a call applies once, ever,
   * whatever was committed before the connection died.
   */
  async answer(call: WalletCall, log: Pick<FastifyBaseLogger, 'warn'>): Promise<WalletOutcome> {
    try {
      return await this.answered(call);
    } catch (error) {
      if (!isTransient(error) && !isLockTimeout(error)) throw error;
      log.warn(
        { err: error, call: call.kind },
        'provider wallet: database unavailable or busy, answered unknown',
      );
      return { kind: 'unknown' };
    }
  }

  private async answered(call: WalletCall): Promise<WalletOutcome> {
    const player = await callPlayer(this.ports.sessions, call);
    if (typeof player === 'string') return { kind: player };
    const user = call.userId ?? providerPlayer(player.userId, player.coin);
    const answered = await this.apply(call, player);
    return typeof answered === 'string' ? { kind: answered } : outcomeOf(answered, user);
  }

  private async apply(call: WalletCall, player: CallPlayer): Promise<WalletAnswer | WalletRefusal> {
    const { wallet } = this.ports;
    switch (call.kind) {
      case 'info':
      case 'balance':
        return this.balance(player);
      case 'end_round':
        return wallet.endRound({ provider: call.provider, roundId: call.roundId, ...player });
      case 'rollback':
        return wallet.rollback(this.providerCall(call, player, NO_GAME));
      case 'bet':
        return this.bet(call, player);
      default:
        return this.credit(call, player);
    }
  }

  /**
   * A bet needs the token of the game it is for. Its end, which any instance may have moved, is checked
   * (and extended in its second half) by the bet's own statement, not read before it.
   */
  private async bet(call: MoneyCall, player: CallPlayer): Promise<WalletAnswer | WalletRefusal> {
    const { session } = player;
    if (!session) return 'invalid_token';
    const game = await this.gameOf(call);
    if (typeof game === 'string') return game;
    if (session.gameId !== game.id) return 'invalid_token';
    return this.ports.wallet.bet({ ...this.providerCall(call, player, game), sessionId: session.id });
  }

  /**
   * A round's win, or a promotion's or jackpot's. A live-casino adjustment corrects its round: above zero
   * it is a win of the round, below zero it takes the coins back.
   */
  private async credit(call: MoneyCall, player: CallPlayer): Promise<WalletAnswer | WalletRefusal> {
    const game = call.gameCode === null ? NO_GAME : await this.gameOf(call);
    if (typeof game === 'string') return game;
    const providerCall = this.providerCall(call, player, game);
    if (call.kind === 'adjustment' && call.amountMinor < 0n)
      return this.ports.wallet.takeBack({ ...providerCall, amount: -call.amountMinor });
    if (call.kind === 'promo_win' || call.kind === 'jackpot_win')
      return this.ports.wallet.promoWin(providerCall);
    return this.ports.wallet.win(providerCall);
  }

  private async balance(player: CallPlayer): Promise<WalletAnswer> {
    const balance = await playBalance(this.ports.ledger, this.ports.db, player.userId, player.coin);
    return { status: 'ok', coin: player.coin, balance };
  }

  /** The catalog game of the call's code, of a software that speaks the call's protocol. */
  private async gameOf(call: MoneyCall | RollbackCall): Promise<CallGame | WalletRefusal> {
    const game = call.gameCode === null ? undefined : await this.ports.games.find(call.gameCode);
    if (!game || call.gameCode === null || protocolOf(game.software) !== call.provider) return 'invalid_game';
    return { id: game.id, identifier: call.gameCode };
  }

  private providerCall(call: MoneyCall | RollbackCall, player: CallPlayer, game: CallGame): ProviderCall {
    return {
      provider: call.provider,
      transactionId: call.transactionId,
      ...(call.referenceTransactionId === null
        ? {}
        : { referenceTransactionId: call.referenceTransactionId }),
      userId: player.userId,
      roundId: call.roundId ?? '',
      roundClosed: call.roundClosed,
      gameId: game.id,
      gameIdentifier: game.identifier,
      coin: player.coin,
      amount: call.amountMinor ?? 0n,
      isFree: 'isFree' in call && call.isFree,
    };
  }
}
