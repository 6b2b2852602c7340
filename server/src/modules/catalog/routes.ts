import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { currentPlayer, optionalPlayer, requirePlayer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { Catalog } from './catalog';
import type { ListFilter, ListScope } from './list-query';
import { PlayerGames } from './player-games';
import {
  chosenProviders,
  gameIdSchema,
  gameIdsSchema,
  gameLookupSchema,
  type ListQuery,
  listQuerySchema,
} from './queries';
import { RegionRestriction } from './region';

const SLIDERS = ['featured', 'trending', 'lucky'] as const;

/** The game catalog for the lobby (spec §7 Lobby and games), favourites and recently played. */
export function catalogRoutes(app: FastifyInstance, deps: Deps): void {
  const catalog = new Catalog(deps.prepared);
  const playerGames = new PlayerGames(deps.prepared);
  const region = new RegionRestriction(deps.prepared, deps.config.PROHIBITED_ACCESS_USERNAMES);
  const signedIn = { preHandler: requirePlayer(deps.sessions) };

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

  async function listAnswer(request: FastifyRequest, reply: FastifyReply, fixedScope?: ListScope) {
    const query = parse(listQuerySchema, request.query);
    const userId = await optionalPlayer(deps.sessions, request);
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
    return region.appliesTo(await optionalPlayer(deps.sessions, request), false);
  }

  app.get('/api/all/games', (request, reply) => listAnswer(request, reply));

  /** A category with an api_slug (e.g. relax/trending) lists its games here. */
  app.get('/api/:group/:list/paginated', async (request, reply) => {
    const { group, list } = request.params as { group: string; list: string };
    const category = await catalog.categoryByApiSlug(`${group}/${list}`);
    if (!category) throw new AppError('NOT_FOUND', 'There is no such category.');
    return listAnswer(request, reply, { kind: 'category', categoryId: category.id });
  });

  for (const slider of SLIDERS) {
    app.get(`/api/relax/${slider}`, async (request) => {
      const category = await catalog.categoryByApiSlug(`relax/${slider}`);
      if (!category) throw new AppError('NOT_FOUND', 'There is no such category.');
      return catalog.slider(category, await restrictedFor(request));
    });
  }

  /** One game by id or by its page's last path segment (?software= narrows the latter), with related games. */
  app.get('/api/relax/games/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { software } = parse(gameLookupSchema, request.query);
    return catalog.game(id.slice(0, 200), software, await restrictedFor(request));
  });

  app.get('/api/active-categories', async () => catalog.activeCategories());
  app.get('/api/jackpots', async () => catalog.jackpots());

  app.post('/api/favourite', signedIn, async (request) => {
    const { game_id } = parse(gameIdSchema, request.body);
    return { favourite: await playerGames.toggleFavourite(currentPlayer(request).userId, game_id) };
  });

  app.post('/api/favourite/check', signedIn, async (request) => {
    const { game_ids } = parse(gameIdsSchema, request.body);
    return { favourites: await playerGames.favouritesAmong(currentPlayer(request).userId, game_ids) };
  });

  app.post('/api/recently-played', signedIn, async (request) => {
    const { game_id } = parse(gameIdSchema, request.body);
    await playerGames.recordPlay(currentPlayer(request).userId, game_id);
    return { recorded: true };
  });
}
