import { chatActionSchema, tipSentSchema } from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import type { TipsPorts } from './ports';
import { sendTip } from './service';

/**
 * Chat actions (spec §7): `POST /api/chat_actions {action: 'tip', username, meta: {amount, coin,
 * room_id?, hidden?}}`, signed in, with an `Idempotency-Key` (the same key again moves nothing).
 */
export function tipRoutes(app: Api, ports: TipsPorts): void {
  app.post(
    '/api/chat_actions',
    {
      onRequest: requirePlayer(ports.sessions),
      schema: { body: chatActionSchema, response: { 200: tipSentSchema } },
    },
    (request) =>
      sendTip(ports, { userId: currentPlayer(request).userId, key: idempotencyKey(request) }, request.body),
  );
}
