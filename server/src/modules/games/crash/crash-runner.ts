import { crashElapsedFor, crashMultiplierAt } from '@casino/contract';
import { crashPoint } from '@casino/fairness';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../../config';
import type { Database, Leadership, TryLeadership } from '../../../db/database';
import type { RealtimeHub } from '../../../realtime/hub';
import { CrashChain } from './chain';
import type { CrashBets } from './crash-bets';
import type { CrashReadiness } from './readiness';
import { type CrashRoundRow, roundView } from './views';

/** The advisory lock whose holder runs the rounds. */
const CRASH_LEADER_LOCK = 72_101;
/**
 * How often a standby asks for the lock: it takes over within this long of the leader giving the lock
 * up (a shutdown) or of PostgreSQL dropping a dead leader's connection (README, "Crash"). A try is one
 * statement on a pooled connection.
 */
const STANDBY_POLL_MS = 500;
/** After a lost database or lock: slower, so an outage does not fill the log. */
const OUTAGE_RETRY_MS = 2_000;
/** The live multiplier's tick on the hub. */
const TICK_MS = 100;

type CrashSettings = Pick<
  Config,
  'CRASH_BETTING_MS' | 'CRASH_PAUSE_MS' | 'CRASH_GROWTH' | 'CRASH_CHAIN_LENGTH' | 'CRASH_SALT'
>;

/** Whether this instance leads the rounds, and whether its runner still steps (readiness reads it). */
export interface CrashRunnerHealth {
  /** `leader` holds the lock and runs the rounds; `standby` keeps asking for it; `stopped` once shutting down. */
  role: 'leader' | 'standby' | 'stopped';
  /** When the runner last took a step (every wait between two steps begins with one), ms since the epoch. */
  steppedAt: number;
  /** The longest a working runner waits between two steps: a betting window, a pause, a retry. */
  longestWaitMs: number;
}

/** The round stopped being this leader's (it lost its lock, or another leader ended the round). */
class LeadershipLost extends Error {}

/**
 * Runs crash rounds on exactly one instance: whoever holds the advisory lock opens a betting window,
 * starts the round, ticks the multiplier to the hub, fires automatic cash-outs and crashes it at its
 * point, then opens the next.
 *
 * Outage rule (README, "Crash"): a player never loses a round to our outage. When a leader takes over
 * (first start, restart, failover, or the same instance once the database is back), the round left
 * unfinished is judged by the database's clock:
 * - still in its betting window: it goes on, and starts at its planned time;
 * - betting window over but never started: *interrupted*;
 * - running, and the last leader's last sign of life (`alive_at`, stamped every tick) is at or past the
 *   round's crash point: the players saw the whole round, so it crashes normally (automatic cash-outs
 *   up to the point are paid, the rest is lost as it would have been);
 * - running otherwise (the leader stopped before the crash point): *interrupted*.
 * An interrupted round refunds every play still riding (cash-outs already made keep their payout), and
 * its crash point is revealed like any other. A normal shutdown leaves the round exactly as it is, so
 * the same rule applies to it when the next leader starts.
 */
export class CrashRunner {
  private stopped = false;
  private leadership: Leadership | null = null;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Aborted by stop(): a chain being walked stops at its next turn of the event loop. */
  private readonly stopping = new AbortController();
  /** Every wait between two steps begins here: a runner that stops stepping is stuck (readiness). */
  private steppedAt = Date.now();

  constructor(
    private readonly db: Database,
    private readonly tryLeadership: TryLeadership,
    private readonly hub: RealtimeHub,
    private readonly bets: CrashBets,
    private readonly settings: CrashSettings,
    private readonly edge: number,
    private readonly log: FastifyBaseLogger,
    private readonly readiness: CrashReadiness,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  /** Whether this instance leads the rounds, and when its runner last stepped (readiness, metrics). */
  health(): CrashRunnerHealth {
    const { CRASH_BETTING_MS, CRASH_PAUSE_MS } = this.settings;
    return {
      role: this.stopped ? 'stopped' : this.leadership?.held() ? 'leader' : 'standby',
      steppedAt: this.steppedAt,
      longestWaitMs: Math.max(CRASH_BETTING_MS, CRASH_PAUSE_MS, OUTAGE_RETRY_MS, STANDBY_POLL_MS),
    };
  }

  /** Stops at the next step without taking it: a round in its window is not started, nor a new one opened. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.wake?.();
    await this.loop;
    await this.resign();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        this.leadership = await this.tryLeadership(CRASH_LEADER_LOCK);
        if (this.leadership) await this.lead();
        else {
          // Another instance leads: this one has its part (standing by) and serves crash's requests.
          this.readiness.markReady();
          await this.pause(STANDBY_POLL_MS);
        }
      } catch (error) {
        // A lost database or lock: give the lock up and compete again, judging the round afresh. After
        // stop() the error is the aborted chain walk (or a step cut short): nothing to report.
        if (!this.stopped)
          this.log.warn({ err: error }, 'crash: round runner stopped; competing again for leadership');
        await this.resign();
        await this.pause(OUTAGE_RETRY_MS);
      }
    }
  }

  private async resign(): Promise<void> {
    const leadership = this.leadership;
    this.leadership = null;
    await leadership?.release();
  }

  private async lead(): Promise<void> {
    // Walked without holding the event loop (chain.ts): the server answers while a leader starts.
    let chain = await CrashChain.current(this.db, this.settings, false, this.stopping.signal);
    this.readiness.markReady();
    // The lock may have gone while the chain was walked: judging a round is the leader's alone.
    this.checkLeadership();
    let round = await this.takeOver();
    while (!this.stopped) {
      this.checkLeadership();
      round ??= await this.open(chain);
      if (!round) {
        chain = await CrashChain.current(this.db, this.settings, true, this.stopping.signal);
        continue;
      }
      if (round.status === 'betting') {
        if (!(await this.pause(round.betting_ends_at.getTime() - Date.now()))) return;
        round = await this.startRound(round);
      }
      if (!(await this.ride(round))) return;
      round = null;
      if (!(await this.pause(this.settings.CRASH_PAUSE_MS))) return;
    }
  }

  /** Applies the outage rule to the round a previous leader left unfinished; returns it if it goes on. */
  private async takeOver(): Promise<CrashRoundRow | null> {
    const left = await this.db
      .selectFrom('crash_rounds')
      .selectAll()
      .select([
        sql<boolean>`betting_ends_at > clock_timestamp()`.as('window_open'),
        sql<boolean>`alive_at >= started_at + ln(crash_point) / growth * interval '1 second'`.as('saw_crash'),
      ])
      .where('status', 'in', ['betting', 'running'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!left) return null;
    const { window_open, saw_crash, ...round } = left;
    if (round.status === 'betting' && window_open) return round;
    if (round.status === 'running' && saw_crash) {
      await this.finish(round);
      return null;
    }
    const interrupted = await this.bets.interrupt(round);
    if (interrupted) {
      this.log.warn({ round: round.id.toString() }, 'crash: round interrupted by an outage; plays refunded');
      this.hub.publish('crash', 'CrashEnded', { round: roundView(interrupted) });
    }
    return null;
  }

  /** The next round of the chain, in its betting window; null when the chain is used up. */
  private async open(chain: CrashChain): Promise<CrashRoundRow | null> {
    const last = await this.db
      .selectFrom('crash_rounds')
      .select(sql<number>`max(position)`.as('position'))
      .where('chain_id', '=', chain.id)
      .executeTakeFirst();
    const position = (last?.position ?? 0) + 1;
    if (position > chain.length) return null;
    const hash = chain.hashAt(position);
    const round = await this.db
      .insertInto('crash_rounds')
      .values({
        chain_id: chain.id,
        position,
        hash,
        crash_point: crashPoint(hash, chain.salt, this.edge),
        edge: this.edge,
        growth: this.settings.CRASH_GROWTH,
        betting_ends_at: sql<Date>`clock_timestamp() + ${`${this.settings.CRASH_BETTING_MS} milliseconds`}::interval`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.hub.publish('crash', 'CrashBetting', { round: roundView(round) });
    return round;
  }

  private async startRound(round: CrashRoundRow): Promise<CrashRoundRow> {
    this.checkLeadership();
    // Waits for plays being written under FOR SHARE; none can be placed after this commits.
    const running = await this.db
      .updateTable('crash_rounds')
      .set({
        status: 'running',
        started_at: sql<Date>`clock_timestamp()`,
        alive_at: sql<Date>`clock_timestamp()`,
      })
      .where('id', '=', round.id)
      .where('status', '=', 'betting')
      .returningAll()
      .executeTakeFirst();
    if (!running) throw new LeadershipLost(`crash: round ${round.id} was ended by another leader`);
    this.hub.publish('crash', 'CrashRunning', { round: roundView(running) });
    return running;
  }

  /**
   * Ticks the multiplier until the crash point, paying automatic cash-outs as it passes them, then
   * crashes the round. False when the runner was stopped first (the round is left as it is).
   */
  private async ride(round: CrashRoundRow): Promise<boolean> {
    const startedAt = (round.started_at as Date).getTime();
    const crashAt = startedAt + crashElapsedFor(Number(round.crash_point), round.growth);
    while (Date.now() < crashAt) {
      const elapsed = Date.now() - startedAt;
      const multiplier = crashMultiplierAt(elapsed, round.growth);
      await this.bets.autoCashouts(round, multiplier);
      await this.stillAlive(round);
      this.hub.publish('crash', 'CrashTick', {
        round_id: round.id.toString(),
        multiplier,
        elapsed_ms: elapsed,
      });
      if (!(await this.pause(Math.min(TICK_MS, crashAt - Date.now())))) return false;
    }
    await this.stillAlive(round);
    await this.finish(round);
    return true;
  }

  /** Pays automatic cash-outs up to the crash point, then crashes the round. */
  private async finish(round: CrashRoundRow): Promise<void> {
    // Targets at exactly the crash point win, like limbo's: reaching the target is enough.
    await this.bets.autoCashouts(round, Number(round.crash_point));
    const ended = await this.bets.crash(round);
    if (ended) this.hub.publish('crash', 'CrashEnded', { round: roundView(ended) });
  }

  /**
   * Stamps the leader's sign of life on the round (the outage rule reads it). It also fences a leader
   * that lost its lock unnoticed: once another leader has ended the round, the stamp matches nothing.
   */
  private async stillAlive(round: CrashRoundRow): Promise<void> {
    this.checkLeadership();
    const stamped = await this.db
      .updateTable('crash_rounds')
      .set({ alive_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', round.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (stamped.numUpdatedRows === 0n)
      throw new LeadershipLost(`crash: round ${round.id} was ended by another leader`);
  }

  private checkLeadership(): void {
    if (!this.leadership?.held()) throw new LeadershipLost('crash: the leadership connection was lost');
  }

  /** Sleeps; false (at once) when the server stops, so the caller goes no further. */
  private pause(ms: number): Promise<boolean> {
    this.steppedAt = Date.now();
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.wake = null;
          resolve(true);
        },
        Math.max(0, ms),
      );
      this.wake = () => {
        this.wake = null;
        clearTimeout(timer);
        resolve(false);
      };
    });
  }
}
