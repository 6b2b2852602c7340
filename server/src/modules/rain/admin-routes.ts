import { approvalRequestedSchema, rainSchema, startRainSchema } from '@casino/contract';
import { z } from 'zod';
import { currentPlayer } from '../../http/authenticate';
import { idempotencyKey } from '../../http/idempotency-key';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import type { RainPorts } from './ports';
import { latestRains } from './repository';
import { staffStartsRain } from './staff';
import { rainView } from './view';

/**
 * The back office's rain (`chat.rain`, admins, 2FA): `POST /api/admin/chat/rains {room_id, gc, sc,
 * reason}` with an Idempotency-Key (201 the rain, 202 sent for approval), `GET /api/admin/chat/rains`
 * (the latest 20).
 */
export function rainAdminRoutes(app: Api, ports: RainPorts): void {
  const guard = requireStaff(ports, 'chat.rain');
  app.post(
    '/api/admin/chat/rains',
    {
      preValidation: guard,
      schema: { body: startRainSchema, response: { 201: rainSchema, 202: approvalRequestedSchema } },
    },
    async (request, reply) => {
      const answer = await staffStartsRain(
        ports,
        { userId: currentPlayer(request).userId, key: idempotencyKey(request) },
        request.body,
      );
      reply.status('approval' in answer ? 202 : 201);
      return answer;
    },
  );
  app.get(
    '/api/admin/chat/rains',
    { preValidation: guard, schema: { response: { 200: z.array(rainSchema) } } },
    async () => (await latestRains(ports.db, 20)).map(rainView),
  );
}
