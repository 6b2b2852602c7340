import {
  activeCategoriesSchema,
  favouritesAmongSchema,
  favouriteToggleSchema,
  gameDetailSchema,
  gameSliderSchema,
  playRecordedSchema,
} from '@casino/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/typed-routes';
import { Catalog } from './catalog';
import type { ListFilter, ListScope } from './list-query';
import { PlayerGames } from './player-games';
import type { CatalogPorts } from './ports';
import { RegionRestriction } from './region';
import {
  chosenProviders,
  gameIdSchema,
  gameIdsSchema,
  gameLookupSchema,
  type ListQuery,
  listQuerySchema,
} from './schema';

const SLIDERS = ['featured', 'trending', 'lucky'] as const;
const listParamsSchema = z.object({ group: z.string(), list: z.string() });
const gameKeySchema = z.object({ id: z.string() });

/**
 * The game catalog for the lobby (spec §7 Lobby and games), favourites and recently played. The lists
 * declare no response schema: they go out pre-serialised from the answer cache, where a schema would not
 * be applied.
 */
export function catalogRoutes(
  app: Api,
  { prepared, sessions, prohibitedAccessUsernames }: CatalogPorts,
): void {
  const catalog = new Catalog(prepared);
  const playerGames = new PlayerGames(prepared);
  const region = new RegionRestriction(prepared, prohibitedAccessUsernames);
  const signedIn = requirePlayer(sessions);

  const sendJson = (reply: FastifyReply, json: string) =>
    reply.type('application/json; charset=utf-8').send(json);

  /** Which games a list query draws from; favourites and recent need a signed-in player. */
  async function scopeOf(query: ListQuery, userId: bigint | null): Promise<ListScope> {
    const { categoryId } = query;
    if (categoryId === undefined) return { kind: 'all' };
    if (categoryId === 'favorites' || categoryId === 'recent') {
      if (userId === null) throw new AppError('UNAUTHENTICATED', 'Unauthenticated.');
      return { kind: categoryId, userId };
    }
    if (!(await catalog.categoryById(categoryId)))
      throw new AppError('NOT_FOUND', 'There is no such category.');
    return { kind: 'category', categoryId };
  }

  async function listAnswer(
    request: FastifyRequest,
    query: ListQuery,
    reply: FastifyReply,
    fixedScope?: ListScope,
  ) {
    const userId = await optionalPlayer(sessions, request);
    const filter: ListFilter = {
      scope: fixedScope ?? (await scopeOf(query, userId)),
      providerIds: chosenProviders(query),
      search: query.search ?? null,
      sort: query.sort ?? 'default',
    };
    const restricted = await region.appliesTo(userId, query.location_prohibited ?? false);
    return sendJson(reply, await catalog.listJson(filter, query.page ?? 1, restricted));
  }

  async function restrictedFor(request: FastifyRequest) {
    return region.appliesTo(await optionalPlayer(sessions, request), false);
  }

  app.get('/api/all/games', { schema: { querystring: listQuerySchema } }, (request, reply) =>
    listAnswer(request, request.query, reply),
  );

  /** A category with an api_slug (e.g. relax/trending) lists its games here. */
  app.get(
    '/api/:group/:list/paginated',
    { schema: { params: listParamsSchema, querystring: listQuerySchema } },
    async (request, reply) => {
      const { group, list } = request.params;
      const category = await catalog.categoryByApiSlug(`${group}/${list}`);
      if (!category) throw new AppError('NOT_FOUND', 'There is no such category.');
      return listAnswer(request, request.query, reply, { kind: 'category', categoryId: category.id });
    },
  );

  for (const slider of SLIDERS) {
    app.get(`/api/relax/${slider}`, { schema: { response: { 200: gameSliderSchema } } }, async (request) => {
      const category = await catalog.categoryByApiSlug(`relax/${slider}`);
      if (!category) throw new AppError('NOT_FOUND', 'There is no such category.');
      return catalog.slider(category, await restrictedFor(request));
    });
  }

  /** One game by id or by its page's last path segment (?software= narrows the latter), with related games. */
  app.get(
    '/api/relax/games/:id',
    {
      schema: { params: gameKeySchema, querystring: gameLookupSchema, response: { 200: gameDetailSchema } },
    },
    async (request) =>
      catalog.game(request.params.id.slice(0, 200), request.query.software, await restrictedFor(request)),
  );

  app.get('/api/active-categories', { schema: { response: { 200: activeCategoriesSchema } } }, async () =>
    catalog.activeCategories(),
  );

  app.post(
    '/api/favourite',
    { preValidation: signedIn, schema: { body: gameIdSchema, response: { 200: favouriteToggleSchema } } },
    async (request) => ({
      favourite: await playerGames.toggleFavourite(currentPlayer(request).userId, request.body.game_id),
    }),
  );

  app.post(
    '/api/favourite/check',
    { preValidation: signedIn, schema: { body: gameIdsSchema, response: { 200: favouritesAmongSchema } } },
    async (request) => ({
      favourites: await playerGames.favouritesAmong(currentPlayer(request).userId, request.body.game_ids),
    }),
  );

  app.post(
    '/api/recently-played',
    { preValidation: signedIn, schema: { body: gameIdSchema, response: { 200: playRecordedSchema } } },
    async (request) => {
      await playerGames.recordPlay(currentPlayer(request).userId, request.body.game_id);
      return { recorded: true as const };
    },
  );
}
