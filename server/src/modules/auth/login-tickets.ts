import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import type { LoginStep } from '../../db/schema';
import { digest } from './one-time-tokens';

const LIFETIME_MINUTES = 10;

/**
 * One login attempt that got past its password, remembered across its requests by a ticket the
 * challenge answers carry and the next request sends back: a challenge once passed (restore accepted,
 * authenticator code, SMS code) stays passed, so answering the next one does not ask for it again.
 * A ticket is only good for its player, on the device fingerprint it was made for, for a few minutes.
 */
export class LoginAttempt {
  private constructor(
    private readonly db: Database,
    private readonly userId: bigint,
    private readonly fingerprint: string | null,
    private token: string | null,
    private readonly passed: Set<LoginStep>,
  ) {}

  static async resume(
    db: Database,
    userId: bigint,
    fingerprint: string | undefined,
    ticket: string | undefined,
  ): Promise<LoginAttempt> {
    const row = ticket
      ? await db
          .selectFrom('login_tickets')
          .select('passed_steps')
          .where('token_hash', '=', digest(ticket))
          .where('user_id', '=', userId)
          .where('fingerprint', 'is not distinct from', fingerprint ?? null)
          .where('expires_at', '>', new Date())
          .executeTakeFirst()
      : undefined;
    return new LoginAttempt(
      db,
      userId,
      fingerprint ?? null,
      row && ticket ? ticket : null,
      new Set(row?.passed_steps ?? []),
    );
  }

  hasPassed(step: LoginStep): boolean {
    return this.passed.has(step);
  }

  async pass(step: LoginStep): Promise<void> {
    this.passed.add(step);
    if (this.token) {
      await this.db
        .updateTable('login_tickets')
        .set({ passed_steps: [...this.passed] })
        .where('token_hash', '=', digest(this.token))
        .execute();
    } else {
      await this.ticket();
    }
  }

  /** The ticket for the next request of this attempt (made on first use). */
  async ticket(): Promise<string> {
    if (this.token) return this.token;
    const token = randomBytes(32).toString('base64url');
    await this.db
      .deleteFrom('login_tickets')
      .where('user_id', '=', this.userId)
      .where('expires_at', '<=', new Date())
      .execute();
    await this.db
      .insertInto('login_tickets')
      .values({
        token_hash: digest(token),
        user_id: this.userId,
        fingerprint: this.fingerprint,
        passed_steps: [...this.passed],
        expires_at: new Date(Date.now() + LIFETIME_MINUTES * 60_000),
      })
      .execute();
    this.token = token;
    return token;
  }

  /** Signed in: the ticket has done its work and must not sign in again. */
  async finish(): Promise<void> {
    if (!this.token) return;
    await this.db.deleteFrom('login_tickets').where('token_hash', '=', digest(this.token)).execute();
  }
}
