import type { FastifyReply } from 'fastify';
import { sendCsv } from '../../http/csv';
import type { TransactionsService } from './service';

/**
 * Answers a player's whole coin history as a CSV download named for the day it was taken: the player's
 * own as `coin-history-<day>.csv`, staff's copy as `coin-history-<player>-<day>.csv` (whose it is).
 */
export async function sendCoinHistory(
  reply: FastifyReply,
  transactions: TransactionsService,
  player: bigint,
  copy: 'own' | 'staff',
): Promise<FastifyReply> {
  const lines = await transactions.exportCsv(player);
  const day = new Date().toISOString().slice(0, 10);
  return sendCsv(
    reply,
    copy === 'staff' ? `coin-history-${player}-${day}.csv` : `coin-history-${day}.csv`,
    lines,
  );
}
