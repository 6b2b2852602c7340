import { policyNameSchema, policySummarySchema, sandboxMessageSchema } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { republishPolicy } from '../policies';
import { sandboxBonusControls } from './bonuses';
import { giftCardControl } from './gift-cards';
import type { DevPorts } from './ports';
import { latestOutboxMessages } from './repository';
import { staffRankControl } from './staff-rank';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds live reset links, so only the machine itself may read it. The check is a route
 * hook, so it runs on the route the router chose (however the path was encoded), and it asks the
 * socket: a proxy on this machine would make every visitor look local, so a forwarded request is
 * refused whatever its headers claim.
 */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded || !LOOPBACK.has(request.socket.remoteAddress ?? ''))
    throw new AppError('FORBIDDEN', 'Sandbox controls answer only on this machine.');
}

/**
 * The sandbox outbox: every mail and SMS the product "sent", newest first, so verification and reset
 * links work end to end on a developer's machine. Only the sandbox adapters write here; app.ts
 * registers these routes only while SANDBOX_OUTBOX is on.
 */
export function devRoutes(app: Api, ports: DevPorts): void {
  app.get(
    '/api/dev/outbox',
    { onRequest: onlyFromThisMachine, schema: { response: { 200: z.array(sandboxMessageSchema) } } },
    async () =>
      (await latestOutboxMessages(ports.db)).map((m) => ({
        ...m,
        id: Number(m.id),
        created_at: m.created_at.toISOString(),
      })),
  );

  // A tester publishes a new version of a policy (same text, a note of what changed): players are asked again.
  app.post(
    '/api/dev/policies/:name/publish',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        params: z.object({ name: policyNameSchema }),
        body: z.object({ changes: z.string().min(1).max(500) }),
        response: { 200: policySummarySchema },
      },
    },
    async (request) => republishPolicy(ports.db, request.params.name, request.body.changes),
  );

  staffRankControl(app, ports, onlyFromThisMachine);
  sandboxBonusControls(app, ports, onlyFromThisMachine);
  if (ports.giftCardTester) giftCardControl(app, ports.giftCardTester, onlyFromThisMachine);

  app.get('/dev/outbox', { onRequest: onlyFromThisMachine }, async (_request, reply) => {
    const rows = (await latestOutboxMessages(ports.db))
      .map(
        (
          m,
        ) => `<tr><td>${m.created_at.toISOString()}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td>
          <td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}${
            m.link ? `<br><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ''
          }</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html><head><meta charset="utf-8"><title>Sandbox outbox</title>
      <style>body{font:14px system-ui;background:#0e1a24;color:#eef3f8;padding:24px}a{color:#1fd17a}
      table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2b4560;padding:8px;text-align:left;vertical-align:top}</style>
      </head><body><h1>Sandbox outbox</h1><p>Mail and SMS kept by the sandbox adapters; nothing was sent.</p>
      <table><tr><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr>${rows}</table></body></html>`);
  });
}
