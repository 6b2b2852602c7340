import type { Announcement, AnnouncementDraft, Announcements } from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordStaffAction } from '../staff';
import { announcePublished } from './events';
import { insertAnnouncement, latestAnnouncements } from './repository';

/** How many announcements the back office lists. */
const LISTED = 50;

/**
 * `POST /api/admin/announcements`: one row for the whole audience (read into each inbox when it is
 * read), its audit row, and the public `announcements` event, committed together.
 */
export function publishAnnouncement(
  db: Database,
  staffId: bigint,
  draft: AnnouncementDraft,
): Promise<Announcement> {
  return inTransaction(db, async (trx) => {
    const announcement = await insertAnnouncement(trx, staffId, draft);
    await recordStaffAction(trx, {
      staffId,
      action: 'announcements.publish',
      subjectType: 'announcement',
      subjectId: announcement.id,
      after: { audience: draft.audience, title: draft.title, body: draft.body, link: draft.link ?? null },
    });
    await announcePublished(trx, announcement);
    return announcement;
  });
}

/** `GET /api/admin/announcements`: the latest ones, newest first. */
export async function listAnnouncements(db: Database): Promise<Announcements> {
  return { announcements: await latestAnnouncements(db, LISTED) };
}
