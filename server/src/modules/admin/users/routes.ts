import {
  adminBetsQuerySchema,
  adminIdentitySessionsPageSchema,
  adminLedgerQuerySchema,
  adminLocationChecksPageSchema,
  adminPageQuerySchema,
  adminPurchasesPageSchema,
  adminSessionsPageSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  myGamePlayPageSchema,
  playerIdParamsSchema,
  redemptionListSchema,
  transactionsPageSchema,
} from '@casino/contract';
import { cursorPage } from '../../../http/cursor-page';
import type { Api } from '../../../http/typed-routes';
import { ownPlays } from '../../games';
import { redemptionsOf } from '../../redemptions';
import { requireStaff } from '../../staff';
import { sendCoinHistory, TransactionsService } from '../../transactions';
import type { AdminPorts } from '../ports';
import {
  identityPage,
  locationChecksPage,
  purchasesPage,
  requireKnownPlayer,
  searchUsers,
  sessionsPage,
  userDetail,
} from './service';

/**
 * What staff read about players (`users.view`, helpers and up): the search, a player's detail, and the
 * detail's lists. The ledger and the bets are the player's own lists and CSV, for that player.
 */
export function adminUserRoutes(app: Api, ports: AdminPorts): void {
  const view = { preValidation: requireStaff(ports, 'users.view') };
  const transactions = new TransactionsService(ports.db, ports.ledger);
  const player = { params: playerIdParamsSchema };

  app.get(
    '/api/admin/users',
    { ...view, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => searchUsers(ports.db, request.query.q, request.query.page),
  );

  app.get(
    '/api/admin/users/:id',
    { ...view, schema: { ...player, response: { 200: adminUserDetailSchema } } },
    async (request) => userDetail(ports, request.params.id),
  );

  app.get(
    '/api/admin/users/:id/ledger',
    {
      ...view,
      schema: { ...player, querystring: adminLedgerQuerySchema, response: { 200: transactionsPageSchema } },
    },
    async (request) => {
      await requireKnownPlayer(ports.db, request.params.id);
      const { name, ...page } = request.query;
      return transactions.list(request.params.id, name, cursorPage(page));
    },
  );

  app.get('/api/admin/users/:id/ledger.csv', { ...view, schema: player }, async (request, reply) => {
    await requireKnownPlayer(ports.db, request.params.id);
    return sendCoinHistory(reply, transactions, request.params.id, 'staff');
  });

  app.get(
    '/api/admin/users/:id/bets',
    {
      ...view,
      schema: { ...player, querystring: adminBetsQuerySchema, response: { 200: myGamePlayPageSchema } },
    },
    async (request) => {
      await requireKnownPlayer(ports.db, request.params.id);
      return ownPlays(ports.db, request.params.id, cursorPage(request.query));
    },
  );

  app.get(
    '/api/admin/users/:id/redemptions',
    { ...view, schema: { ...player, response: { 200: redemptionListSchema } } },
    async (request) => {
      await requireKnownPlayer(ports.db, request.params.id);
      return { redemptions: await redemptionsOf(ports.db, request.params.id) };
    },
  );

  const pages = [
    ['purchases', adminPurchasesPageSchema, purchasesPage],
    ['identity', adminIdentitySessionsPageSchema, identityPage],
    ['location-checks', adminLocationChecksPageSchema, locationChecksPage],
    ['sessions', adminSessionsPageSchema, sessionsPage],
  ] as const;
  for (const [list, answer, read] of pages) {
    app.get(
      `/api/admin/users/:id/${list}`,
      { ...view, schema: { ...player, querystring: adminPageQuerySchema, response: { 200: answer } } },
      async (request) => read(ports.db, request.params.id, request.query.page),
    );
  }
}
