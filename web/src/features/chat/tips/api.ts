import type { ChatAction, TipSent } from '@casino/contract';
import { api } from '../../../api/client';
import { applyBalance } from '../../../api/queries';

/**
 * `POST /api/chat_actions {action: 'tip', username, meta}` with an Idempotency-Key (a lost answer is
 * asked again with the same key, so a tip never moves twice); the tipper's balance pill follows at once.
 */
export async function sendTip(action: ChatAction): Promise<TipSent> {
  const sent = await api<TipSent>('/chat_actions', { method: 'POST', body: action, movesCoins: true });
  applyBalance(sent.balance);
  return sent;
}
