import { randomInt as cryptoRandomInt, randomUUID } from 'node:crypto';
import {
  formatAmount,
  GAME_KINDS,
  parseAmount,
  type SandboxFaultSettings,
  type SandboxFaults,
  type SandboxFreeRounds,
  type SandboxGame,
  type SandboxPlayRequest,
  type SandboxRound,
} from '@casino/contract';
import { engineFor, type ProviderGame, type RandomInt } from '@casino/provider-games';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { betOptions, drawRound, stakeOptions } from './draw';
import { freeRoundsLeft, giveBackFreeRound, takeFreeRound } from './free-rounds';
import { type PlayedRound, playRound, type RetryPolicy, type UnansweredCall } from './round';
import { faultsFor, findSession, findTitle, type ProviderSession, setFaults } from './sessions';
import type { ProviderWallet, RoundKeys } from './wallet-client';

export interface SandboxProviderDeps {
  db: Database;
  /** Keeps a round's unanswered win or endRound for the background retries. */
  unanswered?: (sessionId: string, round: RoundKeys, call: UnansweredCall) => Promise<void>;
  /** The casino's wallet for a session, in the session's protocol. */
  walletFor: (session: ProviderSession) => ProviderWallet;
  /** `node:crypto`'s CSPRNG in play; a seeded one in tests. */
  randomInt?: RandomInt;
  retry?: RetryPolicy;
}

/** The catalog kind the lobby drew the tile for; anything else plays as a slot, as engineFor has it. */
const tileKind = (kind: string) => GAME_KINDS.find((known) => known === kind) ?? 'slots';

/** A free round is used up once the casino took its bet, whatever then became of its wins. */
const TAKEN: readonly SandboxRound['status'][] = ['settled', 'pending'];

/** A win or rollback is retried for about a second within the request before the round is left open. */
const DEFAULT_RETRY: RetryPolicy = { attempts: 5, delayMs: 250 };

/**
 * The sandbox provider's game server: it loads a session's game (title, engine, theme, stakes and the
 * wallet's balance), plays a round against the casino's wallet, and keeps the tester's faults.
 */
export class SandboxProvider {
  private readonly randomInt: RandomInt;
  private readonly retry: RetryPolicy;

  constructor(private readonly deps: SandboxProviderDeps) {
    this.randomInt = deps.randomInt ?? ((n) => cryptoRandomInt(n));
    this.retry = deps.retry ?? DEFAULT_RETRY;
  }

  async load(sessionId: string): Promise<SandboxGame> {
    const { session, title, game } = await this.game(sessionId);
    const answer = await this.deps.walletFor(session).balance();
    const balance = answer.kind === 'ok' && answer.balance !== null ? formatAmount(answer.balance) : null;
    return {
      sessionId,
      protocol: session.protocol,
      title: title.title,
      engine: game.engine,
      variant: game.table.variant,
      theme: { name: game.theme.name, symbols: { ...game.theme.symbols } },
      tile: { slug: title.name, studio: title.studio, kind: tileKind(title.kind) },
      coin: session.coin,
      stakes: stakeOptions(game).map(formatAmount),
      betOptions: betOptions(game),
      balance,
      lobbyUrl: session.lobbyUrl,
      freeRounds: await this.freeRoundsOf(session),
    };
  }

  async play(sessionId: string, request: SandboxPlayRequest): Promise<SandboxRound> {
    if (request.free) return this.playFree(sessionId, request);
    const { session, game } = await this.game(sessionId);
    const stake = parseAmount(request.stake);
    if (stake === null || !stakeOptions(game).includes(stake))
      throw new AppError('VALIDATION_FAILED', 'This game does not offer that stake.', {
        stake: ['This game does not offer that stake.'],
      });
    if (request.on !== undefined && !betOptions(game).includes(request.on))
      throw new AppError('VALIDATION_FAILED', 'This game has no such bet.', {
        on: ['This game has no such bet.'],
      });
    const played = await this.playRound(session, game, stake, request);
    return { ...played, free: false, freeRounds: await this.freeRoundsOf(session) };
  }

  /**
   * One of the player's free rounds, at its granted stake, its bet sent free. A round whose bet the
   * casino never took (refused, not answered and rolled back) is not used up: it is the player's again.
   */
  private async playFree(sessionId: string, request: SandboxPlayRequest): Promise<SandboxRound> {
    const { session, game } = await this.game(sessionId);
    const taken = await takeFreeRound(this.deps.db, session);
    if (!taken) throw new AppError('VALIDATION_FAILED', 'You have no free spins left in this game.');
    const played = await this.playRound(session, game, taken.stake, request, taken.reference);
    if (!TAKEN.includes(played.status)) await giveBackFreeRound(this.deps.db, taken.reference);
    return { ...played, free: true, freeRounds: await this.freeRoundsOf(session) };
  }

  private async playRound(
    session: ProviderSession,
    game: ProviderGame,
    stake: bigint,
    request: SandboxPlayRequest,
    freeRound?: string,
  ): Promise<PlayedRound> {
    const { faults } = await faultsFor(this.deps.db, session.id);
    return playRound({
      wallet: this.deps.walletFor(session),
      faults,
      stake,
      ...(freeRound === undefined ? {} : { freeRound }),
      draw: () => drawRound(game, this.randomInt, stake, request.on),
      newId: randomUUID,
      retry: this.retry,
      unanswered: async (round, call) => this.deps.unanswered?.(session.id, round, call),
    });
  }

  private async freeRoundsOf(session: ProviderSession): Promise<SandboxFreeRounds | null> {
    const left = await freeRoundsLeft(this.deps.db, session);
    return left ? { remaining: left.remaining, stake: formatAmount(left.stake) } : null;
  }

  async faults(sessionId: string): Promise<SandboxFaultSettings> {
    await this.game(sessionId);
    return faultsFor(this.deps.db, sessionId);
  }

  /** Sets (or, with null, clears) a session's own faults; `'*'` sets every session's. */
  async setFaults(scope: string, faults: SandboxFaults | null): Promise<void> {
    await setFaults(this.deps.db, scope, faults);
  }

  private async game(sessionId: string) {
    const session = await findSession(this.deps.db, sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'This game session does not exist.');
    const title = await findTitle(this.deps.db, session.gameCode);
    if (!title) throw new AppError('NOT_FOUND', 'This game is no longer available.');
    return { session, title, game: engineFor(title) };
  }
}
