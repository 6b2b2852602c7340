import type { chatSettingsRequestSchema } from '@casino/contract';
import {
  ADMIN_PAGE_SIZE,
  CHAT_TEXTS,
  type ChatReportRow,
  type ChatRoom,
  type ChatSanction,
  type ChatSanctionRequest,
  type ChatSettings,
  formatAmount,
  parseAmount,
  STAFF_RANKS,
} from '@casino/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { recordStaffAction, refuseOwnAccount } from '../staff';
import { publishDeleted, publishRoom, publishSanction } from './events';
import {
  insertReport,
  insertSanction,
  liftSanction,
  reportsPage,
  resolveReports,
  sanctionsPage,
} from './moderation-repository';
import {
  chatRoom,
  chatSettings,
  deleteMessage,
  messageById,
  messagesByIds,
  posterById,
  saveChatSettings,
  setSlowMode,
} from './repository';
import { messageView, roomView } from './view';

const pageOf = (total: number, at: number) => ({ page: at, per_page: ADMIN_PAGE_SIZE, total });

/**
 * `DELETE /api/chat_messages/{id}` (spec §7, staff): the message leaves every reader's screen, its open
 * reports close as 'deleted', and the audit log keeps what it said.
 */
export async function deleteChatMessage(db: Database, staffId: bigint, id: bigint | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const deleted = id === null ? undefined : await deleteMessage(trx, id, staffId);
    if (!deleted) throw new AppError('NOT_FOUND', CHAT_TEXTS.messageNotFound);
    await resolveReports(trx, { messageId: deleted.id }, 'deleted', staffId);
    await publishDeleted(trx, deleted.room_id, deleted.id);
    await recordStaffAction(trx, {
      staffId,
      action: 'chat.moderate',
      subjectUserId: deleted.user_id,
      subjectType: 'chat_message',
      subjectId: deleted.id,
      before: { body: deleted.body, room: deleted.room_id },
    });
  });
}

/** A player reports a message (once each); staff see it in the back office's chat reports. */
export async function reportMessage(db: Database, reporterId: bigint, id: bigint | null, reason: string) {
  const message = id === null ? undefined : await messageById(db, id);
  if (!message || message.deleted_at) throw new AppError('NOT_FOUND', CHAT_TEXTS.messageNotFound);
  const report = await insertReport(db, message.id, reporterId, reason);
  if (!report) throw new AppError('CONFLICT', CHAT_TEXTS.alreadyReported);
}

/**
 * Mutes (no writing) or bans from chat (no reading either) for a while, with a reason the player sees.
 * A chat ban is `chat.ban` (mod and above); staff cannot be sanctioned in chat, nor oneself.
 */
export async function sanctionPlayer(
  db: Database,
  staff: { id: bigint; mayBan: boolean },
  request: ChatSanctionRequest,
): Promise<ChatSanction> {
  if (request.kind === 'ban' && !staff.mayBan)
    throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
  const userId = BigInt(request.user_id);
  refuseOwnAccount(staff.id, userId);
  const player = await posterById(db, userId);
  if (!player) throw fieldError('user_id', CHAT_TEXTS.playerNotFound);
  if (STAFF_RANKS.includes(player.rank))
    throw new AppError('FORBIDDEN', 'Staff are not muted or banned in chat.');
  return inTransaction(db, async (trx) => {
    const row = await insertSanction(trx, {
      userId,
      kind: request.kind,
      minutes: request.minutes,
      reason: request.reason,
      staffId: staff.id,
    });
    await publishSanction(trx, userId, { kind: row.kind, until: row.until.toISOString() });
    await recordStaffAction(trx, {
      staffId: staff.id,
      action: request.kind === 'ban' ? 'chat.ban' : 'chat.moderate',
      subjectUserId: userId,
      after: { kind: row.kind, until: row.until.toISOString(), minutes: request.minutes },
      reason: request.reason,
    });
    return sanctionView({ ...row, username: player.username, email: '' });
  });
}

export async function liftChatSanction(db: Database, staffId: bigint, id: bigint | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const lifted = id === null ? undefined : await liftSanction(trx, id, staffId);
    if (!lifted) throw new AppError('NOT_FOUND', 'This sanction is not in force.');
    await publishSanction(trx, lifted.user_id, { kind: lifted.kind, until: null });
    await recordStaffAction(trx, {
      staffId,
      action: lifted.kind === 'ban' ? 'chat.ban' : 'chat.moderate',
      subjectUserId: lifted.user_id,
      subjectType: 'chat_sanction',
      subjectId: lifted.id,
      before: { kind: lifted.kind, until: lifted.until.toISOString() },
      after: { lifted: true },
    });
  });
}

function sanctionView(row: {
  id: bigint;
  user_id: bigint;
  username: string | null;
  email: string;
  kind: ChatSanction['kind'];
  reason: string;
  until: Date;
  created_at: Date;
  created_by: bigint | null;
  lifted_at: Date | null;
}): ChatSanction {
  return {
    id: row.id.toString(),
    user_id: row.user_id.toString(),
    username: row.username,
    email: row.email,
    kind: row.kind,
    reason: row.reason,
    until: row.until.toISOString(),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by?.toString() ?? null,
    lifted_at: row.lifted_at?.toISOString() ?? null,
  };
}

export async function listSanctions(db: Database, open: boolean, at: number, q?: string) {
  const { rows, total } = await sanctionsPage(db, open, at, q);
  return { data: rows.map(sanctionView), ...pageOf(total, at) };
}

export async function listReports(db: Database, open: boolean, at: number) {
  const { rows, total } = await reportsPage(db, open, at);
  const messages = new Map(
    (
      await messagesByIds(
        db,
        rows.map((row) => row.message_id),
      )
    ).map((message) => [message.id, message]),
  );
  const data = rows.flatMap((row): ChatReportRow[] => {
    const message = messages.get(row.message_id);
    if (!message) return [];
    return [
      {
        id: row.id.toString(),
        reason: row.reason,
        created_at: row.created_at.toISOString(),
        reporter: row.reporter,
        resolution: row.resolution,
        message: messageView(message),
        message_deleted: message.deleted_at !== null,
      },
    ];
  });
  return { data, ...pageOf(total, at) };
}

export async function dismissReport(db: Database, staffId: bigint, id: bigint | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const closed = id === null ? [] : await resolveReports(trx, { reportId: id }, 'dismissed', staffId);
    if (closed.length === 0) throw new AppError('NOT_FOUND', 'This report is not open.');
    await recordStaffAction(trx, {
      staffId,
      action: 'chat.moderate',
      subjectType: 'chat_report',
      subjectId: id,
      after: { resolution: 'dismissed' },
    });
  });
}

/** Staff's slow mode for a room (0 turns it off); the room's readers learn it at once. */
export async function setRoomSlowMode(
  db: Database,
  staffId: bigint,
  roomId: string,
  seconds: number,
): Promise<ChatRoom> {
  return inTransaction(db, async (trx) => {
    const before = await chatRoom(trx, roomId);
    const room = await setSlowMode(trx, roomId, seconds);
    if (!before || !room) throw new AppError('NOT_FOUND', CHAT_TEXTS.roomNotFound);
    const view = roomView(room, undefined);
    await publishRoom(trx, view);
    await recordStaffAction(trx, {
      staffId,
      action: 'chat.settings',
      subjectType: 'chat_room',
      subjectId: roomId,
      before: { slow_mode_seconds: before.slow_mode_seconds },
      after: { slow_mode_seconds: seconds },
    });
    return view;
  });
}

export async function readChatSettings(db: Database): Promise<ChatSettings> {
  const settings = await chatSettings(db);
  return {
    require_verified_email: settings.require_verified_email,
    min_wagered_gc: formatAmount(settings.min_wagered_gc),
    min_wagered_sc: formatAmount(settings.min_wagered_sc),
    blocked_words: settings.blocked_words,
  };
}

export async function saveSettings(
  db: Database,
  staffId: bigint,
  request: z.output<typeof chatSettingsRequestSchema>,
): Promise<ChatSettings> {
  const before = await readChatSettings(db);
  await inTransaction(db, async (trx) => {
    await saveChatSettings(trx, {
      require_verified_email: request.require_verified_email,
      min_wagered_gc: parseAmount(request.min_wagered_gc) ?? 0n,
      min_wagered_sc: parseAmount(request.min_wagered_sc) ?? 0n,
      blocked_words: [...new Set(request.blocked_words)].sort(),
    });
    await recordStaffAction(trx, {
      staffId,
      action: 'chat.settings',
      subjectType: 'chat_settings',
      before,
      after: request,
    });
  });
  return readChatSettings(db);
}
