import type { Balance, Coin } from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import { enqueueEvent } from '../../realtime/event-outbox';
import { readBalance } from './balance';
import { claimUsername, updateUser, usernameTaken } from './repository';

/**
 * Switches the coin the player plays with and answers the wallet in it; the player's other tabs hear the
 * same `balance` once it has committed (event outbox).
 */
export async function setGameMode(
  db: Database,
  ledger: Ledger,
  userId: bigint,
  gameMode: Coin,
): Promise<Balance> {
  return inTransaction(db, async (trx) => {
    await updateUser(trx, userId, { game_mode: gameMode });
    const balance = await readBalance(trx, ledger, userId, gameMode);
    await enqueueEvent(trx, `App.User.${userId}`, 'balance', balance);
    return balance;
  });
}

/** Players who signed up without one (social sign-in) choose a username once; it never changes after. */
export async function setUsername(db: Database, userId: bigint, username: string): Promise<void> {
  if (await usernameTaken(db, username)) throw fieldError('username', 'The username has already been taken.');
  try {
    if (!(await claimUsername(db, userId, username)))
      throw new AppError('CONFLICT', 'Your username is already set.');
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw fieldError('username', 'The username has already been taken.');
    throw error;
  }
}

export async function updateProfile(
  db: Database,
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
  await updateUser(db, userId, changes);
}

export async function updatePromoOptIns(
  db: Database,
  userId: bigint,
  optIns: { opt_in_promo_sms?: boolean | undefined; opt_in_promo_email?: boolean | undefined },
): Promise<void> {
  await updateUser(db, userId, {
    ...(optIns.opt_in_promo_sms !== undefined ? { opt_in_promo_sms: optIns.opt_in_promo_sms } : {}),
    ...(optIns.opt_in_promo_email !== undefined ? { opt_in_promo_email: optIns.opt_in_promo_email } : {}),
  });
}
