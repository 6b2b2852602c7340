import type { CaptchaChallenge } from '@casino/contract';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface Captcha {
  readonly enabled: boolean;
  challenge(): Promise<CaptchaChallenge>;
  /** True when the payload solves a challenge we issued that has not been used before. */
  verify(payload: string | undefined): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** ALTCHA proof of work, self-hosted: the browser spends a moment of CPU, bots pay for every try. */
export class AltchaCaptcha implements Captcha {
  readonly enabled = true;

  constructor(
    private readonly db: Database,
    private readonly hmacKey: string,
    /** The highest secret number of a challenge (CAPTCHA_MAX_NUMBER). */
    private readonly maxNumber: number,
  ) {}

  challenge(): Promise<CaptchaChallenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxNumber: this.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  async verify(payload: string | undefined): Promise<boolean> {
    if (!payload) return false;
    let signature: string;
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      if (typeof decoded.signature !== 'string') return false;
      signature = decoded.signature;
      if (!(await verifySolution(payload, this.hmacKey, true))) return false;
    } catch {
      return false;
    }
    // A solution is good once: remember its signature until the challenge would have expired anyway.
    const inserted = await this.db
      .insertInto('used_captchas')
      .values({ signature, expires_at: new Date(Date.now() + CHALLENGE_TTL_MS) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    await sql`DELETE FROM used_captchas WHERE expires_at < now()`.execute(this.db);
    return inserted.numInsertedOrUpdatedRows === 1n;
  }
}

/** For automated clients when CAPTCHA_ENABLED=false. */
export class DisabledCaptcha implements Captcha {
  readonly enabled = false;
  async challenge(): Promise<CaptchaChallenge> {
    return {};
  }
  async verify(): Promise<boolean> {
    return true;
  }
}
