import {
  ageOn,
  MINIMUM_AGE,
  parseAmount,
  type RegisterRequest,
  regionNotAvailableText,
} from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { StateRules } from '../location';
import { acceptPoliciesAtSignUp } from '../policies';
import { sendVerificationMail } from './email-verification.service';
import { hashPassword } from './passwords';
import type { AuthPorts } from './ports';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Opens a player's account: the rules (age, state, unique names) first, then one transaction that
 * writes the player, their ledger accounts, the sign-up coins and the first session together.
 */
export async function registerPlayer(
  ports: AuthPorts,
  request: RegisterRequest,
  client: ClientInfo,
): Promise<{ token: string; userId: bigint }> {
  const { form } = request;
  if (!(await ports.captcha.verify(request.captcha))) {
    throw fieldError('captcha', 'Please confirm you are not a robot.', 'CAPTCHA_FAILED');
  }
  // The configured rules, not the spec's list alone: a state an operator blocks is refused here too.
  const blocked = new StateRules(ports.config.STATE_RULES).blockedStates();
  if (blocked.includes(form.state))
    throw fieldError('state', regionNotAvailableText(form.state, blocked), 'REGION_NOT_AVAILABLE');
  if (ageOn(form.date_of_birth, new Date()) < MINIMUM_AGE) {
    throw fieldError('date_of_birth', 'You must be 18 or older to play.');
  }
  await refuseTakenNames(ports, form.username, form.email);

  const passwordHash = await hashPassword(form.password);
  try {
    const result = await inTransaction(ports.db, async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: form.username,
          email: form.email,
          password_hash: passwordHash,
          date_of_birth: form.date_of_birth,
          state: form.state,
          opt_in_promo_email: form.opt_in_promo_email ?? false,
          affiliate_ref: request.ref ?? null,
          signup_fingerprint: request.fp ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ports.ledger.openPlayerAccounts(trx, user.id);
      // The form's required box accepted the Terms and Sweeps Rules: the record is part of the account.
      await acceptPoliciesAtSignUp(trx, user.id);
      for (const [coin, text] of [
        ['GC', ports.config.SIGNUP_BONUS_GC],
        ['SC', ports.config.SIGNUP_BONUS_SC],
      ] as const) {
        const amount = parseAmount(text) ?? 0n;
        if (amount === 0n) continue;
        await ports.ledger.grantBonus(trx, {
          key: `signup-bonus:${user.id}:${coin}`,
          kind: 'signup_bonus',
          userId: user.id,
          coin,
          amount,
          referenceType: 'user',
          referenceId: user.id.toString(),
        });
      }
      if (request.fp)
        await trx.insertInto('user_devices').values({ user_id: user.id, fingerprint: request.fp }).execute();
      const session = await ports.sessions.start(trx, user.id, client);
      return { token: session.token, userId: user.id };
    });
    await sendVerificationMail(ports, result.userId, form.email);
    return result;
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the usual message.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      await refuseTakenNames(ports, form.username, form.email);
    throw error;
  }
}

async function refuseTakenNames(ports: AuthPorts, username: string, email: string): Promise<void> {
  const taken = await ports.db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', username.toLowerCase()), eb('email', '=', email)]),
    )
    .execute();
  const errors: Record<string, string[]> = {};
  if (taken.some((u) => u.username?.toLowerCase() === username.toLowerCase())) {
    errors.username = ['The username has already been taken.'];
  }
  if (taken.some((u) => u.email === email)) errors.email = ['The email has already been taken.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, errors);
}
