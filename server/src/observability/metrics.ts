import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { resultWithin } from '../answers-within';
import type { ConnectionUsage } from '../db/database';
import type { PlayCounts } from './play-counts';
import { type CrashRunnerHealth, PROBE_TIMEOUT_MS, type Readiness, type ReadinessReport } from './readiness';

/** What the metrics read at scrape time; nothing here is asked between scrapes. */
export interface MetricsProbes {
  plays: PlayCounts;
  readiness: Readiness;
  overdueRedemptions(): Promise<{ review: number; payout: number }>;
  ledgerTransfers(): Promise<number>;
  connectedSockets(): number;
  connections(): ConnectionUsage;
  crash(): CrashRunnerHealth | null;
}

interface ScrapeReads {
  /** Taken before the scrape's own statements queue for a connection, which it would count otherwise. */
  connections: ConnectionUsage;
  readiness: ReadinessReport;
  overdue: { review: number; payout: number } | null;
  transfers: number | null;
}

/** Requests' latency buckets, in seconds: a play answers in milliseconds, a vendor call in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processMetrics: Registry | null = null;

/**
 * The process's own figures (CPU, memory, heap, GC, event-loop lag, handles), registered once per
 * process: several apps built in one process (the tests) share them, as they share the process.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The app's Prometheus metrics (docs/operations.md, "Observability and alerts"). State is read when
 * Prometheus scrapes (`collect`), never kept up to date between scrapes; the few figures counted as
 * they happen (plays, play batches: `PlayCounts`) are copied into their counters at scrape time.
 */
export class AppMetrics {
  readonly requestDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly scraped: Registry;
  private reads: Promise<ScrapeReads> | null = null;

  constructor(private readonly probes: MetricsProbes) {
    const registry = new Registry();
    this.requestDuration = new Histogram({
      name: 'casino_http_request_duration_seconds',
      help: 'HTTP requests answered, by method, route pattern and status class, and how long they took.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    this.registerCounted(registry);
    this.registerRead(registry);
    this.scraped = Registry.merge([processRegistry(), registry]);
  }

  get contentType(): string {
    return this.scraped.contentType;
  }

  /** The text exposition of every metric, read now. */
  render(): Promise<string> {
    return this.scraped.metrics();
  }

  private registerCounted(registry: Registry): void {
    const { plays } = this.probes;
    new Counter({
      name: 'casino_plays_total',
      help: 'Plays settled on this instance, by game and coin (house games, crash, duels, provider rounds).',
      labelNames: ['game', 'coin'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [game, counts] of plays.byGame)
          for (const coin of ['GC', 'SC'] as const)
            if (counts[coin] > 0) this.inc({ game, coin }, counts[coin]);
      },
    });
    const counted = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    counted(
      'casino_play_batches_total',
      "Statements of the ledger's batched instant plays run by this instance.",
      () => plays.batches,
    );
    counted(
      'casino_play_batch_plays_total',
      'Instant plays those batches carried, settled or refused (divided by the batches: the mean batch size).',
      () => plays.batchedPlays,
    );
  }

  private registerRead(registry: Registry): void {
    const reads = () => this.scrapeReads();
    const probes = this.probes;
    new Gauge({
      name: 'casino_ready',
      help: 'Readiness of this instance per check (database, crash, jobs): 1 passing, 0 failing (GET /readyz).',
      labelNames: ['check'],
      registers: [registry],
      async collect() {
        const { checks } = (await reads()).readiness;
        for (const [check, result] of Object.entries(checks)) this.set({ check }, result.ok ? 1 : 0);
      },
    });
    new Gauge({
      name: 'casino_jobs',
      help: 'Durable jobs by state: due (waiting for a worker), scheduled (later), running, dead (staff act).',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const queue = (await reads()).readiness.queue;
        if (!queue) return;
        this.set({ state: 'due' }, queue.due);
        this.set({ state: 'scheduled' }, queue.scheduled);
        this.set({ state: 'running' }, queue.running);
        this.set({ state: 'dead' }, queue.dead);
      },
    });
    new Gauge({
      name: 'casino_job_oldest_due_seconds',
      help: 'How long the longest-waiting due job has waited for a worker (0: none waits).',
      registers: [registry],
      async collect() {
        const queue = (await reads()).readiness.queue;
        if (queue) this.set(queue.oldestDueSeconds);
      },
    });
    new Gauge({
      name: 'casino_redemptions_overdue',
      help: 'Redemptions past their promised time, by stage: review (pending) or payout (approved, not paid).',
      labelNames: ['stage'],
      registers: [registry],
      async collect() {
        const overdue = (await reads()).overdue;
        if (!overdue) return;
        this.set({ stage: 'review' }, overdue.review);
        this.set({ stage: 'payout' }, overdue.payout);
      },
    });
    new Counter({
      name: 'casino_ledger_transfers_total',
      help: 'Ledger transfers written by the whole deployment (its id sequence: every instance reports the same, so take max()).',
      registers: [registry],
      async collect() {
        const transfers = (await reads()).transfers;
        if (transfers === null) return;
        this.reset();
        this.inc(transfers);
      },
    });
    new Gauge({
      name: 'casino_websocket_connections',
      help: 'Socket.IO connections open on this instance.',
      registers: [registry],
      collect() {
        this.set(probes.connectedSockets());
      },
    });
    new Gauge({
      name: 'casino_db_connections',
      help: "The database connections this instance holds, by state (in_use, idle); PGlite's one connection counts as one.",
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const usage = (await reads()).connections;
        this.set({ state: 'in_use' }, usage.open - usage.idle);
        this.set({ state: 'idle' }, usage.idle);
      },
    });
    new Gauge({
      name: 'casino_db_connections_max',
      help: "The most database connections this instance opens (DATABASE_POOL_SIZE; PGlite's 1).",
      registers: [registry],
      async collect() {
        this.set((await reads()).connections.max);
      },
    });
    new Gauge({
      name: 'casino_db_connection_waiters',
      help: 'Queries and transactions of this instance waiting for a database connection now.',
      registers: [registry],
      async collect() {
        this.set((await reads()).connections.waiting);
      },
    });
    new Gauge({
      name: 'casino_crash_leader',
      help: 'Whether this instance runs the crash rounds (holds the leader lock): 1 yes, 0 no.',
      registers: [registry],
      collect() {
        this.set(probes.crash()?.role === 'leader' ? 1 : 0);
      },
    });
  }

  /** The statements a scrape needs, run once for all of its metrics (their collects start together). */
  private scrapeReads(): Promise<ScrapeReads> {
    this.reads ??= this.readNow().finally(() => {
      this.reads = null;
    });
    return this.reads;
  }

  private async readNow(): Promise<ScrapeReads> {
    const connections = this.probes.connections();
    const [readiness, overdue, transfers] = await Promise.all([
      this.probes.readiness.check(),
      resultWithin(this.probes.overdueRedemptions(), PROBE_TIMEOUT_MS),
      resultWithin(this.probes.ledgerTransfers(), PROBE_TIMEOUT_MS),
    ]);
    return { connections, readiness, overdue, transfers };
  }
}
