import { crashElapsedFor, crashMultiplierAt } from '@casino/contract';
import { crashPoint } from '@casino/fairness';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../../config';
import type { Database, Leadership, TryLeadership } from '../../../db/database';
import type { RealtimeHub } from '../../../realtime/hub';
import { CrashChain } from './chain';
import type { CrashBets } from './crash-bets';
import { type CrashRoundRow, roundView } from './views';

/** The advisory lock whose holder runs the rounds. */
const CRASH_LEADER_LOCK = 72_101;
/** How often a follower asks for the lock, and the live multiplier's tick on the hub. */
const FOLLOWER_RETRY_MS = 2_000;
const TICK_MS = 100;

type CrashSettings = Pick<
  Config,
  'CRASH_BETTING_MS' | 'CRASH_PAUSE_MS' | 'CRASH_GROWTH' | 'CRASH_CHAIN_LENGTH' | 'CRASH_SALT'
>;

/**
 * Runs crash rounds on exactly one instance: whoever holds the advisory lock opens a betting window,
 * starts the round, ticks the multiplier to the hub, fires automatic cash-outs and crashes it at its
 * point, then opens the next. A new leader (after a restart or failover) picks up the unfinished round
 * where the clock says it is.
 */
export class CrashRunner {
  private stopped = false;
  private leadership: Leadership | null = null;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly tryLeadership: TryLeadership,
    private readonly hub: RealtimeHub,
    private readonly bets: CrashBets,
    private readonly settings: CrashSettings,
    private readonly edge: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.leadership?.release();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        this.leadership ??= await this.tryLeadership(CRASH_LEADER_LOCK);
        if (this.leadership?.held()) {
          const chain = await CrashChain.current(this.db, this.settings);
          await this.lead(chain);
        } else {
          this.leadership = null;
          await this.pause(FOLLOWER_RETRY_MS);
        }
      } catch (error) {
        this.log.error({ err: error }, 'crash: round runner failed; retrying');
        await this.pause(FOLLOWER_RETRY_MS);
      }
    }
  }

  private async lead(initialChain: CrashChain): Promise<void> {
    let chain = initialChain;
    while (!this.stopped && this.leadership?.held()) {
      const resumed = await this.db
        .selectFrom('crash_rounds')
        .selectAll()
        .where('status', '<>', 'crashed')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      let round = resumed ?? (await this.open(chain));
      if (!round) {
        chain = await CrashChain.current(this.db, this.settings, true);
        continue;
      }
      if (round.status === 'betting') round = await this.startWhenBettingEnds(round);
      if (this.stopped) return;
      await this.ride(round);
      await this.pause(this.settings.CRASH_PAUSE_MS);
    }
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

  private async startWhenBettingEnds(round: CrashRoundRow): Promise<CrashRoundRow> {
    await this.pause(round.betting_ends_at.getTime() - Date.now());
    // Waits for plays being written under FOR SHARE; none can be placed after this commits.
    const running = await this.db
      .updateTable('crash_rounds')
      .set({ status: 'running', started_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', round.id)
      .where('status', '=', 'betting')
      .returningAll()
      .executeTakeFirstOrThrow();
    this.hub.publish('crash', 'CrashRunning', { round: roundView(running) });
    return running;
  }

  /** Ticks the multiplier until the crash point, paying automatic cash-outs as it passes them. */
  private async ride(round: CrashRoundRow): Promise<void> {
    const startedAt = (round.started_at as Date).getTime();
    const point = Number(round.crash_point);
    const crashAt = startedAt + crashElapsedFor(point, round.growth);
    while (!this.stopped && Date.now() < crashAt) {
      const elapsed = Date.now() - startedAt;
      const multiplier = crashMultiplierAt(elapsed, round.growth);
      await this.bets.autoCashouts(round, multiplier);
      this.hub.publish('crash', 'CrashTick', {
        round_id: round.id.toString(),
        multiplier,
        elapsed_ms: elapsed,
      });
      await this.pause(Math.min(TICK_MS, crashAt - Date.now()));
    }
    if (this.stopped) return;
    // Targets at exactly the crash point win, like limbo's: reaching the target is enough.
    await this.bets.autoCashouts(round, point);
    const ended = await this.bets.crash(round);
    this.hub.publish('crash', 'CrashEnded', { round: roundView(ended) });
  }

  /** Sleeps, but wakes at once when the server stops. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.wake = null;
          resolve();
        },
        Math.max(0, ms),
      );
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
