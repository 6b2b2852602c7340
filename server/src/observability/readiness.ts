import { resultWithin } from '../answers-within';
import type { JobQueueState } from '../jobs';

/** A probe answers quickly even when a service hangs: a load balancer's check must not time out. */
export const PROBE_TIMEOUT_MS = 1_000;

/**
 * A crash runner that has not stepped for its longest wait and this long again is stuck: a statement
 * that never answers, or a leader holding the lock without running rounds (no standby can take over).
 */
const CRASH_STALL_GRACE_MS = 10_000;

/** What readiness and the metrics read of this instance's crash round runner (the games module's fits it). */
export interface CrashRunnerHealth {
  /** `leader` runs the rounds (it holds the lock); `standby` keeps asking for it; `stopped` once shutting down. */
  role: 'leader' | 'standby' | 'stopped';
  /** When the runner last took a step, in ms since the epoch. */
  steppedAt: number;
  /** The longest a working runner waits between two steps. */
  longestWaitMs: number;
}

export interface ReadinessProbes {
  databaseReachable(timeoutMs: number): Promise<boolean>;
  jobQueue(): Promise<JobQueueState>;
  /** This instance's crash runner; null where it runs none (CRASH_ENABLED off). */
  crash(): CrashRunnerHealth | null;
}

export interface CrashCheck {
  ok: boolean;
  role: CrashRunnerHealth['role'] | 'disabled';
  last_step_seconds_ago?: number;
}

export interface JobsCheck {
  ok: boolean;
  /** Null when the queue could not be read (the database did not answer). */
  due: number | null;
  oldest_due_seconds: number | null;
}

/** `/readyz`'s answer; `queue` is the job queue as read, for the metrics. */
export interface ReadinessReport {
  ready: boolean;
  checks: { database: { ok: boolean }; crash: CrashCheck; jobs: JobsCheck };
  queue: JobQueueState | null;
}

/**
 * Whether this instance should be sent traffic: its database answers, its crash runner steps (leading
 * the rounds, or standing by for the lock), and the job queue moves (no due job waits past
 * `jobsStuckAfterSeconds` for a worker). Calls made while a check runs share it, so a flood of probes
 * costs the database one set of statements at a time.
 */
export class Readiness {
  private running: Promise<ReadinessReport> | null = null;

  constructor(
    private readonly probes: ReadinessProbes,
    private readonly jobsStuckAfterSeconds: number,
  ) {}

  check(): Promise<ReadinessReport> {
    this.running ??= this.checkNow().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async checkNow(): Promise<ReadinessReport> {
    const [database, queue] = await Promise.all([
      this.probes.databaseReachable(PROBE_TIMEOUT_MS),
      resultWithin(this.probes.jobQueue(), PROBE_TIMEOUT_MS),
    ]);
    const crash = crashCheck(this.probes.crash(), Date.now());
    const jobs: JobsCheck = {
      ok: queue !== null && queue.oldestDueSeconds < this.jobsStuckAfterSeconds,
      due: queue?.due ?? null,
      oldest_due_seconds: queue ? Math.round(queue.oldestDueSeconds) : null,
    };
    return {
      ready: database && crash.ok && jobs.ok,
      checks: { database: { ok: database }, crash, jobs },
      queue,
    };
  }
}

/** A runner is healthy while it steps: a leader's steps are its rounds', a standby's its tries for the lock. */
export function crashCheck(health: CrashRunnerHealth | null, now: number): CrashCheck {
  if (!health) return { ok: true, role: 'disabled' };
  const idleMs = Math.max(0, now - health.steppedAt);
  return {
    ok: health.role !== 'stopped' && idleMs <= health.longestWaitMs + CRASH_STALL_GRACE_MS,
    role: health.role,
    last_step_seconds_ago: Math.round(idleMs / 100) / 10,
  };
}
