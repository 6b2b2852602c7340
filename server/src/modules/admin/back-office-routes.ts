import { auditPageSchema, auditQuerySchema, staffMeSchema, staffQueuesSchema } from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff, searchAuditLog } from '../staff';
import { staffMe } from './me';
import type { AdminPorts } from './ports';
import { queueCounts } from './queues';

/** A day filter (`2026-11-01`) reads from its start or to its end (UTC); an instant reads as given. */
function auditBound(value: string | undefined, end: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (value.length > 10) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  if (end) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The back office's own reads: who the caller is, the audit log, and the queues' counts. */
export function backOfficeRoutes(app: Api, ports: AdminPorts): void {
  // Any signed-in player may ask; a player learns only that they may do nothing (the screens hide /admin).
  app.get(
    '/api/admin/me',
    { preValidation: requirePlayer(ports.sessions), schema: { response: { 200: staffMeSchema } } },
    async (request) => staffMe(ports.db, currentPlayer(request)),
  );

  app.get(
    '/api/admin/audit',
    {
      preValidation: requireStaff(ports, 'audit.view'),
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => {
      const { staffId, userId, action, from, to, page } = request.query;
      return searchAuditLog(ports.db, {
        page,
        ...(staffId ? { staffId: BigInt(staffId) } : {}),
        ...(userId ? { userId: BigInt(userId) } : {}),
        ...(action ? { action } : {}),
        ...(from ? { from: auditBound(from, false) } : {}),
        ...(to ? { to: auditBound(to, true) } : {}),
      });
    },
  );

  app.get(
    '/api/admin/queues',
    { preValidation: requireStaff(ports, 'users.view'), schema: { response: { 200: staffQueuesSchema } } },
    async () => queueCounts(ports),
  );
}
