import { CHAT_TEXTS } from '@casino/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { addIgnore, playerByUsername, removeIgnore } from './repository';

async function otherPlayer(db: Database, userId: bigint, username: string) {
  const player = await playerByUsername(db, username);
  if (!player) throw new AppError('NOT_FOUND', CHAT_TEXTS.playerNotFound);
  if (player.id === userId) throw new AppError('VALIDATION_FAILED', CHAT_TEXTS.cannotIgnoreSelf);
  return player;
}

/**
 * Spec §4/§5: a player ignores another (after 'Are you sure?'); kept on the server, so the ignored
 * player's messages stay hidden on every device and in every room.
 */
export async function ignorePlayer(db: Database, userId: bigint, username: string): Promise<void> {
  const player = await otherPlayer(db, userId, username);
  await addIgnore(db, userId, player.id);
}

export async function unignorePlayer(db: Database, userId: bigint, username: string): Promise<void> {
  const player = await otherPlayer(db, userId, username);
  await removeIgnore(db, userId, player.id);
}
