import type { Balance, Coin } from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../http/errors';
import { enqueueEvent } from '../../realtime/event-outbox';
import { readBalance } from './balance';
import { claimUsername, updateUser, usernameTaken } from './repository';

/**
 * Switches the coin the player plays with and answers the wallet in it; the player's other tabs hear the
 * same `balance` once it has committed (event outbox).
 */
export async function setGameMode(deps: Deps, userId: bigint, gameMode: Coin): Promise<Balance> {
  return inTransaction(deps.db, async (trx) => {
    await updateUser(trx, userId, { game_mode: gameMode });
    const balance = await readBalance(trx, deps.ledger, userId, gameMode);
    await enqueueEvent(trx, `App.User.${userId}`, 'balance', balance);
    return balance;
  });
}

/** Players who signed up without one (social sign-in) choose a username once; it never changes after. */
export async function setUsername(deps: Deps, userId: bigint, username: string): Promise<void> {
  if (await usernameTaken(deps.db, username))
    throw fieldError('username', 'The username has already been taken.');
  try {
    if (!(await claimUsername(deps.db, userId, username)))
      throw new AppError('CONFLICT', 'Your username is already set.');
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw fieldError('username', 'The username has already been taken.');
    throw error;
  }
}

export async function updateProfile(
  deps: Deps,
  userId: bigint,
  profile: {
    firstname?: string | undefined;
    lastname?: string | undefined;
    private_mode?: boolean | undefined;
  },
): Promise<void> {
  const changes = {
    ...(profile.firstname !== undefined ? { firstname: profile.firstname || null } : {}),
    ...(profile.lastname !== undefined ? { lastname: profile.lastname || null } : {}),
    ...(profile.private_mode !== undefined ? { private_mode: profile.private_mode } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await updateUser(deps.db, userId, changes);
}

export async function updatePromoOptIns(
  deps: Deps,
  userId: bigint,
  optIns: { opt_in_promo_sms?: boolean | undefined; opt_in_promo_email?: boolean | undefined },
): Promise<void> {
  await updateUser(deps.db, userId, {
    ...(optIns.opt_in_promo_sms !== undefined ? { opt_in_promo_sms: optIns.opt_in_promo_sms } : {}),
    ...(optIns.opt_in_promo_email !== undefined ? { opt_in_promo_email: optIns.opt_in_promo_email } : {}),
  });
}
