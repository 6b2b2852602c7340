import { formatAmount, type Me } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import { verificationIdsOf } from '../identity';
import { jackpotAmounts } from '../jackpots';
import { pendingPolicies } from '../policies';
import { restrictionFields } from '../responsible-play';
import { readBalance } from './balance';

/** `GET /api/user`: the signed-in player as the web app sees them (spec §3 "me"). */
export async function loadMe(executor: Database | Trx, ledger: Ledger, userId: bigint): Promise<Me> {
  const user = await executor.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
  const balance = await readBalance(executor, ledger, userId, user.game_mode);
  const verification = await verificationIdsOf(executor, userId);
  const restrictions = await restrictionFields(executor, userId);
  const frozen = user.frozen_at !== null;
  return {
    id: Number(user.id),
    username: user.username,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    firstname: user.firstname,
    lastname: user.lastname,
    rank: user.rank,
    balance,
    game_mode: user.game_mode,
    password_change_required: user.password_change_required,
    is_username_set: user.username !== null,
    username_not_set: user.username === null,
    phone_number: user.phone_number ? maskPhone(user.phone_number) : null,
    phone_number_verified: user.phone_number_verified_at !== null,
    two_factor_enabled: user.two_factor_enabled_at !== null,
    private_mode: user.private_mode,
    state: user.state,
    total_purchases: formatAmount(user.total_purchases),
    verification_id: verification?.verification_id ?? null,
    prev_verification_id: verification?.prev_verification_id ?? null,
    is_frozen: frozen,
    freeze_reason: user.freeze_reason,
    ...restrictions,
    // A break, a self-exclusion, a freeze or the operator's switch each stop purchases (spec §3, §6).
    can_purchase: restrictions.can_purchase && !frozen && !user.purchases_blocked,
    purchase_limit_bundles: user.purchase_limit_bundles.map(formatAmount),
    opt_in_promo_sms: user.opt_in_promo_sms,
    opt_in_promo_email: user.opt_in_promo_email,
    totalWagered: '0.00',
    created: user.created_at.toISOString(),
    delete_status: user.deleted_at ? 'deleted' : 'active',
    show_recent_play: true,
    btag: user.affiliate_ref,
    pending_policies: await pendingPolicies(executor, userId),
    jackpot_amount: await jackpotAmounts(executor, user.game_mode),
  };
}

/** Only the last four digits leave the server. */
export function maskPhone(phone: string): string {
  return `•••${phone.slice(-4)}`;
}
