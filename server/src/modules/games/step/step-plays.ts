import { type Coin, formatAmount, PLAY_TEXTS, type StepGameView } from '@casino/contract';
import type { SeedPair } from '@casino/fairness';
import type { Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { type Done, type RequestKey, runOnce } from '../../../http/idempotent-requests';
import { payWin, playBalance, takeStake, takeWager } from '../bet-money';
import { historyRow, keptMultiplier, type SettledBet } from '../history/bet-rows';
import { HousePlays } from '../house-plays';
import { isHighRoller } from '../policy/high-roller';
import type { StepGame } from './games';
import { MoveError, type StepResult } from './step-game';

type AnyStepGame = StepGame<unknown, unknown, unknown>;

interface ActiveBet {
  id: bigint;
  coin: Coin;
  wager: bigint;
  base_wager: bigint | null;
  state: unknown;
  seed_pair_id: bigint | null;
  nonce: number | null;
}

const ACTIVE_BET_COLUMNS = ['id', 'coin', 'wager', 'base_wager', 'state', 'seed_pair_id', 'nonce'] as const;

interface Applied {
  view: StepGameView;
  /** Set when the game ended: handed to the settlement door. */
  settled?: SettledBet;
}

const ACTIVE_GAME_TEXT = 'You already have a game in progress. Finish it first.';
const NO_GAME_TEXT = 'You have no game in progress.';

/**
 * Step games: a start takes the wager and the pair's next nonce and keeps the game's state on an
 * active bet row; each move changes that state in a transaction that locks the row; the end pays
 * through the ledger and settles the row. Every move of one game uses the seed pair and nonce it
 * started with.
 */
export class StepPlays extends HousePlays {
  async active(game: AnyStepGame, userId: bigint): Promise<StepGameView | null> {
    const bet = await this.db
      .selectFrom('bets')
      .select(ACTIVE_BET_COLUMNS)
      .where('user_id', '=', userId)
      .where('game', '=', game.game)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!bet) return null;
    return this.db.transaction().execute(async (trx) => {
      const seeds = await this.seedsOf(trx, bet);
      return this.view(trx, game, userId, bet, seeds.pair, 'active', null);
    });
  }

  async start<Start>(
    game: StepGame<unknown, Start, unknown>,
    request: RequestKey,
    params: Start & { wager: bigint },
  ): Promise<StepGameView> {
    const wager = params.wager;
    const { userId } = request;
    return this.seeds.exclusive(userId, game.game, async () => {
      // Read in turn, so a rotation queued before this start is seen.
      const pair = await this.seeds.forPlay(userId, game.game);
      const view = await runOnce(this.db, request, `${game.game}:start`, async (trx) => {
        const coin = await this.admission.admit(trx, userId, wager, {
          multiplier: game.maxMultiplier(params),
        });
        // Taking the nonce locks the pair until this game is written: a rotation (which locks the pair
        // first) then sees it in progress; one that locked the pair earlier has revealed it, and this fails.
        const taken = await trx
          .updateTable('seed_pairs')
          .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
          .where('id', '=', pair.id)
          .where('revealed_at', 'is', null)
          .returning('nonce')
          .executeTakeFirst();
        if (!taken) {
          this.seeds.forget(userId, game.game);
          throw new AppError('CONFLICT', PLAY_TEXTS.seedPairChanged);
        }
        const nonce = taken.nonce - 1;
        const seeds: SeedPair = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
        const started = game.start(params, seeds, wager, this.edges);
        const bet = await trx
          .insertInto('bets')
          .values({
            user_id: userId,
            game: game.game,
            coin,
            wager,
            base_wager: wager,
            seed_pair_id: pair.id,
            nonce,
            state: JSON.stringify(started.state),
            status: 'active',
          })
          .returning(ACTIVE_BET_COLUMNS)
          .executeTakeFirstOrThrow()
          .catch((error: { code?: string }) => {
            if (error.code === '23505') throw new AppError('CONFLICT', ACTIVE_GAME_TEXT);
            throw error;
          });
        await takeWager(this.ledger, trx, { betId: bet.id, userId, coin, amount: wager });
        return this.done(trx, await this.apply(trx, game, userId, bet, seeds, started, pair.serverSeedHash));
      });
      this.seeds.forget(userId, game.game);
      return view;
    });
  }

  async move<Move>(
    game: StepGame<unknown, unknown, Move>,
    request: RequestKey,
    move: Move,
  ): Promise<StepGameView> {
    const { userId } = request;
    return runOnce(this.db, request, `${game.game}:move`, async (trx) => {
      const bet = await trx
        .selectFrom('bets')
        .select(ACTIVE_BET_COLUMNS)
        .where('user_id', '=', userId)
        .where('game', '=', game.game)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      if (!bet) throw new AppError('NOT_FOUND', NO_GAME_TEXT);
      const { seeds, pair } = await this.seedsOf(trx, bet);
      const base = baseWager(bet);
      let result: StepResult<unknown>;
      try {
        result = game.move(bet.state, move, seeds, base, this.edges);
      } catch (error) {
        if (error instanceof MoveError)
          throw new AppError('VALIDATION_FAILED', error.message, { action: [error.message] });
        throw error;
      }
      if (result.extraStake) {
        // A double or split stakes more: it passes the gates as a new play would; a cash-out never waits.
        await this.admission.stake(trx, userId, bet.coin, result.extraStake);
        const stake = { betId: bet.id, userId, coin: bet.coin, amount: result.extraStake };
        await takeStake(this.ledger, trx, stake, bet.wager + result.extraStake);
      }
      return this.done(trx, await this.apply(trx, game, userId, bet, seeds, result, pair.serverSeedHash));
    });
  }

  /** The answer; a game that ended goes through the settlement door, announced once it has committed. */
  private async done(trx: Trx, { view, settled }: Applied): Promise<Done<StepGameView>> {
    if (!settled) return { answer: view };
    return { answer: view, afterCommit: await this.settlements.inTransaction(trx, [settled]) };
  }

  /** Writes a move's result: the new state, any extra stake, and on the last move the payout and settlement. */
  private async apply(
    trx: Trx,
    game: AnyStepGame,
    userId: bigint,
    bet: ActiveBet,
    seeds: SeedPair,
    result: StepResult<unknown>,
    serverSeedHash: string,
  ): Promise<Applied> {
    const base = baseWager(bet);
    const wager = bet.wager + (result.extraStake ?? 0n);
    const finished = result.payout !== undefined;
    const payout = result.payout ?? 0n;
    if (finished && payout > 0n) {
      await payWin(this.ledger, trx, { betId: bet.id, userId, coin: bet.coin, amount: payout });
    }
    const settledAt = new Date();
    await trx
      .updateTable('bets')
      .set({
        state: JSON.stringify(result.state),
        wager,
        ...(finished
          ? {
              status: 'settled',
              payout,
              multiplier: keptMultiplier(wager, payout),
              outcome: JSON.stringify(game.view(result.state, seeds, true, base, this.edges)),
              settled_at: settledAt,
              high_roller: isHighRoller(bet.coin, wager),
            }
          : {}),
      })
      .where('id', '=', bet.id)
      .execute();
    const updated = { ...bet, wager, state: result.state };
    const view = await this.view(
      trx,
      game,
      userId,
      updated,
      { ...seeds, serverSeedHash },
      finished ? 'settled' : 'active',
      finished ? payout : null,
    );
    if (!finished) return { view };
    const player = await trx
      .selectFrom('users')
      .select(['username', 'private_mode'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const settled: SettledBet = {
      id: bet.id,
      userId,
      username: player.username,
      privateMode: player.private_mode,
      game: game.game,
      coin: bet.coin,
      wager,
      payout,
      settledAt,
    };
    return { view: { ...view, bet: historyRow(settled, userId) }, settled };
  }

  private async seedsOf(trx: Trx, bet: ActiveBet) {
    const pair = await trx
      .selectFrom('seed_pairs')
      .select(['server_seed', 'server_seed_hash', 'client_seed'])
      .where('id', '=', bet.seed_pair_id as bigint)
      .executeTakeFirstOrThrow();
    const seeds: SeedPair = {
      serverSeed: pair.server_seed,
      clientSeed: pair.client_seed ?? '',
      nonce: bet.nonce as number,
    };
    return { seeds, pair: { ...seeds, serverSeedHash: pair.server_seed_hash } };
  }

  private async view(
    trx: Trx,
    game: AnyStepGame,
    userId: bigint,
    bet: ActiveBet,
    seeds: SeedPair & { serverSeedHash: string },
    status: 'active' | 'settled',
    payout: bigint | null,
  ): Promise<StepGameView> {
    const balance = await playBalance(this.ledger, trx, userId, bet.coin);
    return {
      id: bet.id.toString(),
      game: game.game,
      status,
      wager: formatAmount(bet.wager),
      game_mode: bet.coin,
      state: game.view(bet.state, seeds, status === 'settled', baseWager(bet), this.edges),
      payout: payout === null ? null : formatAmount(payout),
      server_seed_hash: seeds.serverSeedHash,
      client_seed: seeds.clientSeed,
      nonce: seeds.nonce,
      balance: formatAmount(balance),
    };
  }
}

/** The play a game started with; extra stakes (doubles, splits, insurance) add to the bet's wager. */
function baseWager(bet: ActiveBet): bigint {
  return bet.base_wager ?? bet.wager;
}
