import {
  type Coin,
  CRASH_TEXTS,
  type CrashAction,
  type CrashPlayOutcome,
  crashElapsedFor,
  crashMultiplierAt,
  formatAmount,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import type { Ledger } from '../../../ledger/ledger';
import { enqueueEvent } from '../../../realtime/event-outbox';
import { announceBalance } from '../../users';
import { payWin, playBalance, takeWager } from '../bet-money';
import { keptMultiplier, type SettledBet } from '../history/bet-rows';
import { isHighRoller } from '../policy/high-roller';
import { PlayAdmission } from '../policy/play-admission';
import type { PlayPolicy } from '../policy/play-policy';
import type { PlayEligibility } from '../ports';
import type { PlaySettlements } from '../settlement/play-settlements';
import { betView, type CrashBetRow, type CrashRoundRow } from './views';

/** The columns of a play in a round, joined from crash_bets, bets and users. */
function betRows(db: Database | Trx) {
  return db
    .selectFrom('crash_bets as cb')
    .innerJoin('bets as b', 'b.id', 'cb.bet_id')
    .innerJoin('users as u', 'u.id', 'cb.user_id')
    .select([
      'cb.bet_id',
      'cb.round_id',
      'cb.user_id',
      'u.username',
      'u.private_mode',
      'b.wager',
      'b.coin',
      'b.payout',
      'b.status',
      'cb.auto_cashout',
      'cb.cashout',
    ]);
}

/** Minor units paid for `wager` cashed out at `multiplier` (2 decimals), rounded down. */
const payoutAt = (wager: bigint, multiplier: number) => (wager * BigInt(Math.round(multiplier * 100))) / 100n;

/**
 * The money side of crash. A play takes the wager when it is placed in a betting window; a cash-out,
 * by the player or automatically at their target or the maximum payout, pays wager × multiplier; the
 * crash settles every play still riding as lost. Each settlement is one transaction with its ledger
 * transfer, and a play is settled once: whichever of cash-out and crash locks the bet first wins.
 */
export class CrashBets {
  private readonly admission: PlayAdmission;

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly settlements: PlaySettlements,
    private readonly policy: PlayPolicy,
    eligibility: PlayEligibility,
  ) {
    this.admission = new PlayAdmission(policy, eligibility);
  }

  async act(request: RequestKey, action: CrashAction) {
    return action.action === 'bet'
      ? this.bet(request, action.wager, action.auto_cashout ?? null)
      : this.cashout(request);
  }

  /** Plays in a round, newest first. */
  roundBets(roundId: bigint, viewer: bigint | null) {
    return betRows(this.db)
      .where('cb.round_id', '=', roundId)
      .orderBy('cb.bet_id', 'desc')
      .execute()
      .then((rows) => rows.map((row) => betView(row as CrashBetRow, viewer)));
  }

  private bet(request: RequestKey, wager: bigint, autoCashout: number | null) {
    const { userId } = request;
    return runOnce(this.db, request, 'crash:bet', async (trx) => {
      // FOR SHARE holds the window open while the play is written: the runner's start waits for it.
      const round = await trx
        .selectFrom('crash_rounds')
        .select(['id'])
        .where('status', '=', 'betting')
        .where('betting_ends_at', '>', sql<Date>`clock_timestamp()`)
        .orderBy('id', 'desc')
        .forShare()
        .executeTakeFirst();
      if (!round) throw new AppError('CONFLICT', CRASH_TEXTS.notBetting);
      const coin = await this.admission.admit(
        trx,
        userId,
        wager,
        autoCashout === null ? null : { payout: payoutAt(wager, autoCashout) },
      );
      const bet = await trx
        .insertInto('bets')
        .values({
          user_id: userId,
          game: 'crash',
          coin,
          wager,
          base_wager: wager,
          status: 'active',
          high_roller: isHighRoller(coin, wager),
          state: JSON.stringify({ round_id: round.id.toString(), auto_cashout: autoCashout }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw new AppError('CONFLICT', CRASH_TEXTS.alreadyIn);
          throw error;
        });
      await trx
        .insertInto('crash_bets')
        .values({ bet_id: bet.id, round_id: round.id, user_id: userId, auto_cashout: autoCashout })
        .execute();
      await takeWager(this.ledger, trx, { betId: bet.id, userId, coin, amount: wager });
      const row = (await betRows(trx)
        .where('cb.bet_id', '=', bet.id)
        .executeTakeFirstOrThrow()) as CrashBetRow;
      await enqueueEvent(trx, 'crash', 'CrashBet', { bet: betView(row, null) });
      return {
        answer: {
          bet: betView(row, userId),
          balance: formatAmount(await playBalance(this.ledger, trx, userId, coin)),
          game_mode: row.coin,
        },
      };
    });
  }

  /** A player's cash-out at the multiplier of this moment, by the database's clock. */
  private cashout(request: RequestKey) {
    const { userId } = request;
    return runOnce(this.db, request, 'crash:cashout', async (trx) => {
      const bet = await trx
        .selectFrom('crash_bets as cb')
        .innerJoin('bets as b', 'b.id', 'cb.bet_id')
        .innerJoin('crash_rounds as r', 'r.id', 'cb.round_id')
        .select([
          'cb.bet_id',
          'b.wager',
          'b.coin',
          'r.status as round_status',
          'r.started_at',
          'r.crash_point',
          'r.growth',
          sql<Date>`clock_timestamp()`.as('now'),
        ])
        .where('cb.user_id', '=', userId)
        .where('b.status', '=', 'active')
        .where('b.game', '=', 'crash')
        .forUpdate('b')
        .executeTakeFirst();
      if (!bet) throw new AppError('NOT_FOUND', CRASH_TEXTS.noBet);
      if (bet.round_status === 'betting' || !bet.started_at)
        throw new AppError('CONFLICT', CRASH_TEXTS.notRunning);
      const elapsed = bet.now.getTime() - bet.started_at.getTime();
      const crashPoint = Number(bet.crash_point);
      if (bet.round_status !== 'running' || elapsed >= crashElapsedFor(crashPoint, bet.growth))
        throw new AppError('CONFLICT', CRASH_TEXTS.crashed);
      const multiplier = Math.min(
        crashMultiplierAt(elapsed, bet.growth),
        this.payoutCap(bet.coin, bet.wager),
      );
      const done = await this.settleCashout(trx, bet.bet_id, multiplier);
      return {
        answer: {
          bet: betView(done.row, userId),
          balance: formatAmount(done.balance),
          game_mode: done.row.coin,
        },
        afterCommit: done.announce,
      };
    });
  }

  /**
   * The runner's automatic cash-outs up to `multiplier`: every play riding in the round whose target (or
   * maximum payout) it has reached is paid at exactly that target.
   */
  async autoCashouts(round: CrashRoundRow, multiplier: number): Promise<void> {
    const riding = (await betRows(this.db)
      .where('cb.round_id', '=', round.id)
      .where('b.status', '=', 'active')
      .execute()) as CrashBetRow[];
    for (const bet of riding) {
      const target = Math.min(
        bet.auto_cashout === null ? Number.POSITIVE_INFINITY : Number(bet.auto_cashout),
        this.payoutCap(bet.coin, bet.wager),
      );
      if (target > multiplier || target > Number(round.crash_point)) continue;
      const done = await inTransaction(this.db, async (trx) => {
        const locked = await trx
          .selectFrom('bets')
          .select('id')
          .where('id', '=', bet.bet_id)
          .where('status', '=', 'active')
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return null;
        const settled = await this.settleCashout(trx, bet.bet_id, target);
        // Paid by the runner, not by a request of the player's: their tabs hear the new balance (spec §4).
        await announceBalance(trx, this.ledger, bet.user_id);
        return settled;
      });
      done?.announce();
    }
  }

  /**
   * Ends the round: every play still riding is lost. Null when the round is no longer running (another
   * leader interrupted it meanwhile): a leader that lost its lock must not settle what it no longer owns.
   */
  async crash(round: CrashRoundRow): Promise<CrashRoundRow | null> {
    const outcome = {
      round_id: round.id.toString(),
      crash_point: Number(round.crash_point),
      cashout: null,
    } satisfies CrashPlayOutcome;
    const done = await inTransaction(this.db, async (trx) => {
      const ended = await trx
        .updateTable('crash_rounds')
        .set({ status: 'crashed', crashed_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', round.id)
        .where('status', '=', 'running')
        .returningAll()
        .executeTakeFirst();
      if (!ended) return null;
      const riding = await this.settleRiding(trx, round, { payout: 0n, multiplier: 0, outcome });
      const lost = riding.map((bet) => settledOf(bet, 0n, ended.crashed_at ?? new Date()));
      return { ended, announce: await this.settlements.inTransaction(trx, lost) };
    });
    if (!done) return null;
    done.announce();
    return done.ended;
  }

  /**
   * Ends a round its leader left unfinished (the outage rule in crash-runner.ts): it becomes
   * 'interrupted' and every play still riding gets its wager back exactly where it came from (unplayed
   * SC stays unplayed), keyed by the bet so it happens once. Plays already cashed out keep their payout.
   * Null when the round has ended already.
   */
  async interrupt(round: CrashRoundRow): Promise<CrashRoundRow | null> {
    const outcome = {
      round_id: round.id.toString(),
      crash_point: Number(round.crash_point),
      cashout: null,
      interrupted: true,
    } satisfies CrashPlayOutcome;
    const done = await inTransaction(this.db, async (trx) => {
      const ended = await trx
        .updateTable('crash_rounds')
        .set({ status: 'interrupted', interrupted_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', round.id)
        .where('status', 'in', ['betting', 'running'])
        .returningAll()
        .executeTakeFirst();
      if (!ended) return null;
      const riding = await this.settleRiding(trx, round, { payout: 'wager', multiplier: 1, outcome });
      const refunded = riding.map((bet) => settledOf(bet, bet.wager, ended.interrupted_at ?? new Date()));
      for (const bet of refunded) {
        await this.ledger.reverse(trx, {
          key: `bet:${bet.id}:refund`,
          of: `bet:${bet.id}:wager`,
          kind: 'refund',
        });
      }
      // Refunded by whichever instance took over, not by a request of theirs: their tabs hear it.
      for (const userId of new Set(riding.map((bet) => bet.user_id)))
        await announceBalance(trx, this.ledger, userId);
      return { ended, announce: await this.settlements.inTransaction(trx, refunded) };
    });
    if (!done) return null;
    done.announce();
    return done.ended;
  }

  /** Settles every play still riding in `round` alike (lost at the crash, refunded at an interruption). */
  private async settleRiding(
    trx: Trx,
    round: CrashRoundRow,
    settlement: { payout: 0n | 'wager'; multiplier: number; outcome: object },
  ): Promise<CrashBetRow[]> {
    const settled = await trx
      .updateTable('bets')
      .set((eb) => ({
        status: 'settled',
        payout: settlement.payout === 'wager' ? eb.ref('wager') : 0n,
        multiplier: settlement.multiplier,
        outcome: JSON.stringify(settlement.outcome),
        settled_at: sql<Date>`clock_timestamp()`,
      }))
      .where('status', '=', 'active')
      .where('game', '=', 'crash')
      .where('id', 'in', (eb) =>
        eb.selectFrom('crash_bets').select('bet_id').where('round_id', '=', round.id),
      )
      .returning(['id'])
      .execute();
    if (!settled.length) return [];
    return (await betRows(trx)
      .where(
        'cb.bet_id',
        'in',
        settled.map((b) => b.id),
      )
      .orderBy('cb.bet_id')
      .execute()) as CrashBetRow[];
  }

  private async settleCashout(trx: Trx, betId: bigint, multiplier: number) {
    const bet = await trx
      .selectFrom('bets')
      .innerJoin('crash_bets as cb', 'cb.bet_id', 'bets.id')
      .select(['bets.user_id', 'bets.coin', 'bets.wager', 'cb.round_id', 'cb.auto_cashout'])
      .where('bets.id', '=', betId)
      .executeTakeFirstOrThrow();
    const payout = payoutAt(bet.wager, multiplier);
    const settledAt = new Date();
    if (payout > 0n) {
      await payWin(this.ledger, trx, { betId, userId: bet.user_id, coin: bet.coin, amount: payout });
    }
    await trx
      .updateTable('bets')
      .set({
        status: 'settled',
        payout,
        multiplier: keptMultiplier(bet.wager, payout),
        // The crash point stays off the bet until the round has crashed: the history shows it then.
        outcome: JSON.stringify({
          round_id: bet.round_id.toString(),
          cashout: multiplier,
        } satisfies CrashPlayOutcome),
        settled_at: settledAt,
      })
      .where('id', '=', betId)
      .execute();
    await trx.updateTable('crash_bets').set({ cashout: multiplier }).where('bet_id', '=', betId).execute();
    const row = (await betRows(trx).where('cb.bet_id', '=', betId).executeTakeFirstOrThrow()) as CrashBetRow;
    const announce = await this.settlements.inTransaction(trx, [settledOf(row, payout, settledAt)]);
    await enqueueEvent(trx, 'crash', 'CrashCashout', { bet: betView(row, null) });
    return { row, announce, balance: await playBalance(this.ledger, trx, bet.user_id, bet.coin) };
  }

  /** The multiplier at which a play reaches the coin's maximum payout: it is cashed out there. */
  private payoutCap(coin: Coin, wager: bigint): number {
    return Math.floor(Number((this.policy.limits[coin].maxPayout * 100n) / wager)) / 100;
  }
}

function settledOf(bet: CrashBetRow, payout: bigint, settledAt: Date): SettledBet {
  return {
    id: bet.bet_id,
    userId: bet.user_id,
    username: bet.username,
    privateMode: bet.private_mode,
    game: 'crash',
    coin: bet.coin,
    wager: bet.wager,
    payout,
    settledAt,
  };
}
