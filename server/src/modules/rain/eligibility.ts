import { RAIN_ACTIVE_MINUTES } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { chatRefusal } from '../chat';
import type { RainGate } from './ports';
import { recentChatters } from './repository';

/** A chatter who catches the rain, and whether their share may include Sweeps Coins. */
export interface RainTaker {
  userId: bigint;
  sc: boolean;
}

/**
 * Whether the gate lets the player take free coins as a promotion: not at all on a break or
 * self-exclusion; Gold Coins only when Sweeps Coins may not be awarded where they are (a GC-only
 * state, or no fresh passed location check, as every free SC asks).
 */
async function takerOf(trx: Trx, gate: RainGate, userId: bigint): Promise<RainTaker | null> {
  try {
    return { userId, sc: (await gate.claim(trx, userId, 'promotion')).scAwards };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code === 'PLAY_RESTRICTED' ? null : { userId, sc: false };
  }
}

/**
 * docs/chat.md "Rain": who catches a room's rain now. Wrote there (a message or a shared bet) in the
 * last RAIN_ACTIVE_MINUTES, a verified email, no staff, no banned account (the query); then the chat's
 * own rule, the one posting asks (a username, no mute or chat ban, the requirement to chat met); then
 * the promotion gate of every free coin.
 */
export async function rainTakers(trx: Trx, gate: RainGate, roomId: string): Promise<RainTaker[]> {
  const takers: RainTaker[] = [];
  for (const userId of await recentChatters(trx, roomId, RAIN_ACTIVE_MINUTES)) {
    if ((await chatRefusal(trx, userId)) !== null) continue;
    const taker = await takerOf(trx, gate, userId);
    if (taker) takers.push(taker);
  }
  return takers;
}
