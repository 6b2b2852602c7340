import { RAIN_TEXTS } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueJob } from '../../jobs';
import { existingRoom, writeChatMessage } from '../chat';
import { insertRain, type NewRain, type RainRow } from './repository';
import { rainCard } from './view';

/** The job that pays a rain once its warning has run: `chat-rain-<id>`, once per rain across instances. */
export const RAIN_JOB = 'chat.rain';

/**
 * Starts a rain in the caller's transaction: its row, its warning in the room, and the job that pays it
 * `warningSeconds` later (RAIN_WARNING_SECONDS). All three commit together; the job survives a restart
 * and runs on one instance. Undefined when the schedule's slot already has its rain.
 */
export async function startRain(
  trx: Trx,
  rain: Omit<NewRain, 'rainAt'>,
  warningSeconds: number,
): Promise<RainRow | undefined> {
  const room = await existingRoom(trx, rain.roomId);
  const rainAt = new Date(Date.now() + warningSeconds * 1000);
  const row = await insertRain(trx, { ...rain, roomId: room.id, rainAt });
  if (!row) return undefined;
  await writeChatMessage(trx, {
    roomId: room.id,
    userId: null,
    kind: 'rain',
    body: RAIN_TEXTS.warning(row.gc, row.sc, warningSeconds),
    meta: rainCard(row),
  });
  await enqueueJob(trx, {
    kind: RAIN_JOB,
    key: `chat-rain-${row.id}`,
    payload: { rainId: row.id.toString() },
    delayMs: warningSeconds * 1000,
  });
  return row;
}
