import type { StaffActionName } from '@casino/contract';

/** What each staff action is, in words, for the audit log's entries and its search. */
export const ACTION_NAMES: Record<StaffActionName, string> = {
  'users.view': 'Looked up a player',
  'users.freeze': 'Froze or unfroze an account',
  'users.ban': 'Banned or unbanned an account',
  'users.rank': 'Changed a rank',
  'users.balance_watch': 'Changed the balance watch',
  'users.adjust': 'Adjusted a balance',
  'identity.review': 'Decided an identity review',
  'redemptions.view': 'Looked at redemptions',
  'redemptions.decide': 'Decided a redemption',
  'redemptions.pay': 'Paid a redemption',
  'amoe.enter': 'Entered a free-entry request',
  'purchases.refund': 'Refunded a purchase',
  'orders.decide': 'Decided a cashier order',
  'audit.view': 'Read the audit log',
  'tax.export': 'Exported the 1099 file',
  'jobs.view': 'Looked at money jobs',
  'jobs.retry': 'Retried a money job',
  'bonus_codes.create': 'Created a bonus code',
  'users.vip_bonus': 'Granted a VIP bonus',
  'promotions.manage': 'Changed a promotion',
  'approvals.decide': 'Decided an approval',
  'gift_cards.reveal': 'Revealed a gift card code',
  'reports.view': 'Read a report',
  'chat.moderate': 'Moderated chat',
  'chat.ban': 'Banned from chat or lifted a chat ban',
  'chat.settings': 'Changed the chat settings',
  'announcements.publish': 'Published an announcement',
  'chat.rain': 'Started a rain',
};

/** Actions that set or lift a flag: named by the way it went, which the entry's after says. */
const TOGGLES: Partial<Record<StaffActionName, { flag: string; on: string; off: string }>> = {
  'users.freeze': { flag: 'frozen', on: 'Froze an account', off: 'Unfroze an account' },
  'users.ban': { flag: 'banned', on: 'Banned an account', off: 'Lifted a ban' },
  'users.balance_watch': {
    flag: 'balance_watch',
    on: 'Put a balance under watch',
    off: 'Lifted a balance watch',
  },
};

/**
 * Actions that name several deeds, told apart by what the entry was on (its subject type; '' when on
 * the player themself, which the log writes as 'user' or leaves empty): chat's delete, dismiss, mute and lift all log `chat.moderate`.
 */
const BY_SUBJECT: Partial<Record<StaffActionName, Record<string, string>>> = {
  'chat.moderate': {
    chat_message: 'Deleted a chat message',
    chat_report: 'Dismissed a chat report',
    chat_sanction: 'Lifted a chat mute',
    '': 'Muted a player in chat',
  },
  'chat.ban': { chat_sanction: 'Lifted a chat ban', '': 'Banned a player from chat' },
  'chat.settings': {
    chat_room: "Changed a room's slow mode",
    chat_settings: 'Changed the chat settings',
  },
};

/** What an audit entry says of itself that its name reads: how a flag went, what it was on. */
export interface NamedEntry {
  action: string;
  after?: unknown;
  subject_type?: string | null;
}

/** An entry's action in words; the log's own name for an action this build does not know. */
export function actionName({ action, after, subject_type }: NamedEntry): string {
  const toggle = TOGGLES[action as StaffActionName];
  const flag =
    toggle && typeof after === 'object' && after !== null
      ? (after as Record<string, unknown>)[toggle.flag]
      : undefined;
  if (toggle && typeof flag === 'boolean') return flag ? toggle.on : toggle.off;
  const thing = subject_type && subject_type !== 'user' ? subject_type : '';
  const deed = BY_SUBJECT[action as StaffActionName]?.[thing];
  return deed ?? (ACTION_NAMES as Record<string, string | undefined>)[action] ?? action;
}
