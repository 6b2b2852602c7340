import { type Coin, formatAmount, PLAY_TEXTS, type PlayResult } from '@casino/contract';
import type { Database } from '../../db/database';
import type { TokenSession } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import type { Ledger } from '../../ledger/ledger';
import type { BetFeed } from './bet-feed';
import { historyRow } from './bet-rows';
import type { HouseEdges } from './house-edges';
import type { InstantGame } from './instant/instant-game';
import { highRollerArray, insufficientFunds, limitError, type PlayLimits } from './limits';
import type { HousePlayRow, PlayBatches } from './play-batches';
import { type SeedBook, seedsOf } from './seeds';

/** A stale nonce means another instance played or rotated the pair: reload it and settle again. */
const MAX_ATTEMPTS = 3;

/**
 * Settles instant plays: the outcome is computed here from the cached seed pair, then `house_play_batch`,
 * with other players' plays (`PlayBatches`), checks the session, limits, funds and nonce, moves the coins
 * and writes the bet.
 */
export class InstantPlays {
  private readonly highRollerParam = highRollerArray();

  constructor(
    private readonly db: Database,
    private readonly batches: PlayBatches,
    private readonly ledger: Ledger,
    private readonly seeds: SeedBook,
    private readonly feed: BetFeed,
    private readonly limits: PlayLimits,
    private readonly edges: HouseEdges,
  ) {}

  async play<P>(game: InstantGame<P>, session: TokenSession, body: unknown): Promise<PlayResult> {
    const params = parse(game.schema, body);
    const wager = game.wager(params);
    const { userId } = session;
    const claimedSeed = game.clientSeed?.(params);
    const accounts = [
      ...(await this.ledger.playerAccountIds(this.db, userId)),
      this.ledger.houseAccountFor('GC', userId),
      this.ledger.houseAccountFor('SC', userId),
    ].map(String);
    return this.seeds.exclusive(userId, game.game, async () => {
      for (let attempt = 1; ; attempt++) {
        // The web app may send its client seed with the first play instead of setting it beforehand.
        if (claimedSeed && (await this.seeds.active(userId, game.game)).clientSeed === null) {
          await this.seeds.claimClientSeed(userId, game.game, claimedSeed);
        }
        const playable = await this.seeds.forPlay(userId, game.game);
        if (claimedSeed !== undefined && claimedSeed !== playable.clientSeed) {
          throw new AppError('CONFLICT', PLAY_TEXTS.clientSeedChanged);
        }
        const nonce = playable.nonce;
        const settled = game.settle(seedsOf(playable, nonce), params, wager, this.edges);
        const row = await this.batches.settle({
          sessionId: session.sessionId,
          userId,
          game: game.game,
          seedPairId: playable.id,
          nonce,
          wager,
          payout: settled.payout,
          multiplier: (Number((settled.payout * 10_000n) / wager) / 10_000).toString(),
          maxMultiplier: game.maxMultiplier(params).toString(),
          outcome: settled.outcome,
          accounts,
        });
        if (row.o_status === 'stale_seed' && attempt < MAX_ATTEMPTS) {
          await this.seeds.load(userId, game.game);
          continue;
        }
        this.refuseUnlessSettled(row);
        this.seeds.advance(userId, game.game, playable, nonce);
        return this.announce(row, userId, game.game, wager, settled.payout, settled.outcome);
      }
    });
  }

  private refuseUnlessSettled(row: HousePlayRow): void {
    const [status, coin] = row.o_status.split(':') as [string, Coin | undefined];
    switch (status) {
      case 'ok':
        return;
      case 'unauthenticated':
        throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
      case 'banned':
        throw new AppError('BANNED', 'banned');
      case 'insufficient':
        throw insufficientFunds();
      case 'below_min':
      case 'above_max':
      case 'above_max_payout':
        throw limitError(status, coin as Coin, this.limits);
      default:
        throw new AppError('CONFLICT', 'Your seed pair changed while you played. Please try again.');
    }
  }

  private announce(
    row: HousePlayRow,
    userId: bigint,
    game: string,
    wager: bigint,
    payout: bigint,
    outcome: unknown,
  ): PlayResult {
    const coin = row.o_coin as Coin;
    const bet = {
      id: row.o_bet as bigint,
      userId,
      username: row.o_username,
      privateMode: row.o_private === true,
      game,
      coin,
      wager,
      payout,
      settledAt: row.o_settled_at as Date,
    };
    const highRoller = wager >= BigInt(this.highRollerParam[coin === 'GC' ? 0 : 1] as string);
    const own = historyRow(bet, userId);
    this.feed.settled(bet, highRoller, own);
    return {
      bet: own,
      outcome,
      balance: formatAmount(row.o_balance as bigint),
      game_mode: coin,
    };
  }
}
