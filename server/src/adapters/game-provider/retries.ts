import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { mustRetry, type UnansweredCall } from './round';
import { findSession, type ProviderSession } from './sessions';
import type { ProviderWallet, RoundKeys } from './wallet-client';

/** How long a provider keeps sending a call the casino has not answered (Pragmatic Play: 24 h). */
export const RETRY_FOR_MS = 24 * 3_600_000;
const FIRST_DELAY_MS = 5_000;
const LONGEST_DELAY_MS = 3_600_000;
/** A retry being sent is held this long before another instance may take it (its sender died). */
const LEASE_MS = 60_000;
/** Retries sent per sweep at most: a backlog drains over several sweeps. */
const BATCH = 50;

/** The wait before the next attempt: doubling from 5 s, at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempts, LONGEST_DELAY_MS);
}

/** Keeps a round's unanswered win or endRound, first sent again after a short wait. */
export async function keepRetry(
  db: Database,
  sessionId: string,
  round: RoundKeys,
  call: UnansweredCall,
): Promise<void> {
  await db
    .insertInto('sandbox_provider_retries')
    .values({
      session_id: sessionId,
      round_id: round.roundId,
      bet_id: round.betId,
      stake: round.stake,
      free_round: round.freeRound ?? null,
      call: call.call,
      transaction_id: call.call === 'win' ? call.transactionId : null,
      amount: call.call === 'win' ? call.amount : null,
      last: call.call === 'win' && call.last,
      next_at: sql<Date>`now() + make_interval(secs => ${FIRST_DELAY_MS / 1000})`,
    })
    .execute();
}

type RetryRow = Awaited<ReturnType<typeof claimDue>>[number];

/** Due retries, each leased to this sweep so no other instance sends it at the same time. */
function claimDue(db: Database) {
  return db
    .updateTable('sandbox_provider_retries')
    .set({ next_at: sql<Date>`now() + make_interval(secs => ${LEASE_MS / 1000})` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sandbox_provider_retries')
        .select('id')
        .where('next_at', '<=', sql<Date>`now()`)
        .orderBy('next_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * The sandbox provider's background retries, as a real provider's queue: each due call is sent again,
 * the same transaction, until the casino answers it, refuses it for good, or a day has passed. Every app
 * instance sweeps; a lease keeps two from sending one call at once (the wallet would answer both the
 * same anyway: a transaction applies once).
 */
export class SandboxRetries {
  constructor(
    private readonly db: Database,
    private readonly walletFor: (session: ProviderSession) => ProviderWallet,
    private readonly log: { warn(payload: object, message: string): void },
  ) {}

  /** Sends every due retry once; answers how many the casino answered. */
  async runDue(): Promise<number> {
    let answered = 0;
    for (const row of await claimDue(this.db)) if (await this.send(row)) answered += 1;
    return answered;
  }

  /** Sweeps every `everyMs` until the returned stop is called. */
  start(everyMs: number): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.runDue()
        .catch((error) => this.log.warn({ err: error }, 'sandbox provider: a retry sweep failed'))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async send(row: RetryRow): Promise<boolean> {
    const session = await findSession(this.db, row.session_id);
    if (!session) return this.drop(row, 'its session is gone');
    const wallet = this.walletFor(session);
    const round: RoundKeys = {
      roundId: row.round_id,
      betId: row.bet_id,
      stake: row.stake,
      ...(row.free_round === null ? {} : { freeRound: row.free_round }),
    };
    const answer =
      row.call === 'win' && row.transaction_id !== null && row.amount !== null
        ? await wallet.win(round, row.transaction_id, row.amount, row.last)
        : await wallet.endRound(round);
    if (answer === null || answer.kind === 'ok') {
      await this.db.deleteFrom('sandbox_provider_retries').where('id', '=', row.id).execute();
      return true;
    }
    if (!mustRetry(answer)) return this.drop(row, `the casino refused it (${answer.answer})`);
    if (Date.now() - row.created_at.getTime() >= RETRY_FOR_MS) return this.drop(row, 'a day has passed');
    await this.db
      .updateTable('sandbox_provider_retries')
      .set({
        attempts: row.attempts + 1,
        last_answer: answer.answer,
        next_at: sql<Date>`now() + make_interval(secs => ${retryDelayMs(row.attempts + 1) / 1000})`,
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }

  /** A call retrying cannot help: left for the provider's people, as a real provider escalates it. */
  private async drop(row: RetryRow, why: string): Promise<false> {
    this.log.warn(
      { round: row.round_id, call: row.call, transaction: row.transaction_id },
      `sandbox provider: retry stopped, ${why}`,
    );
    await this.db.deleteFrom('sandbox_provider_retries').where('id', '=', row.id).execute();
    return false;
  }
}
