import {
  type ChatTipCard,
  type chatActionSchema,
  DEFAULT_CHAT_ROOM,
  formatAmount,
  parseAmount,
  TIP_LIMITS,
  TIP_TEXTS,
  type TipSent,
} from '@casino/contract';
import type { z } from 'zod';
import type { Trx } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { InsufficientFunds } from '../../ledger/insufficient-funds';
import { postTip } from '../../ledger/tips';
import { bannedFromChat, chatRefusal, existingRoom, writeChatMessage } from '../chat';
import { announceBalance } from '../users';
import { publishTipReceived } from './events';
import type { TipsPorts } from './ports';
import { insertTip, recipientByUsername, setTipMessage, tippedInLastDay, usernameOf } from './repository';

type TipRequest = z.output<typeof chatActionSchema>;

/** The recipient: an existing player, not the tipper, not banned (from the site or from chat). */
async function recipientOf(trx: Trx, tipperId: bigint, username: string) {
  const recipient = await recipientByUsername(trx, username);
  if (!recipient?.username) throw fieldError('username', TIP_TEXTS.recipientNotFound, 'NOT_FOUND');
  if (recipient.id === tipperId) throw fieldError('username', TIP_TEXTS.selfTip);
  if (recipient.banned_at || (await bannedFromChat(trx, recipient.id)))
    throw new AppError('FORBIDDEN', TIP_TEXTS.recipientBanned);
  return { id: recipient.id, username: recipient.username };
}

/**
 * Refuses a tip over the tipper's 24-hour limit. Read under the lock of the tipper's accounts, taken
 * here (with the recipient's, in id order): a tipper's tips queue one behind the other, so two at once
 * cannot both fit under the limit the other's sum has not yet counted.
 */
async function refuseOverDailyLimit(
  ports: TipsPorts,
  trx: Trx,
  tip: { tipperId: bigint; recipientId: bigint; amount: bigint },
) {
  await ports.ledger.lockAccounts(trx, [tip.tipperId, tip.recipientId]);
  const left = TIP_LIMITS.perDay - (await tippedInLastDay(trx, tip.tipperId));
  if (tip.amount > left) {
    const text = TIP_TEXTS.dailyLimit(left > 0n ? left : 0n);
    throw new AppError('LIMIT_REACHED', text, { 'meta.amount': [text] });
  }
}

/** The ledger's refusal of a tipper short of GC, in the tip's words. */
async function moveCoins(ports: TipsPorts, trx: Trx, movement: Parameters<typeof postTip>[2]) {
  try {
    await postTip(ports.ledger, trx, movement);
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new AppError('INSUFFICIENT_FUNDS', TIP_TEXTS.insufficient, {
        'meta.amount': [TIP_TEXTS.insufficient],
      });
    throw error;
  }
}

/**
 * `POST /api/chat_actions {action: 'tip', username, meta}` (spec §7, docs/chat.md "Tips"): Gold Coins
 * from the tipper to another player, once per Idempotency-Key. The tipper must be allowed to chat (the
 * chat's own rule); the tip's row, its ledger transfer, its line in the room (unless hidden), the
 * recipient's event and both balances commit together, or nothing does.
 */
export function sendTip(ports: TipsPorts, request: RequestKey, action: TipRequest): Promise<TipSent> {
  const amount = parseAmount(action.meta.amount) ?? 0n;
  const roomId = action.meta.room_id ?? DEFAULT_CHAT_ROOM;
  const hidden = action.meta.hidden;
  const tipperId = request.userId;
  return runOnce(ports.db, request, 'chat:tip', async (trx) => {
    const refusal = await chatRefusal(trx, tipperId);
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    const recipient = await recipientOf(trx, tipperId, action.username);
    const room = await existingRoom(trx, roomId);
    await refuseOverDailyLimit(ports, trx, { tipperId, recipientId: recipient.id, amount });
    const row = await insertTip(trx, {
      tipperId,
      recipientId: recipient.id,
      amount,
      roomId: room.id,
      hidden,
    });
    await moveCoins(ports, trx, { tipId: row.id, tipperId, recipientId: recipient.id, amount });
    const card: ChatTipCard = {
      tip_id: row.id.toString(),
      amount: formatAmount(amount),
      coin: 'GC',
      recipient: { id: recipient.id.toString(), username: recipient.username },
    };
    const tipper = (await usernameOf(trx, tipperId)).username ?? 'Player';
    if (!hidden) {
      const line = TIP_TEXTS.line(tipper, card.amount, recipient.username);
      const message = await writeChatMessage(trx, {
        roomId: room.id,
        userId: tipperId,
        kind: 'tip',
        body: line,
        meta: card,
      });
      await setTipMessage(trx, row.id, BigInt(message.id));
    }
    const created_at = row.created_at.toISOString();
    await publishTipReceived(trx, recipient.id, {
      tip_id: card.tip_id,
      amount: card.amount,
      coin: 'GC',
      from: { id: tipperId.toString(), username: tipper },
      room_id: room.id,
      hidden,
      created_at,
    });
    await announceBalance(trx, ports.ledger, recipient.id);
    const balance = await announceBalance(trx, ports.ledger, tipperId);
    return {
      answer: {
        message: TIP_TEXTS.sent(card.amount, recipient.username),
        tip: { ...card, hidden, room_id: room.id, created_at },
        balance,
      },
    };
  });
}
