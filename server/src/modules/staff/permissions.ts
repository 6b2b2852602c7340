import type { Rank, StaffActionName } from '@casino/contract';

/** Every staff action the back office knows (the contract's STAFF_ACTIONS); each endpoint names the one it performs. */
export type StaffAction = StaffActionName;

/** The staff ranks, lowest first: a rank may do everything a lower one may. */
export type StaffRank = 'helper' | 'mod' | 'admin';

/**
 * The lowest rank allowed each action (issue 14's permission table, documented in docs/back-office.md).
 * Helpers look and handle the mail; mods decide what a player asked for; admins move money, change who
 * is staff and watch balances (spec §6: only admins change the balance-watch flag).
 */
export const STAFF_PERMISSIONS: Record<StaffAction, StaffRank> = {
  'users.view': 'helper',
  'users.freeze': 'mod',
  'users.ban': 'mod',
  'users.rank': 'admin',
  'users.balance_watch': 'admin',
  'users.adjust': 'admin',
  'identity.review': 'mod',
  'redemptions.view': 'helper',
  'redemptions.decide': 'mod',
  'redemptions.pay': 'admin',
  'amoe.enter': 'helper',
  'purchases.refund': 'admin',
  'orders.decide': 'mod',
  'audit.view': 'admin',
  'tax.export': 'admin',
  // Money jobs (vendor calls, mail): staff who decide redemptions see what is stuck; admins retry.
  'jobs.view': 'mod',
  'jobs.retry': 'admin',
  // Coins staff create: each under a cap, and above the maker-checker threshold a second admin approves.
  'bonus_codes.create': 'admin',
  'users.vip_bonus': 'admin',
  'promotions.manage': 'admin',
  'approvals.decide': 'admin',
  // Gift-card codes are bearer value: only an admin reads one, and the reveal is audited.
  'gift_cards.reveal': 'admin',
  'reports.view': 'admin',
  // Chat: helpers keep order in the moment (delete, mute, reports); longer bans and the room's rules are mods'.
  'chat.moderate': 'helper',
  'chat.ban': 'mod',
  'chat.settings': 'mod',
  // What every player's inbox shows comes from mods and up: a helper only looks and handles the mail.
  'announcements.publish': 'mod',
  // A house rain creates coins: an admin's, under its cap and maker-checker, like a VIP bonus.
  'chat.rain': 'admin',
};

const RANK_ORDER: Record<Rank, number> = { other: 0, helper: 1, mod: 2, admin: 3 };

/** Whether a rank may perform an action: at or above the action's lowest rank. */
export function mayPerform(rank: Rank, action: StaffAction): boolean {
  return RANK_ORDER[rank] >= RANK_ORDER[STAFF_PERMISSIONS[action]];
}

/** Every action a rank may perform, in the table's order (for the back office to show or hide). */
export function actionsOf(rank: Rank): StaffAction[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffAction[]).filter((action) => mayPerform(rank, action));
}
