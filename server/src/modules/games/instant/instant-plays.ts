import { type Coin, formatAmount, PLAY_TEXTS, type PlayResult } from '@casino/contract';
import { sql } from 'kysely';
import { isTransient } from '../../../db/failures';
import type { TokenSession } from '../../../http/authenticate';
import { AppError, fieldError } from '../../../http/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../../../http/idempotency-key';
import { keyReusedText } from '../../../http/idempotent-requests';
import type { PlayPostings, PostedPlay } from '../../../ledger/play-postings';
import { historyRow, keptMultiplier, type SettledBet } from '../history/bet-rows';
import { type HousePlayParts, HousePlays } from '../house-plays';
import type { AdmissionRefusal } from '../policy/play-admission';
import { insufficientFunds } from '../policy/play-policy';
import { seedsOf } from '../seeds/seeds';
import type { InstantGame } from './games';

/**
 * A stale nonce means another instance played or rotated the pair; a coin switched while the batch took
 * its locks, or a passing failure (deadlock, lost connection) that did not commit the play: settle again
 * (reloading the pair when it went stale), this often at most.
 */
const MAX_ATTEMPTS = 3;

/** The statuses of a play the ledger's batch refused (it took nothing) other than the admission's. */
type RefusedStatus = Exclude<
  PostedPlay['o_status'],
  'ok' | 'repeated' | 'stale_seed' | 'coin_changed' | AdmissionRefusal
>;

/** A play as the bet row keeps it: enough to answer a repeated request as the first was answered. */
interface KeptPlay {
  bet: SettledBet;
  outcome: unknown;
  balance: bigint;
  /** Whether the bet went to the high-rollers feed (the ledger's batch decided it when it wrote the bet). */
  highRoller: boolean;
}

/**
 * Settles instant plays: the outcome is computed here from the cached seed pair, then the ledger's
 * `ledger_post_plays`, with other players' plays (`PlayPostings`), checks the session, the player's gate
 * (location, break, self-exclusion, their limits), the play limits, funds and nonce, moves the coins
 * and writes the bet with the request's idempotency key. A play is made once per key: a request whose
 * key is on a bet already (sent again, or whose first try lost its answer) is answered with that bet.
 */
export class InstantPlays extends HousePlays {
  constructor(
    parts: HousePlayParts,
    private readonly postings: PlayPostings,
  ) {
    super(parts);
  }

  async play<P>(
    game: InstantGame<P>,
    session: TokenSession,
    params: P,
    requestKey: string,
  ): Promise<PlayResult> {
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
        let row: PostedPlay;
        try {
          row = await this.postings.post({
            sessionId: session.sessionId,
            userId,
            game: game.game,
            seedPairId: playable.id,
            nonce,
            wager,
            payout: settled.payout,
            multiplier: keptMultiplier(wager, settled.payout).toString(),
            maxMultiplier: game.maxMultiplier(params).toString(),
            outcome: settled.outcome,
            accounts,
            requestKey,
          });
        } catch (error) {
          // Whether the play committed is unknown (the connection died, perhaps after the commit): its key says.
          const kept = await this.kept(userId, requestKey, game.game);
          this.seeds.forget(userId, game.game);
          if (kept) return this.announce(kept);
          if (!isTransient(error) || attempt >= MAX_ATTEMPTS) throw error;
          continue;
        }
        switch (row.o_status) {
          case 'ok':
            this.seeds.advance(userId, game.game, playable, nonce);
            return this.announce(
              this.settledPlay(row, userId, game.game, wager, settled.payout, settled.outcome),
            );
          case 'repeated':
            this.seeds.forget(userId, game.game);
            return answer(await this.keptOrFail(userId, requestKey, game.game));
          case 'stale_seed':
            if (attempt >= MAX_ATTEMPTS)
              throw new AppError('CONFLICT', 'Your seed pair changed while you played. Please try again.');
            await this.seeds.load(userId, game.game);
            continue;
          case 'coin_changed':
            // The nonce did not move: the same seeds play again, in the coin the player now has.
            if (attempt >= MAX_ATTEMPTS)
              throw new AppError('CONFLICT', 'Your coin changed while you played. Please try again.');
            continue;
          case 'gated':
          case 'below_min':
          case 'above_max':
          case 'above_max_payout':
            throw await this.admission.refusal(this.db, userId, row.o_status, row.o_coin as Coin, wager);
          default:
            throw this.refusal(row.o_status);
        }
      }
    });
  }

  /** The play this player made with this key, if it committed; the key used for another game is refused. */
  private async kept(userId: bigint, requestKey: string, game: string): Promise<KeptPlay | null> {
    const bet = await this.db
      .selectFrom('bets as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        'b.id',
        'b.game',
        'b.coin',
        'b.wager',
        'b.payout',
        'b.outcome',
        'b.settled_at',
        'b.balance_after',
        'b.high_roller',
      ])
      .select(['u.username', 'u.private_mode'])
      .where('b.user_id', '=', userId)
      .where('b.request_key', '=', requestKey)
      // The months a key is kept for (request_key_is_recent.sql): two monthly partitions, not all.
      .where(sql<boolean>`request_key_is_recent(b.created_at)`)
      .executeTakeFirst();
    if (!bet) return null;
    if (bet.game !== game) throw fieldError(IDEMPOTENCY_KEY_HEADER, keyReusedText);
    return {
      bet: {
        id: bet.id,
        userId,
        username: bet.username,
        privateMode: bet.private_mode,
        game,
        coin: bet.coin,
        wager: bet.wager,
        payout: bet.payout,
        settledAt: bet.settled_at as Date,
      },
      outcome: bet.outcome,
      balance: bet.balance_after as bigint,
      highRoller: bet.high_roller,
    };
  }

  private async keptOrFail(userId: bigint, requestKey: string, game: string): Promise<KeptPlay> {
    const kept = await this.kept(userId, requestKey, game);
    if (!kept) throw new Error(`ledger_post_plays: play ${requestKey} repeated, but its bet is not there`);
    return kept;
  }

  /** The error of a play only the ledger's batch refuses (the admission's own are the admission's). */
  private refusal(status: RefusedStatus): AppError {
    switch (status) {
      case 'unauthenticated':
        return new AppError('UNAUTHENTICATED', 'Unauthenticated.');
      case 'banned':
        return new AppError('BANNED', 'banned');
      case 'insufficient':
        return insufficientFunds();
      default:
        return unknownStatus(status);
    }
  }

  private settledPlay(
    row: PostedPlay,
    userId: bigint,
    game: string,
    wager: bigint,
    payout: bigint,
    outcome: unknown,
  ): KeptPlay {
    const bet = {
      id: row.o_bet as bigint,
      userId,
      username: row.o_username,
      privateMode: row.o_private === true,
      game,
      coin: row.o_coin as Coin,
      wager,
      payout,
      settledAt: row.o_settled_at as Date,
    };
    return { bet, outcome, balance: row.o_balance as bigint, highRoller: row.o_high_roller === true };
  }

  /** Hands a play this request made to the settlement door, and answers it. */
  private announce(play: KeptPlay): PlayResult {
    const result = answer(play);
    this.settlements.committed(play.bet, play.highRoller, result.bet);
    return result;
  }
}

/** What the play request answers, the first time and every time its key comes again. */
function answer({ bet, outcome, balance }: KeptPlay): PlayResult {
  return {
    bet: historyRow(bet, bet.userId),
    outcome,
    balance: formatAmount(balance),
    game_mode: bet.coin,
  };
}

/** A status the ledger's batch does not answer with: the type says it cannot happen. */
function unknownStatus(status: never): never {
  throw new Error(`ledger_post_plays: unknown status ${String(status)}`);
}
