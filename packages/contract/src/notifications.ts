import { z } from 'zod';
import { queryInteger } from './query';
import { plainText } from './text';

/**
 * The player's notification inbox (issue 24, spec §2 `/notifications`): what happened to their account
 * (a bonus credited, a purchase, a redemption's status, the identity result, a tip) and what staff
 * announced. A notification is written in the transaction of the change it reports; an announcement is
 * one row every targeted player reads, with its read state kept per player.
 */

/** What a notification is about; `announcement` is a staff broadcast, the rest are the player's own. */
export const NOTIFICATION_KINDS = [
  'bonus-credited',
  'purchase-completed',
  'redemption-status',
  'identity-result',
  'tip-received',
  'announcement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds a module writes for one player (`notify`); announcements come only from staff. */
export type PlayerNotificationKind = Exclude<NotificationKind, 'announcement'>;

/**
 * Who an announcement reaches, from what the account already says: everyone, players in Sweeps Coins
 * mode, players with a completed purchase, and VIPs (players staff have awarded a VIP bonus). A player
 * belongs to a segment when they read, and sees the announcements published since they signed up.
 */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'sc-players', 'purchasers', 'vip'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The back office's names for the audiences. */
export const ANNOUNCEMENT_AUDIENCE_NAMES: Record<AnnouncementAudience, string> = {
  all: 'Everyone',
  'sc-players': 'Players in Sweeps Coins mode',
  purchasers: 'Players who have made a purchase',
  vip: 'VIP players (awarded a VIP bonus)',
};

/** Limits of what a notification or announcement shows; a longer body is refused, never cut. */
export const NOTIFICATION_LIMITS = { title: 120, body: 2000, link: 300 } as const;

/** A notification's link: a path on this site, so no link can leave it or run a script. */
export const NOTIFICATION_LINK_TEXT = 'A link is a path on this site starting with / (like /promotions).';
const linkSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_LIMITS.link, NOTIFICATION_LINK_TEXT)
  .regex(/^\/(?![/\\])[\w\-./?=&%#~+:]*$/, NOTIFICATION_LINK_TEXT);

/** One row of the inbox. Ids are unique across notifications and announcements. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Rows per page of the inbox, and the most a page may ask for. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** `GET /api/notifications?before=<id>&limit=<n>`: the page older than `before`, newest first. */
export const notificationsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be a notification id.')
    .transform(BigInt)
    .optional(),
  limit: queryInteger('limit must be a whole number.')
    .pipe(z.number().min(1).max(NOTIFICATIONS_PAGE_MAX))
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** The unread count the header's bell shows. */
export const unreadNotificationsSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** `GET /api/notifications`: a page of the inbox, the unread count, and the cursor of the next page. */
export const notificationsPageSchema = unreadNotificationsSchema.extend({
  notifications: z.array(notificationSchema),
  next_before: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `POST /api/notifications/read`: these (up to 100) or all; answers the unread count left. */
export const markNotificationsReadSchema = z.union([
  z.object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/, 'Not a notification id.'))
      .min(1, 'Name at least one notification.')
      .max(100, 'Mark at most 100 notifications at once.'),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** On `App.User.{id}` once the change a notification reports has committed; carries the notification. */
export const NOTIFICATION_EVENT = 'NotificationCreated';
/** On `App.User.{id}` when the player marked notifications read (in any tab): the unread count left. */
export const NOTIFICATIONS_READ_EVENT = 'NotificationsRead';

/** On the public `announcements` channel once staff published one; each app asks for its own count. */
export const ANNOUNCEMENT_EVENT = 'Announcement';
export const ANNOUNCEMENTS_CHANNEL = 'announcements';

/** What staff publish (the back office's form). Plain text: markup is shown as typed, never rendered. */
export const publishAnnouncementSchema = z.object({
  title: plainText('Give the announcement a title.', { max: NOTIFICATION_LIMITS.title }),
  body: plainText('Write what the announcement says.', { max: NOTIFICATION_LIMITS.body, lines: true }),
  link: z.union([linkSchema, z.literal('').transform(() => undefined)]).optional(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Choose who the announcement is for.' }),
});
export type PublishAnnouncement = z.input<typeof publishAnnouncementSchema>;
/** An announcement as the server receives it, checked (an empty link is none). */
export type AnnouncementDraft = z.output<typeof publishAnnouncementSchema>;

/** An announcement as the back office lists it, and as the `announcements` channel carries it. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  created_at: z.string(),
  published_by: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** `GET /api/admin/announcements`: the latest announcements, newest first. */
export const announcementsSchema = z.object({ announcements: z.array(announcementSchema) });
export type Announcements = z.infer<typeof announcementsSchema>;
